import Foundation

/// Runs headless Chromium on a page: screenshot, DOM dump and the page's console lines.
public enum Chromium {
  /// The `chromium` executable on PATH, if any.
  public static let executable: String? = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for directory in path.split(separator: ":") {
      let candidate = "\(directory)/chromium"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }()

  /// Runs Chromium headless with its own profile directory; gives up after `timeout` seconds.
  ///
  /// Headless Chromium now and then hangs at start-up on a loaded machine (seen with
  /// `--virtual-time-budget`): a run still going after `firstTry` seconds is ended and started once more,
  /// with a fresh profile. The watchdog only guards against hangs; it measures nothing.
  public static func run(
    _ arguments: [String], timeout: TimeInterval = 120, firstTry: TimeInterval = 30
  ) throws -> CapturedRun {
    do {
      return try once(arguments, timeout: min(firstTry, timeout))
    } catch BrowserError.timedOut {
      return try once(arguments, timeout: timeout)
    }
  }

  /// One headless Chromium run with its own profile directory.
  private static func once(_ arguments: [String], timeout: TimeInterval) throws -> CapturedRun {
    guard let executable else { throw BrowserError.missing }
    let profile = FileManager.default.temporaryDirectory.appendingPathComponent(
      "chromium-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: profile) }
    let run = try CapturedRun.run(
      executable,
      ["--headless", "--no-sandbox", "--disable-gpu", "--user-data-dir=\(profile.path)"] + arguments,
      timeout: timeout)
    if run.timedOut { throw BrowserError.timedOut(arguments) }
    return run
  }

  /// The page's console lines and uncaught errors in Chromium's stderr log.
  public static func consoleProblems(_ log: String) -> [String] {
    log.split(separator: "\n").map(String.init).filter {
      $0.contains("CONSOLE") || $0.contains("Uncaught")
    }
  }

  /// Width and height from a PNG's IHDR chunk; nil when the data is not a PNG.
  public static func pngSize(_ data: Data) -> (width: Int, height: Int)? {
    let bytes = [UInt8](data.prefix(24))
    guard bytes.count == 24, bytes[0..<8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A],
      bytes[12..<16] == [0x49, 0x48, 0x44, 0x52]
    else { return nil }
    func number(_ at: Int) -> Int { bytes[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
    return (number(16), number(20))
  }

  /// Why a browser check could not run.
  public enum BrowserError: Error {
    /// No `chromium` on PATH.
    case missing
    /// Chromium was still running at the timeout.
    case timedOut([String])
  }
}
