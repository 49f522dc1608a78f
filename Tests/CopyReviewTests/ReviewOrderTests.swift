import JourneyTestSupport
import StringTables
import Testing

@testable import CopyReview

/// `review --order`: the tables first for an engineer, or the phones first for a meeting, each phone
/// then with its findings beside it; the same sections and anchors either way.
@Suite("Review order: tables or phones first")
struct ReviewOrderTests {
  /// A small review of the bundled copy: two locales, the base copy, a few screens.
  static func report() throws -> ReviewReport {
    let catalog = try CopyCatalog.load(directory: ReviewFixtures.bundledCopy)
    return ReviewReport.build(
      catalog: catalog, journey: try BundledCopy.journey(), copyDirectory: ReviewFixtures.bundledCopy,
      locales: ["en", "ko"], variants: [nil, "relevance"], generatedAt: ReviewFixtures.generatedAt,
      screens: ["primer", "alert", "settings-tracking"])
  }

  /// Where `needle` first occurs in `page`.
  static func offset(of needle: String, in page: String) throws -> String.Index {
    try #require(page.range(of: needle), "the page holds \(needle)").lowerBound
  }

  @Test("tables order: findings, strings, then the phones; phones order: the phones, then the tables")
  func sectionsInOrder() throws {
    let report = try Self.report()
    let tables = report.html(order: .tables)
    let phones = report.html(order: .phones)
    #expect(tables == report.html(), "tables first is the default")
    for (page, phonesFirst) in [(tables, false), (phones, true)] {
      let grid = try Self.offset(of: "<section id=\"grid-base\">", in: page)
      let findings = try Self.offset(of: "<section id=\"findings\">", in: page)
      let strings = try Self.offset(of: "<section id=\"strings\">", in: page)
      #expect((grid < findings) == phonesFirst && (grid < strings) == phonesFirst)
      let tocGrid = try Self.offset(of: "href=\"#grid-base\"", in: page)
      let tocFindings = try Self.offset(of: "href=\"#findings\"", in: page)
      #expect((tocGrid < tocFindings) == phonesFirst, "the contents list follows the page")
    }
    let ids = { (page: String) in Set(ReviewFixtures.attributeValues("id", in: page)) }
    #expect(ids(tables) == ids(phones), "the same anchors in either order")
  }

  @Test("phones order lists each phone's findings beside it: rule, key, message and a link to its row")
  func findingsBesidePhone() throws {
    let report = try Self.report()
    let cell = try #require(report.cells.first { !$0.findingIndices.isEmpty }, "a phone with findings")
    let page = report.html(order: .phones)
    let start = try Self.offset(of: "id=\"\(cell.id)\"", in: page)
    let html = page[start...]
    let end = try #require(html.range(of: "<ul class=\"keys\">") ?? html.range(of: "</td>")).lowerBound
    let phone = String(html[..<end])
    #expect(phone.contains("<div class=\"beside\"><div class=\"phone\""), "the list is beside the frame")
    for index in cell.findingIndices {
      let finding = report.findings[index]
      #expect(phone.contains("href=\"#finding-\(index)\""), "links to finding \(index)")
      #expect(phone.contains(ReviewEscaping.html(finding.message)), "shows \(finding.ruleID)'s message")
    }
    #expect(!phone.contains("<div class=\"badges\"><a"), "no badge repeats a finding listed beside")
    let tables = report.html(order: .tables)
    #expect(!tables.contains("<ol class=\"cell-findings\">"), "tables order keeps the badges alone")
    #expect(page.contains("<ol class=\"cell-findings\">"))
  }
}
