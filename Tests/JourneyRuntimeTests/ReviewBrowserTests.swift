import Foundation
import JourneyRuntime
import JourneyTestSupport
import Testing

@Suite(
  "Review report in a real browser",
  .enabled(if: Chromium.executable != nil, "chromium is not on PATH; the browser check needs it"))
struct ReviewBrowserTests {
  /// Writes the bundled copy's report and a blank page of the same kind to a temporary directory.
  static func pages() throws -> (directory: URL, report: URL, blank: URL, cells: Int) {
    let report = try ReviewFixtures.bundledReport()
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "review-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let page = directory.appendingPathComponent("review.html")
    try report.html().write(to: page, atomically: true, encoding: .utf8)
    let blank = directory.appendingPathComponent("blank.html")
    try "<!DOCTYPE html><html><head><meta charset=\"utf-8\"></head><body></body></html>"
      .write(to: blank, atomically: true, encoding: .utf8)
    return (directory, page, blank, report.screens.count * report.locales.count * report.variants.count)
  }

  @Test("the screenshot is a real page, not blank, and the page logs no console errors")
  func screenshot() throws {
    let pages = try Self.pages()
    defer { try? FileManager.default.removeItem(at: pages.directory) }
    let shot = pages.directory.appendingPathComponent("review.png")
    let blankShot = pages.directory.appendingPathComponent("blank.png")
    let window = "--window-size=1400,2000"
    let run = try Chromium.run(
      ["--enable-logging=stderr", "--v=0", window, "--screenshot=\(shot.path)", pages.report.absoluteString])
    _ = try Chromium.run([window, "--screenshot=\(blankShot.path)", pages.blank.absoluteString])
    #expect(run.status == 0)
    #expect(Chromium.consoleProblems(run.errors).isEmpty, "\(Chromium.consoleProblems(run.errors))")
    let image = try Data(contentsOf: shot)
    let blank = try Data(contentsOf: blankShot)
    let size = try #require(Chromium.pngSize(image))
    #expect(size.width == 1400 && size.height == 2000)
    #expect(Chromium.pngSize(blank) != nil)
    #expect(image.count > blank.count * 10, "screenshot \(image.count) bytes vs blank \(blank.count)")
  }

  @Test("the DOM Chromium builds has one data-cell per screen × locale × variant")
  func domCells() throws {
    let pages = try Self.pages()
    defer { try? FileManager.default.removeItem(at: pages.directory) }
    let run = try Chromium.run(
      ["--enable-logging=stderr", "--v=0", "--dump-dom", pages.report.absoluteString])
    #expect(run.status == 0)
    let dom = String(decoding: run.output, as: UTF8.self)
    #expect(dom.contains("id=\"count-cells\">\(pages.cells)<"))
    #expect(ReviewFixtures.count(" data-cell=\"", in: dom) == pages.cells)
    #expect(ReviewFixtures.count("<script", in: dom.lowercased()) == 1, "only the inline filter script")
    #expect(!dom.lowercased().contains("<script src"))
    #expect(Chromium.consoleProblems(run.errors).isEmpty, "\(Chromium.consoleProblems(run.errors))")
  }
}

@Suite(
  "Review filters in a real browser",
  .enabled(if: Chromium.executable != nil, "chromium is not on PATH; the browser check needs it"))
struct ReviewFilterBrowserTests {
  @Test("the query string presets the filters: other locales and in-budget strings are hidden, counts follow")
  func filtersFromQuery() throws {
    let report = try ReviewSheetTests.small()
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
