import Foundation
import JourneyTestSupport
import Testing

/// Colour or monochrome, and text frames when standard output is not the terminal.
@Suite(
  "Output modes in tmux",
  .enabled(if: TmuxSession.isAvailable, "tmux is not installed (.ci/run installs it)"))
struct OutputModeTests {
  @Test(
    "NO_COLOR set and non-empty draws without colour; otherwise colours are used",
    arguments: [("NO_COLOR=1", false), ("NO_COLOR=", true), ("", true)])
  func colour(assignment: String, expectsColour: Bool) throws {
    let session = try TmuxSession.journey(environment: assignment)
    try session.walkToPrimer()
    let screen = try session.capture(escapes: true)
    #expect(SelectGraphicRendition.setsColour(in: screen) == expectsColour)
    #expect(screen.contains("\u{1B}[1m"), "bold titles remain in every mode")
  }

  @Test("stdout redirected to a file from a terminal: the default journey as text frames, a note on stderr")
  func framesToFile() throws {
    let program = try BuiltProgram.path()
    let command = TerminalScripts.commandLine(program, ["--copy", BuiltProgram.copyDirectory])
    let session = try TmuxSession(
      script: "\(command) > frames.txt 2> errors\necho \"$?\" > status\necho DONE")
    try session.waitFor("DONE")
    #expect(try session.waitForFile("status") == "0\n")
    let errors = try String(contentsOf: session.directory.appendingPathComponent("errors"), encoding: .utf8)
    #expect(
      errors
        == "att-journey: standard output is not a terminal; printing the default journey as text frames\n")
    let frames = try String(
      contentsOf: session.directory.appendingPathComponent("frames.txt"), encoding: .utf8)
    Self.expectDefaultJourney(frames)
    #expect(try session.display("#{alternate_on}") == "0", "nothing was drawn on the terminal")
  }

  /// The text frames of the default (English) journey: phone borders, onboarding, primer, no escapes.
  static func expectDefaultJourney(_ frames: String, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(!frames.contains("\u{1B}"), "no escape sequences", sourceLocation: sourceLocation)
    let rows = frames.split(separator: "\n", omittingEmptySubsequences: false)
    let headings = rows.filter { $0.hasPrefix("── frame ") }
    #expect(headings.count >= 5, "several frames: \(headings.count)", sourceLocation: sourceLocation)
    #expect(rows.contains { $0.contains("╭") && $0.contains("╮") }, sourceLocation: sourceLocation)
    let phone = JourneyScreen(frames).phoneRows
    #expect(phone.count >= 20, "a phone of \(phone.count) rows", sourceLocation: sourceLocation)
    #expect(
      Set(phone.map { DisplayColumns.of($0) }).count == 1, "every phone row has one width",
      sourceLocation: sourceLocation)
    for (table, key) in [("Onboarding", "onboarding.welcome.title"), ("Primer", "primer.title")] {
      let text = (try? CopyText.value(table, key, locale: "en")) ?? key
      #expect(frames.contains(text), "frames show \(text)", sourceLocation: sourceLocation)
    }
  }
}
