import CopyReview
import Foundation
import JourneyRuntime
import JourneyTestSupport
import StringTables
import Testing

@Suite(
  "Review filters in a real browser",
  .enabled(if: Chromium.executable != nil, "chromium is not on PATH; the browser check needs it"))
struct ReviewFilterBrowserTests {
  @Test("the query string presets the filters: other locales and in-budget strings are hidden, counts follow")
  func filtersFromQuery() throws {
    // Three locales and a few screens: enough rows for every filter, small enough for a quick page load.
    let catalog = try CopyCatalog.load(directory: BundledCopy.directory)
    let report = ReviewReport.build(
      catalog: catalog, journey: try BundledCopy.journey(), copyDirectory: BundledCopy.directory,
      locales: ["en", "ko", "fr"], variants: [nil], generatedAt: "2026-01-01T00:00:00Z",
      screens: ["primer", "alert", "consent-form", "recovery", "settings-tracking"])
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "filters-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let page = directory.appendingPathComponent("review.html")
    try report.html().write(to: page, atomically: true, encoding: .utf8)
    let run = try Chromium.run([
      "--enable-logging=stderr", "--v=0", "--dump-dom", page.absoluteString + "?locale=ko",
    ])
    let dom = String(decoding: run.output, as: UTF8.self)
    #expect(Chromium.consoleProblems(run.errors).isEmpty, "\(Chromium.consoleProblems(run.errors))")
    let french = Self.openingTags(with: "data-locale=\"fr\"", in: dom).filter { $0.contains("class=\"fi") }
    let korean = Self.openingTags(with: "data-locale=\"ko\"", in: dom).filter { $0.contains("class=\"fi") }
    #expect(
      !french.isEmpty && french.allSatisfy { $0.contains(" hidden") }, "a French element stayed visible")
    #expect(!korean.isEmpty && korean.allSatisfy { !$0.contains(" hidden") }, "a Korean element was hidden")
    let counts = Self.openingTags(with: "id=\"count-", in: dom).filter { $0.contains("data-total") }
    #expect(counts.count == 3, "errors, warnings and notices carry their totals")
    let warnings = try #require(dom.range(of: "id=\"count-warnings\"")).upperBound
    let shown = dom[warnings...].drop { $0 != ">" }.dropFirst().prefix { $0 != "<" }
    let koreanWarnings = report.findings.filter { $0.severity == .warning && $0.locale == "ko" }.count
    let all = report.findings.filter { $0.severity == .warning }.count
    #expect(koreanWarnings != all, "the fixture needs warnings outside ko for this check")
    #expect(
      String(shown) == "\(koreanWarnings) of \(all)", "the header counts ko's warnings under ?locale=ko")
    #expect(dom.contains("style=\"--top: "), "the header's height is the page's scroll padding")
    let over = try Chromium.run(["--dump-dom", page.absoluteString + "?over=1"])
    let rows = Self.openingTags(with: "data-over=\"0\"", in: String(decoding: over.output, as: UTF8.self))
    #expect(!rows.isEmpty && rows.allSatisfy { $0.contains(" hidden") }, "an in-budget row stayed visible")
  }

  /// Every opening tag that contains `attribute`.
  static func openingTags(with attribute: String, in dom: String) -> [String] {
    var tags: [String] = []
    var rest = dom[...]
    while let range = rest.range(of: attribute) {
      let start = rest[..<range.lowerBound].lastIndex(of: "<") ?? range.lowerBound
      let end = rest[range.upperBound...].firstIndex(of: ">") ?? rest.endIndex
      tags.append(String(rest[start..<end]))
      rest = rest[end...]
    }
    return tags
  }
}
