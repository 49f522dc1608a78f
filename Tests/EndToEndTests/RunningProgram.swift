import Foundation

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

  /// Starts the program with `arguments` (paths in them absolute: the working directory is the runner's).
  init(_ arguments: [String]) throws {
    let program = try BuiltProgram.path()
    let scratch = FileManager.default.temporaryDirectory
    outputPath = scratch.appendingPathComponent("att-e2e-stdout-\(UUID().uuidString)").path
    errorsPath = scratch.appendingPathComponent("att-e2e-stderr-\(UUID().uuidString)").path
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, errorsPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var emptyMask = sigset_t()
    sigemptyset(&emptyMask)
    var allSignals = sigset_t()
    sigfillset(&allSignals)
    posix_spawnattr_setsigmask(&attributes, &emptyMask)
    posix_spawnattr_setsigdefault(&attributes, &allSignals)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    let argv = ([program] + arguments).map { strdup($0) } + [nil]
    let environment: [String] = ["PATH=/usr/bin:/bin", "LANG=C.UTF-8"]
    let envp = environment.map { strdup($0) } + [nil]
    defer { for pointer in argv + envp { free(pointer) } }
    var pid: pid_t = 0
    let code = posix_spawn(&pid, program, &actions, &attributes, argv, envp)
    guard code == 0 else { throw ChildProcess.Failure.spawnFailed(tool: program, code: code) }
    self.pid = pid
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
