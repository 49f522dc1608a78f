import Foundation
import JourneyTestSupport

/// A private tmux server with one pane running a shell script: send keys, read the screen, resize, kill.
///
/// Each session has its own socket (`tmux -L`), its own temporary directory (the script's working
/// directory, for marker files) and a fixed size. The script waits for `start()` unless started at once.
final class TmuxSession {
  /// Why a session call failed.
  enum Failure: Error, CustomStringConvertible {
    /// tmux exited with a status other than 0.
    case tmuxFailed(arguments: [String], status: Int32, output: String)
    /// The expected text never appeared.
    case timedOut(waitingFor: String, screen: String)

    var description: String {
      switch self {
      case .tmuxFailed(let arguments, let status, let output):
        return "tmux \(arguments.joined(separator: " ")) exited \(status): \(output)"
      case .timedOut(let text, let screen):
        return "timed out waiting for \(text.debugDescription); the pane shows:\n\(screen)"
      }
    }
  }

  /// True when a `tmux` executable is on PATH.
  static let isAvailable: Bool = executable(named: "tmux") != nil

  /// The script's working directory.
  let directory: URL
  private let socket: String
  /// The session's name, for `-t`.
  let target = "e2e"
  private var isKilled = false

  /// Starts a detached session of the given size running `script` with /bin/sh in `directory`.
  ///
  /// With `held` the script waits until `start()` (so output can be piped from the first byte).
  init(script: String, columns: Int = 100, rows: Int = 40, held: Bool = false) throws {
    let unique = UUID().uuidString.prefix(8)
    socket = "att-e2e-\(getpid())-\(unique)"
    directory = FileManager.default.temporaryDirectory.appendingPathComponent(socket)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let gate = "while [ ! -e .gate ]; do sleep 0.01; done\n"
    try (gate + script + "\nexec sleep 600\n").write(
      to: directory.appendingPathComponent("run.sh"), atomically: true, encoding: .utf8)
    if !held { try start() }
    try tmux([
      "new-session", "-d", "-s", target, "-x", "\(columns)", "-y", "\(rows)",
      "-c", directory.path, "sh run.sh",
    ])
  }

  deinit {
    kill()
  }

  /// Lets a held script run.
  func start() throws {
    try Data().write(to: directory.appendingPathComponent(".gate"))
  }

  /// Sends keys by tmux name ("q", "Enter", "C-c") or literally with `literal`.
  func sendKeys(_ keys: String..., literal: Bool = false) throws {
    try tmux(["send-keys", "-t", target] + (literal ? ["-l"] : []) + keys)
  }

  /// The visible pane as text; `escapes` keeps colours and attributes; `trailingSpaces` keeps each row whole.
  func capture(escapes: Bool = false, trailingSpaces: Bool = false) throws -> String {
    var arguments = ["capture-pane", "-p", "-t", target]
    if escapes { arguments.append("-e") }
    if trailingSpaces { arguments.append("-N") }
    return try tmux(arguments)
  }

  /// Polls the pane until it contains `text`; returns the screen that had it.
  @discardableResult
  func waitFor(_ text: String, timeout: Duration = .seconds(6)) throws -> String {
    try waitUntil(text, timeout: timeout) { $0.contains(text) }
  }

  /// Polls the pane until `condition` holds; `description` names what was awaited in the failure.
  @discardableResult
  func waitUntil(
    _ description: String, timeout: Duration = .seconds(6), _ condition: (String) -> Bool
  ) throws -> String {
    let clock = ContinuousClock()
    let deadline = clock.now + timeout
    var screen = ""
    while clock.now < deadline {
      screen = try capture()
      if condition(screen) { return screen }
      Thread.sleep(forTimeInterval: 0.02)
    }
    throw Failure.timedOut(waitingFor: description, screen: screen)
  }

  /// Polls until a file appears in the script's directory; returns its contents.
  @discardableResult
  func waitForFile(_ name: String, timeout: Duration = .seconds(6)) throws -> String {
    let clock = ContinuousClock()
    let deadline = clock.now + timeout
    let url = directory.appendingPathComponent(name)
    while clock.now < deadline {
      if let text = try? String(contentsOf: url, encoding: .utf8), text.hasSuffix("\n") { return text }
      Thread.sleep(forTimeInterval: 0.02)
    }
    throw Failure.timedOut(waitingFor: "file \(name)", screen: (try? capture()) ?? "")
  }

