import Foundation
import JourneyScreens
import JourneyTestSupport
import StringTables
import Testing

@testable import CopyReview
@testable import JourneyRuntime

@Suite("Review sheet: strings view, variant diff, phones, anchors")
struct ReviewSheetTests {
  /// The report of the bundled copy in two locales, base and one variant.
  static func small(device: Device = .standard, pseudo: PseudoLocale? = nil, tree: URL? = nil) throws
    -> ReviewReport
  {
    if device == .standard, pseudo == nil, tree == nil { return try sharedSmall.get() }
    return try freshSmall(device: device, pseudo: pseudo, tree: tree)
  }

  /// The bundled copy's small report, built once for every test that reads it.
  private static let sharedSmall = Result { try freshSmall(device: .standard, pseudo: nil, tree: nil) }

  /// The small report, freshly built.
  static func freshSmall(device: Device, pseudo: PseudoLocale?, tree: URL?) throws -> ReviewReport {
    let directory = tree?.path ?? ReviewFixtures.bundledCopy
    let catalog = try CopyCatalog.load(directory: directory)
    return ReviewReport.build(
      catalog: catalog, journey: try BundledCopy.journey(), copyDirectory: directory,
      locales: ["en", "ko", "fr"],
      variants: [nil, "relevance"], generatedAt: ReviewFixtures.generatedAt, device: device, pseudo: pseudo)
  }

