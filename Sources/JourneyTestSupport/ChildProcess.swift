import Foundation

/// Runs a tool with posix_spawn and waitpid, its output in a file.
///
/// Foundation's `Process` cannot be used for tmux: the server that `new-session` forks keeps the
/// descriptor `Process` watches for the child's exit, so `waitUntilExit` never returns, and the
/// server would inherit the test runner's blocked signals.
public enum ChildProcess {
  /// Why a tool could not be run.
  public enum Failure: Error, CustomStringConvertible {
    /// posix_spawn failed with this error number.
    case spawnFailed(tool: String, code: Int32)

    /// The failure as a sentence.
    public var description: String {
      switch self {
      case .spawnFailed(let tool, let code): return "cannot start \(tool): errno \(code)"
      }
    }
  }

  /// The exit status (128 + signal when killed) and everything the tool wrote to stdout and stderr.
  public static func run(
    _ executable: String, _ arguments: [String], environment: [String: String]
  ) throws -> (status: Int32, output: String) {
    let outputPath = FileManager.default.temporaryDirectory
      .appendingPathComponent("att-e2e-output-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: outputPath) }

    let pid = try spawn(
      executable, arguments, environment: environment.map { "\($0.key)=\($0.value)" }, output: outputPath)
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
    let exitStatus = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    let output = (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
    return (exitStatus, output)
  }

  /// Starts a tool with stdin from /dev/null, stdout to `output` and stderr to `errors` (or with stdout),
  /// every signal at its default and none blocked; returns its process id.
  public static func spawn(
    _ executable: String, _ arguments: [String], environment: [String], output: String, errors: String? = nil
  ) throws -> pid_t {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    if let errors {
      posix_spawn_file_actions_addopen(&actions, 2, errors, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    } else {
      posix_spawn_file_actions_adddup2(&actions, 1, 2)
    }
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
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup($0) } + [nil]
    defer { for pointer in argv + envp { free(pointer) } }
    var pid: pid_t = 0
    let code = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
    guard code == 0 else { throw Failure.spawnFailed(tool: executable, code: code) }
    return pid
  }
}
