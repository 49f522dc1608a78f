import Foundation
import JourneyTestSupport
import Testing

@testable import CopyLint
@testable import StringTables

/// The sign-off file and COPY-stale-source: what a sign-off records, how it reads back, and when a
/// translation is stale.
@Suite("Sign-off and stale translations")
struct SignOffTests {
  /// A copy of en and de Primer tables, with a VoiceOver table and a stand-in, in a temporary folder.
  static func tree() throws -> TemporaryTree {
    let tree = try TemporaryTree()
    try tree.write(
      "en.lproj/Primer.strings",
      "\"primer.title\" = \"A word about ads\";\n\"primer.action\" = \"Continue\";\n\"primer.body\" = \"Body\";\n"
    )
    try tree.write(
      "de.lproj/Primer.strings",
      "\"primer.title\" = \"Kurz zur Werbung\";\n\"primer.action\" = \"Weiter\";\n"
        + "\"primer.body\" = \"[TODO de] primer.body\";\n")
    try tree.write("en.lproj/VoiceOver.strings", "\"trait.button\" = \"button\";\n")
    try tree.write("de.lproj/VoiceOver.strings", "\"trait.button\" = \"Taste\";\n")
    return tree
  }

  @Test("FNV-1a 64 gives the published values, written as 16 hex digits")
  func hash() {
    #expect(SignOffHash.hex(SignOffHash.of("")) == "cbf29ce484222325")
    #expect(SignOffHash.hex(SignOffHash.of("a")) == "af63dc4c8601ec8c")
    #expect(SignOffHash.hex(SignOffHash.of("foobar")) == "85944171f73967e8")
    #expect(SignOffHash.parse("85944171f73967e8") == SignOffHash.of("foobar"))
    #expect(SignOffHash.parse("85944171f73967e") == nil)
  }

  @Test("records cover written translations of translatable tables only: no English, VoiceOver or stand-in")
  func records() throws {
    let tree = try Self.tree()
    defer { tree.remove() }
    let catalog = try CopyCatalog.load(directory: tree.root)
    let records = StaleSourceRule.records(catalog, locales: ["de"])
    #expect(records.map(\.key.description) == ["Primer/primer.action", "Primer/primer.title"])
    #expect(records.allSatisfy { $0.layer == CopyLayer(locale: "de") })
    #expect(records.first?.source == SignOffHash.of("Continue"))
    #expect(records.first?.translation == SignOffHash.of("Weiter"))
  }

  @Test("the file reads back what it wrote, a key with spaces, a backslash and a newline included")
  func roundTrip() throws {
    let odd = CopyKey(table: "Primer", key: "a key\\with\nbreak\u{200B}")
    let signOff = SignOff([
      SignOffRecord(
        layer: CopyLayer(locale: "ko", variant: "relevance"), key: odd, sourceText: "x", translationText: "y"),
      SignOffRecord(
        layer: CopyLayer(locale: "de"), key: CopyKey(table: "Primer", key: "primer.title"), sourceText: "s",
        translationText: "t"),
    ])
    let text = signOff.text
    let lines = text.split(separator: "\n").filter { !$0.hasPrefix("#") }
    #expect(lines.count == 2)
    #expect(lines[0].hasPrefix("de base Primer/primer.title "))
    #expect(lines[1].hasPrefix("ko relevance Primer/a\\skey\\\\with\\nbreak\\u{200b} "))
    #expect(try SignOff(bytes: Array(text.utf8), path: "signoff.txt") == signOff)
  }

  @Test(
    "a line that does not read is an error at its file:line:column",
    arguments: [
      (
        "de base Primer/primer.title 0123456789abcdef\n",
        "signoff.txt:1:1: error: expected 5 fields (locale, variant, Table/key, source hash, translation hash), found 4"
      ),
      (
        "de base primer.title 0123456789abcdef 0123456789abcdef\n",
        "signoff.txt:1:9: error: expected Table/key, with \\s for a space and \\\\ for a backslash"
      ),
      (
        "# c\nde base Primer/a\\q 0123456789abcdef 0123456789abcdef\n",
        "signoff.txt:2:9: error: expected Table/key, with \\s for a space and \\\\ for a backslash"
      ),
      (
        "de base Primer/a 0123456789abcdeg 0123456789abcdef\n",
        "signoff.txt:1:18: error: expected the source hash as 16 hex digits"
      ),
      (
        "de base Primer/a 0123456789abcdef 0123456789abcdef\nde base Primer/a 0123456789abcdef 0123456789abcdef\n",
        "signoff.txt:2:1: error: Primer/a (de) is signed off twice (first at line 1)"
      ),
    ])
  func badLines(text: String, error: String) {
    #expect(Self.message(text) == error)
  }

  static func message(_ text: String) -> String? {
    do {
      _ = try SignOff(bytes: Array(text.utf8), path: "signoff.txt")
      return nil
    } catch {
      return error.description
    }
  }

  @Test("COPY-stale-source: a translation signed off against another English source, until signed off again")
  func staleUntilSignedOff() throws {
    let tree = try Self.tree()
    defer { tree.remove() }
    func stale() throws -> [LintFinding] {
      CopyLinter.lint(try CopyCatalog.load(directory: tree.root)).filter {
        $0.ruleID == LintRule.staleSource.rawValue
      }
    }
    #expect(try stale().isEmpty)
    let catalog = try CopyCatalog.load(directory: tree.root)
    try tree.write(SignOff.fileName, SignOff(StaleSourceRule.records(catalog, locales: ["de"])).text)
    #expect(try stale().isEmpty)
    try tree.write(
      "en.lproj/Primer.strings",
      "\"primer.title\" = \"A word about ads\";\n\"primer.action\" = \"Go on\";\n\"primer.body\" = \"Body\";\n"
    )
    try tree.write("en.lproj/VoiceOver.strings", "\"trait.button\" = \"Button\";\n")
    let findings = try stale()
    #expect(
      findings.map { "\($0.locale ?? "") \($0.table ?? "")/\($0.key ?? "")" } == ["de Primer/primer.action"])
    #expect(findings.first?.severity == .warning)
    #expect(
      findings.first.map { "\($0.file):\($0.line):\($0.column)" }
        == "\(tree.root)/de.lproj/Primer.strings:2:19")
    let changed = try CopyCatalog.load(directory: tree.root)
    let again = SignOff(StaleSourceRule.records(changed, locales: ["de"]))
    try tree.write(SignOff.fileName, again.text)
    #expect(try stale().isEmpty)
  }

  @Test("an unreadable sign-off file is a COPY-reference error, not a crash")
  func unreadableIsAFinding() throws {
    let tree = try Self.tree()
    defer { tree.remove() }
    try tree.write(SignOff.fileName, "de base\n")
    let findings = CopyLinter.lint(try CopyCatalog.load(directory: tree.root))
    let reference = findings.filter { $0.ruleID == LintRule.unreadableReference.rawValue }
    #expect(reference.map { "\($0.line):\($0.column)" } == ["1:1"])
    #expect(reference.first?.file.hasSuffix("/signoff.txt") == true)
  }
}
