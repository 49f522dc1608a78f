import Foundation

/// A program run with stdin empty and its output captured through files, so no pipe can fill up.
public struct CapturedRun: Sendable {
  /// The exit status.
  public var status: Int32
  /// Everything written to standard output.
  public var output: Data
  /// Everything written to standard error.
  public var errors: String
  /// True when the program was still running at the timeout and was terminated.
  public var timedOut: Bool

  /// Runs a program, terminating it after `timeout` seconds.
  public static func run(
    _ executable: String, _ arguments: [String], timeout: TimeInterval = 120
  ) throws -> CapturedRun {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("run-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let outURL = scratch.appendingPathComponent("stdout")
    let errURL = scratch.appendingPathComponent("stderr")
    try Data().write(to: outURL)
    try Data().write(to: errURL)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.standardOutput = try FileHandle(forWritingTo: outURL)
    process.standardError = try FileHandle(forWritingTo: errURL)
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let deadline = Date().addingTimeInterval(timeout)
    while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.1) }
    let timedOut = process.isRunning
    if timedOut {
      process.terminate()
      process.waitUntilExit()
    }
    return CapturedRun(
      status: process.terminationStatus, output: try Data(contentsOf: outURL),
      errors: String(decoding: try Data(contentsOf: errURL), as: UTF8.self), timedOut: timedOut)
  }
}