  /// Resizes the window (and pane) to a new size.
  func resize(columns: Int, rows: Int) throws {
    try tmux(["resize-window", "-t", target, "-x", "\(columns)", "-y", "\(rows)"])
  }

  /// A tmux format evaluated for the pane, such as "#{cursor_flag}".
  func display(_ format: String) throws -> String {
    try tmux(["display-message", "-p", "-t", target, format]).trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// Where tmux itself put a text: its first match's end column and row, and where that row ends.
  ///
  /// Uses copy mode (emacs keys: a forward search leaves the cursor just after the match, and
  /// end-of-line just after the row's last character), so the columns are tmux's own cell positions.
  func placement(of text: String) throws -> (endColumn: Int, row: Int, rowEnd: Int) {
    try tmux(["set-option", "-g", "mode-keys", "emacs"])
    try tmux(["copy-mode", "-t", target])
    defer { _ = try? tmux(["send-keys", "-t", target, "-X", "cancel"]) }
    for command in [["top-line"], ["start-of-line"], ["search-forward-text", text]] {
      try tmux(["send-keys", "-t", target, "-X"] + command)
    }
    let found = try display("#{copy_cursor_x} #{copy_cursor_y}").split(separator: " ").compactMap { Int($0) }
    try tmux(["send-keys", "-t", target, "-X", "end-of-line"])
    let end = try display("#{copy_cursor_x} #{copy_cursor_y}").split(separator: " ").compactMap { Int($0) }
    guard found.count == 2, end.count == 2, end[1] == found[1] else {
      throw Failure.timedOut(waitingFor: "copy-mode position of \(text)", screen: try capture())
    }
    return (found[0], found[1], end[0])
  }

  /// Copies everything the pane's program writes to the terminal into a file (tmux pipe-pane).
  func pipeOutput(to file: URL) throws {
    try tmux(["pipe-pane", "-o", "-t", target, "cat >> '\(file.path)'"])
  }

  /// Process ids of the pane's shell's children (the program under test).
  func programPIDs() throws -> [Int32] {
    let shell = try display("#{pane_pid}")
    let children = try String(contentsOfFile: "/proc/\(shell)/task/\(shell)/children", encoding: .utf8)
    return children.split(separator: " ").compactMap { Int32($0) }
  }

  /// The pane's terminal settings as `stty -g` prints them, read from outside the pane.
  func terminalSettings() throws -> String {
    let tty = try display("#{pane_tty}")
    return try Self.run("stty", ["-F", tty, "-g"]).trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// Stops the server and removes the directory; later calls do nothing.
  func kill() {
    guard !isKilled else { return }
    isKilled = true
    let socketPath = try? display("#{socket_path}")
    _ = try? tmux(["kill-server"])
    if let socketPath, !socketPath.isEmpty { try? FileManager.default.removeItem(atPath: socketPath) }
    try? FileManager.default.removeItem(at: directory)
  }

  /// Runs a tmux command on this session's server; `target` names the pane.
  @discardableResult
  func tmux(_ arguments: [String]) throws -> String {
    try Self.run("tmux", ["-u", "-L", socket, "-f", "/dev/null"] + arguments)
  }

  /// Runs a tool with a small, predictable environment (UTF-8, no NO_COLOR, no outer tmux).
  private static func run(_ tool: String, _ arguments: [String]) throws -> String {
    let executable = Self.executable(named: tool)?.path ?? "/usr/bin/\(tool)"
    let environment = [
      "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
      "HOME": FileManager.default.temporaryDirectory.path,
      "LANG": "C.UTF-8",
      "TERM": "xterm-256color",
    ]
    let result = try ChildProcess.run(executable, arguments, environment: environment)
    guard result.status == 0 else {
      throw Failure.tmuxFailed(arguments: [tool] + arguments, status: result.status, output: result.output)
    }
    return result.output
  }

  /// The first executable called `name` on PATH.
  static func executable(named name: String) -> URL? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for folder in path.split(separator: ":") {
      let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    return nil
  }
}
