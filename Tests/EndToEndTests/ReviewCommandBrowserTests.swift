import Foundation
import JourneyTestSupport
import Testing

/// `att-journey review` end to end: the command writes the bundled copy's report, and headless
/// Chromium shows it (not blank, no console errors, one `data-cell` per screen × locale × variant).
///
/// Three locales (Latin, Hangul, kana and kanji) and two variants keep the page a few seconds' load; the
/// whole report's cells are counted in process by "Review report of the bundled copy".
@Suite(
  "att-journey review in a real browser",
  .enabled(if: Chromium.executable != nil, "chromium is not on PATH; the browser check needs it"),
  .enabled(
    if: ReviewCommand.executable != nil,
    "this build's att-journey has no review command (see att-journey --help)"))
struct ReviewCommandBrowserTests {
  @Test("the written report renders: screenshot not blank, no console errors, every cell in the DOM")
  func reportInBrowser() throws {
    let executable = try #require(ReviewCommand.executable)
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "review-e2e-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let page = directory.appendingPathComponent("review.html")
    let command = try CapturedRun.run(
      executable,
      [
        "review", "--copy", BuiltProgram.copyDirectory, "--locales", "en,ko,ja", "--variants",
        "base,relevance",
        "--out", page.path,
      ])
    #expect(command.status == 0 || command.status == 1, "exit \(command.status): \(command.errors)")
    let html = try String(contentsOf: page, encoding: .utf8)
    let screens = try #require(ReviewCommand.count("screens", in: html))
    let locales = try #require(ReviewCommand.count("locales", in: html))
    let variants = try #require(ReviewCommand.count("variants", in: html))
    #expect(locales == 3 && variants == 2 && screens > 20)
    #expect(ReviewCommand.count("cells", in: html) == screens * locales * variants)

    // One Chromium run loads the page, dumps its DOM and takes the screenshot.
    let shot = directory.appendingPathComponent("review.png")
    let window = "--window-size=1400,2000"
    let run = try Chromium.run(
      [
        "--enable-logging=stderr", "--v=0", window, "--screenshot=\(shot.path)", "--dump-dom",
        page.absoluteString,
      ])
    #expect(run.status == 0)
    let dom = String(decoding: run.output, as: UTF8.self)
    #expect(dom.components(separatedBy: " data-cell=\"").count - 1 == screens * locales * variants)
    #expect(
      dom.lowercased().components(separatedBy: "<script").count - 1 == 1, "only the inline filter script")
    #expect(!dom.lowercased().contains("<script src"))
    #expect(Chromium.consoleProblems(run.errors).isEmpty, "\(Chromium.consoleProblems(run.errors))")

    let blankPage = directory.appendingPathComponent("blank.html")
    let blankShot = directory.appendingPathComponent("blank.png")
    try "<!DOCTYPE html><html><head><meta charset=\"utf-8\"></head><body></body></html>"
      .write(to: blankPage, atomically: true, encoding: .utf8)
    _ = try Chromium.run([window, "--screenshot=\(blankShot.path)", blankPage.absoluteString])
    let image = try Data(contentsOf: shot)
    let blank = try Data(contentsOf: blankShot)
    let size = try #require(Chromium.pngSize(image))
    #expect(size.width == 1400 && size.height == 2000)
    #expect(Chromium.pngSize(blank) != nil)
    #expect(image.count > blank.count * 10, "screenshot \(image.count) bytes vs blank \(blank.count)")
  }
}

/// Finds the built `att-journey` for the end-to-end review check.
enum ReviewCommand {
  /// The built `att-journey`, when its help lists a review command.
  static let executable: String? = {
    guard let candidate = try? BuiltProgram.path(),
      let help = try? CapturedRun.run(candidate, ["--help"])
    else { return nil }
    let text = String(decoding: help.output, as: UTF8.self) + help.errors
    return text.contains("review") ? candidate : nil
  }()

  /// The number in the report header's `id="count-<name>"` element.
  static func count(_ name: String, in html: String) -> Int? {
    guard let start = html.range(of: "id=\"count-\(name)\">") else { return nil }
    return Int(html[start.upperBound...].prefix { $0.isNumber })
  }
}
