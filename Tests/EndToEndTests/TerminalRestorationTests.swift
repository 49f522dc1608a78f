import Foundation
import JourneyTestSupport
import Testing

/// Every way out leaves the terminal as it was: modes (`stty -g`), cursor visible, main screen.
@Suite(
  "Terminal restored on every exit", .serialized,
  .enabled(if: TmuxSession.isAvailable, "tmux is not installed (.ci/run installs it)"))
struct TerminalRestorationTests {
  /// How a test ends the program, and the exit status the shell should see.
  enum Exit: String, CaseIterable, CustomTestStringConvertible {
    case quitKey = "q"
    case controlC = "Ctrl-C"
    case terminate = "SIGTERM"
    case hangup = "SIGHUP"

    var testDescription: String { rawValue }

    var expectedStatus: String {
      switch self {
      case .quitKey: return "0"
      case .controlC: return "130"
      case .terminate: return "143"
      case .hangup: return "129"
      }
    }
  }

  @Test("stty -g, cursor and screen are as before", arguments: Exit.allCases)
  func restores(exit: Exit) throws {
    let session = try TmuxSession(
      script: TerminalScripts.recordingTerminalState(
        program: BuiltProgram.path(), arguments: ["--copy", BuiltProgram.copyDirectory]))
    try session.waitForScreen("springboard")
    try session.press("Enter", expecting: "onboarding-1")
    let before = try session.waitForFile("before")
    let during = try session.terminalSettings()
    #expect(during != before.trimmingCharacters(in: .whitespacesAndNewlines), "curses changed no mode")
    #expect(try session.display("#{cursor_flag}") == "0", "cursor hidden while drawing")
    switch exit {
    case .quitKey: try session.sendKeys("q")
    case .controlC: try session.sendKeys("C-c")
    case .terminate: try signal(SIGTERM, session)
    case .hangup: try signal(SIGHUP, session)
    }
    try session.waitFor("DONE")
    let after = try session.waitForFile("after")
    #expect(after == before)
    #expect(
      try session.waitForFile("status").trimmingCharacters(in: .whitespacesAndNewlines) == exit.expectedStatus
    )
    #expect(try session.display("#{cursor_flag}") == "1")
    #expect(try session.display("#{alternate_on}") == "0")
    // The shell may note "Terminated"/"Hangup" there; the program itself writes nothing.
    let errors = try String(contentsOf: session.directory.appendingPathComponent("errors"), encoding: .utf8)
    #expect(!errors.contains("att-journey"))
  }

  private func signal(_ number: Int32, _ session: TmuxSession) throws {
    let programs = try session.programPIDs()
    try #require(programs.count == 1, "expected one program under the shell, found \(programs)")
    #expect(kill(programs[0], number) == 0)
  }

  @Test(
    "TERM unset, empty, dumb or unknown gives one line on stderr and exit 1",
    arguments: [
      ("env -u TERM", "TERM is not set"),
      ("TERM=", "TERM is not set"),
      ("TERM=dumb", "TERM=dumb"),
      ("TERM=no-such-terminal", "no terminfo entry for TERM=no-such-terminal"),
    ])
  func unusableTerminal(prefix: String, message: String) throws {
    let session = try TmuxSession(
      script: TerminalScripts.recordingTerminalState(program: BuiltProgram.path(), prefix: prefix))
    try session.waitFor("DONE")
    #expect(try session.waitForFile("status") == "1\n")
    let errors = try String(contentsOf: session.directory.appendingPathComponent("errors"), encoding: .utf8)
    #expect(errors.hasPrefix("att-journey: cannot drive the terminal: "))
    #expect(errors.contains(message))
    #expect(errors.split(separator: "\n").count == 1 && errors.hasSuffix("\n"))
    #expect(try session.waitForFile("after") == session.waitForFile("before"))
  }
}
