import Dispatch
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
    // Waits for the exit itself (no polling); the watchdog only ends a program that hangs, so that a hung
    // browser fails its test instead of the whole run. It measures nothing.
    let watchdog = Watchdog(process: process, after: timeout)
    process.waitUntilExit()
    let timedOut = watchdog.disarm()
    return CapturedRun(
      status: process.terminationStatus, output: try Data(contentsOf: outURL),
      errors: String(decoding: try Data(contentsOf: errURL), as: UTF8.self), timedOut: timedOut)
  }
}

/// Terminates a process still running after a time limit; disarmed when the process ends first.
private final class Watchdog: @unchecked Sendable {
  private let lock = NSLock()
  private var fired = false
  private var armed = true
  private let timer: DispatchSourceTimer

  init(process: Process, after seconds: TimeInterval) {
    timer = DispatchSource.makeTimerSource(queue: .global())
    timer.schedule(deadline: .now() + seconds)
    timer.setEventHandler { [weak self] in
      guard let self else { return }
      self.lock.lock()
      defer { self.lock.unlock() }
      guard self.armed else { return }
      self.fired = true
      process.terminate()
    }
    timer.resume()
  }

  /// Stops the timer; true when it had already ended the process.
  func disarm() -> Bool {
    lock.lock()
    defer { lock.unlock() }
    armed = false
    timer.cancel()
    return fired
  }
}
