import Foundation
import JourneyTestSupport

/// The built program started in the background (posix_spawn, default signal actions, stdin empty,
/// stdout and stderr each to a file), so a test can signal it while it runs and then wait for it.
final class RunningProgram {
  /// How the program ended.
  enum Ending: Equatable, CustomStringConvertible {
    /// It exited with this status.
    case exited(Int32)
    /// A signal ended it.
    case signalled(Int32)

    var description: String {
      switch self {
      case .exited(let status): return "exit \(status)"
      case .signalled(let number): return "signal \(number)"
      }
    }
  }

  /// The process id.
  let pid: pid_t
  private let outputPath: String
  private let errorsPath: String
  private var ending: Ending?

  /// Starts the program with `arguments` (paths in them absolute: the working directory is the runner's),
  /// `environment` added to its own.
  init(_ arguments: [String], environment: [String] = []) throws {
    let program = try BuiltProgram.path()
    let scratch = FileManager.default.temporaryDirectory
    outputPath = scratch.appendingPathComponent("att-e2e-stdout-\(UUID().uuidString)").path
    errorsPath = scratch.appendingPathComponent("att-e2e-stderr-\(UUID().uuidString)").path
    pid = try ChildProcess.spawn(
      program, arguments, environment: ["PATH=/usr/bin:/bin", "LANG=C.UTF-8"] + environment,
      output: outputPath,
      errors: errorsPath)
  }

  deinit {
    if ending == nil {
      Foundation.kill(pid, SIGKILL)
      _ = wait()
    }
    try? FileManager.default.removeItem(atPath: outputPath)
    try? FileManager.default.removeItem(atPath: errorsPath)
  }

  /// Sends a signal.
  func kill(_ number: Int32) {
    Foundation.kill(pid, number)
  }

  /// True while the process has not ended (it is not reaped).
  var isRunning: Bool {
    guard ending == nil else { return false }
    var status: Int32 = 0
    let result = waitpid(pid, &status, WNOHANG)
    if result == pid { ending = Self.ending(of: status) }
    return ending == nil
  }

  /// Waits for the process to end.
  @discardableResult
  func wait() -> Ending {
    if let ending { return ending }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
    let result = Self.ending(of: status)
    ending = result
    return result
  }

  /// What the program wrote to standard output and standard error (after it ended).
  var output: String { (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? "" }
  var errors: String { (try? String(contentsOfFile: errorsPath, encoding: .utf8)) ?? "" }

  private static func ending(of status: Int32) -> Ending {
    (status & 0x7F) == 0 ? .exited((status >> 8) & 0xFF) : .signalled(status & 0x7F)
  }
}
