import ConsentEngine
import Foundation
import JourneyTestSupport

/// Keys as tmux names them, and how a walk's `--log` file confirms each was handled.
enum LoggedKeys {
  /// Keys whose effect does not depend on the terminal's size: the letter bindings but `q`, Escape,
  /// Backspace and unbound characters.
  static let sizeIndependent = [
    "l", "L", "v", "p", "k", "i", "s", "b", "a", "r", "g", "w", "?", "Escape", "BSpace", "x", "1",
  ]

  /// Keys that move or press the focus: what they do depends on the buttons, so on the phone being drawn.
  static let focusKeys = [
    "Enter", "Enter", "Enter", "Space", "Tab", "Tab", "BTab", "Up", "Down", "Left", "Right",
  ]

  /// The number of `key` records in a walk's log.
  static func count(in log: URL) -> Int {
    guard let text = try? String(contentsOf: log, encoding: .utf8) else { return 0 }
    return text.components(separatedBy: "{\"record\": \"key\"").count - 1
  }
}

extension TmuxSession {
  /// Resizes the pane's terminal the way a terminal emulator does (TIOCSWINSZ through `stty`), behind
  /// tmux's back: the program gets its SIGWINCH at once, while tmux's own screen keeps its size.
  func setTerminalSize(columns: Int, rows: Int) throws {
    let tty = try display("#{pane_tty}")
    let result = try ChildProcess.run(
      "/bin/stty", ["-F", tty, "rows", "\(rows)", "cols", "\(columns)"],
      environment: ["PATH": "/usr/bin:/bin"])
    guard result.status == 0 else {
      throw Failure.tmuxFailed(
        arguments: ["stty", "-F", tty, "rows", "cols"], status: result.status, output: result.output)
    }
  }

  /// Waits until the pane's terminal has the size (tmux resizes it after `resize-window` returns), so the
  /// program's SIGWINCH is pending before the next key is written.
  func waitForTerminalSize(columns: Int, rows: Int, timeout: Duration = .seconds(6)) throws {
    let tty = try display("#{pane_tty}")
    let clock = ContinuousClock()
    let deadline = clock.now + timeout
    while true {
      let result = try ChildProcess.run(
        "/bin/stty", ["-F", tty, "size"], environment: ["PATH": "/usr/bin:/bin"])
      if result.output.trimmingCharacters(in: .whitespacesAndNewlines) == "\(rows) \(columns)" { return }
      guard clock.now < deadline else {
        throw Failure.timedOut(
          waitingFor: "terminal size \(columns)×\(rows), have \(result.output)", screen: "")
      }
      Thread.sleep(forTimeInterval: 0.002)
    }
  }

  /// Sends keys by tmux name (single characters literally), then waits until the log holds `expected`
  /// key records, so the program handled them all before anything else happens.
  func sendLogged(_ keys: [String], log: URL, expected: Int, timeout: Duration = .seconds(6)) throws {
    for key in keys {
      if key.count == 1 { try sendKeys(key, literal: true) } else { try sendKeys(key) }
    }
    let clock = ContinuousClock()
    let deadline = clock.now + timeout
    while LoggedKeys.count(in: log) < expected {
      guard clock.now < deadline else {
        throw Failure.timedOut(
          waitingFor: "\(expected) key records (have \(LoggedKeys.count(in: log))) after \(keys)",
          screen: (try? capture()) ?? "")
      }
      Thread.sleep(forTimeInterval: 0.003)
    }
  }
}
