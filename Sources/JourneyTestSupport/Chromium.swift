import Foundation

/// Runs headless Chromium on a page: screenshot, DOM dump and the page's console lines.
enum ReviewBrowser {
  /// The `chromium` executable on PATH, if any.
  static let executable: String? = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for directory in path.split(separator: ":") {
      let candidate = "\(directory)/chromium"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }()

  /// What one Chromium run printed.
  struct Run {
    var status: Int32
    var output: Data
    var errors: String
  }

  /// Runs Chromium headless with its own profile directory; gives up after `timeout` seconds.
  static func run(_ arguments: [String], timeout: TimeInterval = 120) throws -> Run {
    guard let executable else { throw BrowserError.missing }
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
      "chromium-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let outURL = scratch.appendingPathComponent("stdout")
    let errURL = scratch.appendingPathComponent("stderr")
    try Data().write(to: outURL)
    try Data().write(to: errURL)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments =
      ["--headless", "--no-sandbox", "--disable-gpu", "--user-data-dir=\(scratch.path)/profile"] + arguments
    process.standardOutput = try FileHandle(forWritingTo: outURL)
    process.standardError = try FileHandle(forWritingTo: errURL)
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let deadline = Date().addingTimeInterval(timeout)
    while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.1) }
    if process.isRunning {
      process.terminate()
      process.waitUntilExit()
      throw BrowserError.timedOut(arguments)
    }
    return Run(
      status: process.terminationStatus, output: try Data(contentsOf: outURL),
      errors: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
  }

  /// The page's console lines and uncaught errors in Chromium's stderr log.
  static func consoleProblems(_ log: String) -> [String] {
    log.split(separator: "\n").map(String.init).filter {
      $0.contains("CONSOLE") || $0.contains("Uncaught")
    }
  }

  /// Width and height from a PNG's IHDR chunk; nil when the data is not a PNG.
  static func pngSize(_ data: Data) -> (width: Int, height: Int)? {
    let bytes = [UInt8](data.prefix(24))
    guard bytes.count == 24, bytes[0..<8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A],
      bytes[12..<16] == [0x49, 0x48, 0x44, 0x52]
    else { return nil }
    func number(_ at: Int) -> Int { bytes[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
    return (number(16), number(20))
  }

  /// Why a browser check could not run.
  enum BrowserError: Error {
    case missing
    case timedOut([String])
  }
}
