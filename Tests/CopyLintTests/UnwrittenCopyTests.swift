import CopyLint
import JourneyTestSupport
import StringTables
import Testing

@Suite("COPY-unwritten: the stand-ins init writes are listed, nothing else")
struct UnwrittenCopyTests {
  @Test("exactly the values that are still stand-ins are listed, as warnings, with their place")
  func listsStandIns() throws {
    let tree = try TemporaryTree()
    defer { tree.remove() }
    try tree.write(
      "en.lproj/Primer.strings",
      """
      "primer.title" = "\(UnwrittenText.placeholder(locale: "en", key: "primer.title"))";
      "primer.body" = "Written by a person [TODO later] is not a stand-in.";
      "primer.action" = "Continue";

      """)
    try tree.write(
      "ko.lproj/Primer.strings",
      """
      "primer.title" = "\(UnwrittenText.placeholder(locale: "ko", key: "primer.title"))";
      "primer.body" = "\(UnwrittenText.placeholder(locale: "ko", key: "primer.body"))";
      "primer.action" = "계속";

      """)
    let catalog = try CopyCatalog.load(directory: tree.root)
    let findings = CopyLinter.lint(catalog).filter { $0.ruleID == UnwrittenCopyRule.id }
    #expect(
      findings.map { "\($0.locale ?? "")/\($0.key ?? "")" }.sorted() == [
        "en/primer.title", "ko/primer.body", "ko/primer.title",
      ])
    #expect(findings.allSatisfy { $0.severity == .warning && $0.table == "Primer" && $0.line >= 1 })
    #expect(findings.first { $0.locale == "ko" && $0.key == "primer.body" }?.line == 2)
    #expect(LintReport.exitCode(for: findings) == 0, "stand-ins alone do not fail lint")
  }

  @Test("the stand-in is recognised only by its mark")
  func mark() {
    #expect(UnwrittenText.isPlaceholder(UnwrittenText.placeholder(locale: "fr", key: "x")))
    #expect(!UnwrittenText.isPlaceholder("TODO: write me"))
    #expect(!UnwrittenText.isPlaceholder("A [TODO en] in the middle"))
  }
}
