import Foundation
import JourneyTestSupport
import Testing

/// Ctrl-Z then `fg`, and error exits after curses started, leave the terminal as it was.
@Suite(
  "Terminal integrity: suspend and error exits", .serialized,
  .enabled(if: TmuxSession.isAvailable, "tmux is not installed (.ci/run installs it)"))
struct TerminalIntegrityTests {
  private static let prompt = "journey$ "

  @Test("Ctrl-Z gives the shell back with the modes it had; fg redraws the same frame; q restores them")
  func suspendAndContinue() throws {
    // An interactive dash with job control: it neither saves nor restores terminal modes itself.
    let session = try TmuxSession(script: "PS1='\(Self.prompt)' exec sh -i")
    try session.waitFor(Self.prompt.trimmingCharacters(in: .whitespaces))
    let command = TerminalScripts.commandLine(
      try BuiltProgram.path(), ["--copy", BuiltProgram.copyDirectory])
    try session.sendKeys("stty -g > before; \(command)", literal: true)
    try session.sendKeys("Enter")
    try session.waitForScreen("springboard")
    let frame = try session.press("Enter", expecting: "onboarding-1").text
    let before = try session.waitForFile("before").trimmingCharacters(in: .whitespacesAndNewlines)
    #expect(try session.terminalSettings() != before, "curses changed the modes")

    try session.sendKeys("C-z")
    try session.waitUntil("the shell's prompt after the job stopped") {
      $0.contains("Stopped") && Self.lastLine($0) == Self.prompt.trimmingCharacters(in: .whitespaces)
    }
    #expect(try session.terminalSettings() == before, "stty -g while suspended")
    #expect(try session.display("#{cursor_flag}") == "1", "cursor visible while suspended")
    #expect(try session.display("#{alternate_on}") == "0", "main screen while suspended")
    try session.sendKeys("stty -g > suspended", literal: true)
    try session.sendKeys("Enter")
    #expect(try session.waitForFile("suspended").trimmingCharacters(in: .whitespacesAndNewlines) == before)

    try session.sendKeys("fg", literal: true)
    try session.sendKeys("Enter")
    let redrawn = try session.waitUntil("the same frame as before Ctrl-Z") { $0 == frame }
    #expect(JourneyScreen(redrawn).inspector("screen") == "onboarding-1")
    #expect(try session.display("#{cursor_flag}") == "0", "cursor hidden again")
    try session.press("Enter", expecting: "onboarding-2")

    try session.sendKeys("q")
    try session.waitUntil("the prompt after q") { Self.lastLine($0).hasSuffix("$") }
    try session.sendKeys("echo \"$?\" > status; stty -g > after", literal: true)
    try session.sendKeys("Enter")
    #expect(try session.waitForFile("status") == "0\n")
    #expect(try session.waitForFile("after").trimmingCharacters(in: .whitespacesAndNewlines) == before)
    #expect(try session.display("#{cursor_flag}") == "1")
    #expect(try session.display("#{alternate_on}") == "0")
  }

  /// A log that stops accepting writes after curses started, and the one line the program must print.
  enum FailingLog: String, CaseIterable, CustomTestStringConvertible {
    case deviceFull = "/dev/full (the first write fails)"
    case readerGone = "a FIFO whose reader leaves mid-walk (SIGPIPE)"
    case sizeLimit = "a file past ulimit -f mid-walk (SIGXFSZ)"

    var testDescription: String { rawValue }

    /// Shell lines before the run, and the command line around the program.
    func script(_ program: String) -> (setup: String, run: String) {
      switch self {
      case .deviceFull:
        return ("", "\(program) --log /dev/full")
      case .readerGone:
        return (
          "mkfifo walk.log\n(head -n 1 walk.log > first; echo gone > reader-gone) &",
          "\(program) --log walk.log"
        )
      case .sizeLimit:
        return ("", "(ulimit -f 2; exec \(program) --log walk.log)")
      }
    }

    var expectedLine: String {
      switch self {
      case .deviceFull: return "/dev/full: error: cannot write: No space left on device\n"
      case .readerGone: return "walk.log: error: cannot write: Broken pipe\n"
      case .sizeLimit: return "walk.log: error: cannot write: File too large\n"
      }
    }
  }

  @Test(
    "a log write failing after curses started: modes and cursor restored, one line, exit 73",
    arguments: FailingLog.allCases)
  func errorExit(log: FailingLog) throws {
    let program = TerminalScripts.commandLine(
      try BuiltProgram.path(), ["--copy", BuiltProgram.copyDirectory])
    let (setup, run) = log.script(program)
    let session = try TmuxSession(
      script: """
        trap ':' INT
        \(setup)
        stty -g > before
        \(run) 2> errors
        echo "$?" > status
        stty -g > after
        echo DONE
        """)
    switch log {
    case .deviceFull:
      break
    case .readerGone:
      // The reader leaves after the first line: any later write, even one the walk makes on its own before
      // a key (a resize), is the failing write, so the run may already be over when the phone is looked for.
      let shown = try session.waitUntil("the phone, or the run over") {
        $0.contains("DONE") || JourneyScreen($0).inspector("screen") == "springboard"
      }
      if !shown.contains("DONE") {
        try session.waitForFile("reader-gone")
        try session.sendKeys("Enter")
      }
    case .sizeLimit:
      try session.waitForScreen("springboard")
      for _ in 0..<60 where !(try session.capture().contains("DONE")) {
        try session.sendKeys("l")
        Thread.sleep(forTimeInterval: 0.02)
      }
    }
    try session.waitFor("DONE")
    #expect(try session.waitForFile("status") == "73\n")
    let errors = try String(contentsOf: session.directory.appendingPathComponent("errors"), encoding: .utf8)
    #expect(errors == log.expectedLine)
    #expect(try session.waitForFile("after") == session.waitForFile("before"))
    #expect(try session.display("#{cursor_flag}") == "1")
    #expect(try session.display("#{alternate_on}") == "0")
  }

  private static func lastLine(_ screen: String) -> String {
    screen.split(separator: "\n").last.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
  }
}
