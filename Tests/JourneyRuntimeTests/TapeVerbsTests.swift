import ConsentEngine
import JourneyRuntime
import JourneyTapes
import Testing

/// `TapeVerbs` is the one bridge between tape lines and session commands: the player, the recorder and the map
/// all go through it, so each way must undo the other.
@Suite("Tape verbs")
struct TapeVerbsTests {
  /// Every session command a verb names, with a value of each argument.
  static let verbCommands: [SessionCommand] =
    [
      .launch, .terminate, .press(.primary), .press(.allow), .press(.deny), .press(.additionalInformation),
      .press(.key("home.feature.action")), .background, .foreground, .otherAlert, .openSettings,
      .setAppTracking(on: true), .setAppTracking(on: false), .allowTrackingRequests, .reinstall,
      .advance(days: 366), .advance(days: 1), .milestone("firstPuzzleSolved"), .setLocale("ko"),
      .setVariant("relevance"), .setVariant(nil),
    ] + GlobalToggleOffChoice.allCases.map { .disallowTrackingRequests($0) }

  @Test("tape → session → tape gives back every verb line of the printer's commands")
  func tapeLinesRoundTrip() {
    var verbs = 0
    for tape in TapePrinterTests.commands {
      guard let command = TapeVerbs.command(for: tape) else { continue }
      verbs += 1
      if case .interruption = tape {
        // Start and end both toggle Control Centre (ATT-4): the player sends it only when it changes something.
        #expect(command == .toggleInterruption)
        #expect(TapeVerbs.tapeCommand(for: command) == nil)
        continue
      }
      #expect(TapeVerbs.tapeCommand(for: command) == tape, "\(TapePrinter.line(tape))")
    }
    // A misspelt or emptied command list would make the loop check nothing.
    #expect(verbs >= 20)
  }

  @Test("session → tape → session gives back every command a verb names")
  func sessionCommandsRoundTrip() {
    for command in Self.verbCommands {
      let tape = TapeVerbs.tapeCommand(for: command)
      #expect(tape != nil, "\(command)")
      #expect(tape.flatMap(TapeVerbs.command(for:)) == command, "\(command)")
    }
  }

  @Test func linesThatAreNotOneCommandHaveNoVerb() {
    let lines: [TapeCommand] = [
      .key(.tab, count: 2), .type("hi"), .sleep(milliseconds: 500), .marker("m"), .expect(.screen("primer")),
      .screenshot("s"), .advance(seconds: 90),
    ]
    for line in lines { #expect(TapeVerbs.command(for: line) == nil, "\(TapePrinter.line(line))") }
  }

  @Test("commands without a verb are written as the first key bound to them, repeats counted")
  func keysForCommandsWithoutAVerb() {
    let lines = TapeVerbs.lines(for: [.focusNext, .focusNext, .focusNext, .pressFocused, .reinstall])
    #expect(
      lines == [.key(.tab, count: 3), .key(.enter, count: 1), .reinstall])
    #expect(lines.map { $0.map(TapePrinter.line) } == ["Key Tab 3", "Key Enter", "Reinstall"])
    #expect(TapeVerbs.lines(for: [.engine(.launch)]) == nil)
  }
}
