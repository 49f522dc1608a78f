import Foundation
import Testing

/// `att-journey review` end to end: the command writes the bundled copy's report, and headless
/// Chromium shows it (not blank, no console errors, one `data-cell` per screen × locale × variant).
@Suite(
  "att-journey review in a real browser",
  .enabled(if: ReviewCommand.chromium != nil, "chromium is not on PATH; the browser check needs it"),
  .enabled(
    if: ReviewCommand.executable != nil,
    "this build's att-journey has no review command (see att-journey --help)"))
struct ReviewBrowserTests {
  @Test("the written report renders: screenshot not blank, no console errors, every cell in the DOM")
  func reportInBrowser() throws {
    let executable = try #require(ReviewCommand.executable)
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "review-e2e-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let page = directory.appendingPathComponent("review.html")
    let command = try ReviewCommand.run(
      executable, ["review", "--copy", ReviewCommand.bundledCopy, "--out", page.path], in: directory)
    #expect(command.status == 0 || command.status == 1, "exit \(command.status): \(command.errors)")
    let html = try String(contentsOf: page, encoding: .utf8)
    let screens = try #require(ReviewCommand.count("screens", in: html))
    let locales = try #require(ReviewCommand.count("locales", in: html))
    let variants = try #require(ReviewCommand.count("variants", in: html))
    #expect(locales == 7 && variants == 4 && screens > 20)
    #expect(ReviewCommand.count("cells", in: html) == screens * locales * variants)

    let dump = try ReviewCommand.chromiumRun(
      ["--enable-logging=stderr", "--v=0", "--dump-dom", page.absoluteString], in: directory)
    let dom = String(decoding: dump.output, as: UTF8.self)
    #expect(dom.components(separatedBy: " data-cell=\"").count - 1 == screens * locales * variants)
    #expect(
      ReviewCommand.consoleProblems(dump.errors).isEmpty, "\(ReviewCommand.consoleProblems(dump.errors))")

    let shot = directory.appendingPathComponent("review.png")
    let blankPage = directory.appendingPathComponent("blank.html")
    let blankShot = directory.appendingPathComponent("blank.png")
    try "<!DOCTYPE html><html><body></body></html>".write(to: blankPage, atomically: true, encoding: .utf8)
    let window = "--window-size=1400,2000"
    let screenshot = try ReviewCommand.chromiumRun(
      ["--enable-logging=stderr", "--v=0", window, "--screenshot=\(shot.path)", page.absoluteString],
      in: directory)
    _ = try ReviewCommand.chromiumRun(
      [window, "--screenshot=\(blankShot.path)", blankPage.absoluteString], in: directory)
    #expect(ReviewCommand.consoleProblems(screenshot.errors).isEmpty)
    let image = try Data(contentsOf: shot)
    let blank = try Data(contentsOf: blankShot)
    #expect(image.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    #expect(image.count > blank.count * 10, "screenshot \(image.count) bytes vs blank \(blank.count)")
  }
}

/// Finds and runs `att-journey` and `chromium` for the end-to-end review check.
enum ReviewCommand {
  /// The repository's `copy/` directory.
  static let bundledCopy = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("copy").path

  /// `chromium` on PATH, if any.
  static let chromium: String? = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").map { "\($0)/chromium" }.first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
  }()

  /// The built `att-journey` beside the test executable, when its help lists a review command.
  static let executable: String? = {
    var directory = URL(fileURLWithPath: CommandLine.arguments.first ?? "").deletingLastPathComponent()
    for _ in 0..<4 {
      let candidate = directory.appendingPathComponent("att-journey").path
      if FileManager.default.isExecutableFile(atPath: candidate) {
        let help = try? run(candidate, ["--help"], in: FileManager.default.temporaryDirectory)
        let text = (help.map { String(decoding: $0.output, as: UTF8.self) + $0.errors }) ?? ""
        return text.contains("review") ? candidate : nil
      }
      directory.deleteLastPathComponent()
    }
    return nil
  }()

  /// What one run printed.
  struct Output {
    var status: Int32
    var output: Data
    var errors: String
  }

  /// Runs Chromium headless with its own profile.
  static func chromiumRun(_ arguments: [String], in directory: URL) throws -> Output {
    let profile = directory.appendingPathComponent("profile-\(UUID().uuidString)").path
    return try run(
      chromium ?? "chromium",
      ["--headless", "--no-sandbox", "--disable-gpu", "--user-data-dir=\(profile)"] + arguments, in: directory
    )
  }

  /// Runs a program with output to files (no pipe can fill up), giving up after two minutes.
  static func run(_ executable: String, _ arguments: [String], in directory: URL) throws -> Output {
    let name = UUID().uuidString
    let outURL = directory.appendingPathComponent("\(name).out")
    let errURL = directory.appendingPathComponent("\(name).err")
    try Data().write(to: outURL)
    try Data().write(to: errURL)
    defer {
      try? FileManager.default.removeItem(at: outURL)
      try? FileManager.default.removeItem(at: errURL)
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.standardOutput = try FileHandle(forWritingTo: outURL)
    process.standardError = try FileHandle(forWritingTo: errURL)
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let deadline = Date().addingTimeInterval(120)
    while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.1) }
    if process.isRunning {
      process.terminate()
      process.waitUntilExit()
    }
    return Output(
      status: process.terminationStatus, output: try Data(contentsOf: outURL),
      errors: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
  }

  /// Console lines and uncaught errors of the page in Chromium's log.
  static func consoleProblems(_ log: String) -> [String] {
    log.split(separator: "\n").map(String.init).filter { $0.contains("CONSOLE") || $0.contains("Uncaught") }
  }

  /// The number in the report header's `id="count-<name>"` element.
  static func count(_ name: String, in html: String) -> Int? {
    guard let start = html.range(of: "id=\"count-\(name)\">") else { return nil }
    return Int(html[start.upperBound...].prefix { $0.isNumber })
  }
}