  @Test("strings view: one table per table file and variant overlay, every string with its facts")
  func stringsView() throws {
    let report = try Self.small()
    let tables = Set(report.strings.map(\.id))
    #expect(
      tables.isSuperset(of: ["strings-base-Primer", "strings-base-System", "strings-relevance-Primer"]))
    #expect(!tables.contains("strings-relevance-System"), "a variant shows only the tables it overrides")
    let primer = try #require(report.strings.first { $0.id == "strings-base-Primer" })
    #expect(primer.rows.first?.key == "primer.title", "keys in the source file's order")
    let title = try #require(primer.rows.first?.strings["ko"])
    #expect(title.budget?.unit == .displayColumns && title.length > 0)
    #expect(title.location.file.hasSuffix("ko.lproj/Primer.strings"))
    #expect(title.cellIDs.contains("cell-base-primer-ko"))
    #expect(title.comment?.contains("Budget:") == true)
    let deny = try #require(
      report.strings.first { $0.id == "strings-base-System" }?.rows.first { $0.key == "alert.deny" })
    #expect(deny.strings["ko"]?.status == .verified)
    #expect(deny.strings["fr"]?.status == .conflicting)
    let html = report.html()
    let section = try #require(ReviewFixtures.section("strings", in: html))
    #expect(section.contains("id=\"key-base-Primer-primer.title\""))
    #expect(section.contains("ko.lproj/Primer.strings:4"))
    #expect(section.contains("<a href=\"#cell-base-primer-ko\">primer</a>"))
    #expect(section.contains("<span class=\"st conflicting\">conflicting</span>"))
    #expect(section.contains("key · en (source)"))
  }

  @Test("COPY-budget: an over-budget string is highlighted in the strings view and linked to its finding")
  func overBudgetHighlighted() throws {
    let tree = try BundledCopy.tree()
    defer { try? FileManager.default.removeItem(at: tree) }
    try ReviewFixtures.remove(key: "primer.title", from: "fr.lproj/Primer.strings", in: tree)
    try BundledCopy.append(
      "/* Budget: 40 characters. */\n\"primer.title\" = \"Un titre beaucoup trop long pour tenir dans son budget\";",
      to: "fr.lproj/Primer.strings", in: tree)
    let report = try Self.small(tree: tree)
    let string = try #require(
      report.strings.first { $0.id == "strings-base-Primer" }?.rows.first?.strings["fr"])
    #expect(string.isOverBudget && string.length == 54)
    let finding = try #require(
      string.findingIndices.map { report.findings[$0] }.first { $0.ruleID == "COPY-budget" })
    #expect(finding.severity == .error)
    let html = report.html()
    #expect(html.contains("<span class=\"len over\">54/40 characters</span>"))
    #expect(html.contains("class=\"fi sev-error over\" data-locale=\"fr\""))
    #expect(html.contains("data-over=\"1\""))
  }

  @Test("variant diff: changed words marked, shared words plain, CJK compared character by character")
  func variantDiff() throws {
    #expect(
      WordDiff.diff("Ads keep Daily Grid free.", "Ads keep the game free.") == [
        .same("Ads keep "), .removed("Daily Grid"), .added("the game"), .same(" free."),
      ])
    #expect(WordDiff.diff("광고 성과 측정", "광고 측정") == [.same("광고 "), .removed("성과 "), .same("측정")])
    #expect(WordDiff.diff("同じ", "同じ") == [.same("同じ")])
    let report = try Self.small()
    let diff = try #require(report.variantDiffs.first)
    #expect(diff.variant == "relevance")
    #expect(
      diff.changes.contains { $0.key == CopyKey(table: "Primer", key: "primer.title") && $0.locale == "ko" })
    let html = report.html()
    let section = try #require(ReviewFixtures.section("variant-diff", in: html))
    #expect(section.contains("id=\"diff-relevance\""))
    #expect(section.contains("<span class=\"add\">") && section.contains("<span class=\"rm\">"))
  }

  @Test("phones honour the device and the pseudo-locale")
  func deviceAndPseudo() throws {
    let standard = try Self.small()
    let small = try Self.small(device: .iPhoneSE)
    let pseudo = try Self.small(pseudo: .double)
    #expect(standard.frames.first?.width == Device.standard.frameSize.width)
    #expect(small.frames.first?.width == Device.iPhoneSE.frameSize.width)
    #expect(small.html() != standard.html())
    #expect(small.html().contains("iphone-se · no pseudo-locale"))
    #expect(pseudo.html().contains("iphone-15 · pseudo double"))
    let longer = pseudo.findings.filter { $0.ruleID == ReviewFinding.overflowRule }.count
    let before = standard.findings.filter { $0.ruleID == ReviewFinding.overflowRule }.count
    #expect(longer > before, "doubled text overflows more boxes")
  }

  @Test("CJK reads as text: a Hangul word is one run, not a box per syllable")
  func cjkRuns() throws {
    let html = try Self.small().html()
    let block = try #require(ReviewFixtures.cellBlock("cell-base-primer-ko", in: html))
    #expect(block.contains("<span class=\"w w3\">광고에</span>"))
    #expect(!block.contains("<span class=\"w w1\">광</span><span class=\"w w1\">고</span>"))
    #expect(block.contains("lang=\"ko\""))
  }

  @Test("findings grouped by rule: errors and warnings open, notices folded")
  func groupedFindings() throws {
    let report = try Self.small()
    let html = report.html()
    let section = try #require(ReviewFixtures.section("findings", in: html))
    let rules = Set(report.findings.map(\.ruleID))
    #expect(ReviewFixtures.count("<details class=\"fi rule-group", in: section) == rules.count)
    #expect(section.contains("<details class=\"fi rule-group sev-notice\" id=\"rule-SYS-unverified\""))
    #expect(!section.contains("data-sev=\"notice\" open"))
  }

  @Test("element ids are unique and the documented anchors exist")
  func anchors() throws {
    let html = try Self.small().html()
    let ids = ReviewFixtures.attributeValues("id", in: html)
    #expect(ids.count == Set(ids).count, "duplicate ids")
    for id in [
      "cell-base-primer-ko", "cell-relevance-primer-fr", "strings-base-Primer",
      "key-base-Primer-primer.title",
      "diff-relevance", "rule-SYS-unverified", "finding-0", "findings", "strings", "variant-diff",
      "grid-base",
      "count-phone",
    ] {
      #expect(ids.contains(id), "no id \(id)")
    }
  }
}
