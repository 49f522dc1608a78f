import TerminalKit
import Testing
import TextSafety

@testable import JourneyRuntime
@testable import JourneyTapes

@Suite("Tape parser")
struct TapeParserTests {
  private func parse(_ text: String) throws(TapeError) -> Tape {
    try TapeParser.parse(text, path: "demo.tape")
  }

  private func error(_ text: String) -> String {
    do {
      _ = try parse(text)
      return "no error"
    } catch {
      return error.description
    }
  }

  @Test("lines and columns are counted as Position counts them for every other reader")
  func positionsAgreeWithOtherReaders() {
    for separator in ["\n", "\r\n", "\r", "\u{2028}", "\u{2029}"] {
      let text = "Launch" + separator + "Jump"
      #expect(error(text) == "demo.tape:2:1: error: unknown command 'Jump'", "\(separator.debugDescription)")
      var position = Position()
      for scalar in ("Launch" + separator).unicodeScalars { position.advance(over: scalar) }
      #expect(position.line == 2 && position.column == 1)
    }
    // A letter and its combining accent are two scalars: the column after them counts both.
    let decomposed = "Marker \"e\u{301}\" Jump"
    #expect(decomposed.unicodeScalars.count == Array(decomposed).count + 1)
    #expect(error(decomposed).hasPrefix("demo.tape:1:13: error:"), "\(error(decomposed))")
  }

  @Test("an error after a U+2028 in a comment names the line the parser's own lines put it on")
  func errorAfterALineSeparatorNamesTheParsersLine() throws {
    let text = "# a note\u{2028}Launch\nExpect screen primer\nExpect scren primer\n"
    let lines = TapeParser.lines(of: text)
    #expect(lines.count == 5)
    let bad = try #require(lines.firstIndex { $0.contains("scren") })
    let failure = #expect(throws: TapeError.self) { try parse(text) }
    #expect(failure?.location.line == bad + 1)
    #expect(failure?.location.column == 8)
    #expect(error(text).hasPrefix("demo.tape:4:8: error: 'Expect' does not take 'scren'"), "\(error(text))")
  }

  @Test func readsSettingsThenSteps() throws {
    let tape = try parse(
      """
      # first run, Korean
      Set Locale ko
      Set Size 100x32
      Set Region eea
      Set Restricted true
      Set TypingSpeed 80ms

      Launch
      Key Enter 3   # three onboarding steps
      Press primary
      Press home.feature.action
      Settings global off continue
      Settings app on
      Advance 366d
      Sleep 1.5s
      Marker "after the alert"
      Expect text "허용"
      Expect npa true
      Screenshot primer-ko
      """)
    #expect(
      tape.settings.map(\.setting) == [
        .locale("ko"), .size(width: 100, height: 32), .region(.eea), .restricted(.childAccount),
        .typingSpeed(milliseconds: 80),
      ])
    #expect(
      tape.steps.map(\.command) == [
        .launch, .key(.enter, count: 3), .press(.primary), .press(.key("home.feature.action")),
        .settingsGlobalOff(.continueTracking), .settingsApp(on: true), .advance(seconds: 366 * 86_400),
        .sleep(milliseconds: 1_500), .marker("after the alert"), .expect(.text("허용")), .expect(.npa(true)),
        .screenshot("primer-ko"),
      ])
    #expect(tape.steps[1].location == SourceLocation(file: "demo.tape", line: 9, column: 1))
  }

  @Test func unquotedTextTakesTheRestOfTheLine() throws {
    let tape = try parse("Expect text Ask App Not to Track\nMarker two words")
    #expect(tape.steps.map(\.command) == [.expect(.text("Ask App Not to Track")), .marker("two words")])
  }

  @Test func quotedStringsKeepHashesAndEscapes() throws {
    let tape = try parse(##"Expect text "# not a comment \"quoted\"\tend""##)
    #expect(tape.steps.first?.command == .expect(.text("# not a comment \"quoted\"\tend")))
  }

  @Test func singleCharacterKeysAndRepeatCounts() throws {
    let tape = try parse("Key l\nKey ? 2\nKey 한")
    #expect(
      tape.steps.map(\.command) == [
        .key(.character("l"), count: 1), .key(.character("?"), count: 2), .key(.character("한"), count: 1),
      ])
  }

  @Test func durations() {
    #expect(TapeDuration.milliseconds("500ms") == 500)
    #expect(TapeDuration.milliseconds("2s") == 2_000)
    #expect(TapeDuration.milliseconds("0.25s") == 250)
    #expect(TapeDuration.milliseconds("10m") == 600_000)
    #expect(TapeDuration.milliseconds("1h") == 3_600_000)
    #expect(TapeDuration.milliseconds("366d") == 366 * 86_400_000)
    for bad in ["", "s", "2", "2x", ".5s", "5.s", "-1s", "1..2s", "1e3ms", "２s"] {
      #expect(TapeDuration.milliseconds(bad) == nil, "\(bad)")
    }
  }

  @Test func errorsNameFileLineAndColumn() {
    #expect(error("Launch\nJump") == "demo.tape:2:1: error: unknown command 'Jump'")
    #expect(error("Sleep") == "demo.tape:1:1: error: 'Sleep' needs a duration such as 500ms, 2s or 366d")
    #expect(
      error("Sleep 5 parsecs")
        == "demo.tape:1:7: error: bad duration '5'; expected a number with ms, s, m, h or d (e.g. 500ms, 2s, 366d)"
    )
    #expect(
      error("Key F13")
        == "demo.tape:1:5: error: unknown key 'F13'; expected Enter, Tab, Shift+Tab, Up, Down, Left, Right, Escape, Space, Backspace, Ctrl+C or one character"
    )
    #expect(
      error("Launch\nSet Locale ko") == "demo.tape:2:1: error: 'Set Locale' must come before the first action"
    )
    #expect(
      error("Set Region mars")
        == "demo.tape:1:12: error: 'Set Region' does not take 'mars'; expected eea, uk, us-regulated or other"
    )
    #expect(error("Launch now") == "demo.tape:1:8: error: 'Launch' takes no argument 'now'")
    #expect(error("Marker \"open") == "demo.tape:1:8: error: quoted string has no closing '\"'")
    #expect(
      error("Set Locale ../etc")
        == "demo.tape:1:12: error: 'Set Locale' does not take '../etc'; expected a locale such as ko")
    #expect(
      error("Set Size 10x3")
        == "demo.tape:1:10: error: 'Set Size' does not take '10x3'; expected WIDTHxHEIGHT with width 20–500 and height 8–200, such as 100x32"
    )
    #expect(error("Key Enter 0").hasPrefix("demo.tape:1:11: error: 'Key' does not take '0'"))
    #expect(error("Press").hasPrefix("demo.tape:1:1: error: 'Press' needs primary, allow"))
    #expect(error("Press banana") == "no error", "a button key is checked against the copy before playing")
    #expect(error("Expect colour red").hasPrefix("demo.tape:1:8: error: 'Expect' does not take 'colour'"))
    #expect(error("Set Country zz").hasPrefix("demo.tape:1:13: error: 'Set Country' does not take 'zz'"))
    #expect(error("Set Country fr") == "no error", "country codes are read in any case")
    #expect(error("Set OS 27.x").hasPrefix("demo.tape:1:8: error: 'Set OS' does not take '27.x'"))
    #expect(error("Set Colour red").hasPrefix("demo.tape:1:5: error: 'Set' does not take 'Colour'"))
  }

  @Test func commandsAreCaseSensitive() {
    #expect(error("launch") == "demo.tape:1:1: error: unknown command 'launch'; did you mean 'Launch'?")
  }

  @Test func typosSuggestTheNearestName() {
    #expect(error("Pres deny") == "demo.tape:1:1: error: unknown command 'Pres'; did you mean 'Press'?")
    #expect(
      error("Launch\nExpcet screen primer").hasSuffix("unknown command 'Expcet'; did you mean 'Expect'?"))
    #expect(error("Frobnicate") == "demo.tape:1:1: error: unknown command 'Frobnicate'")
    #expect(
      error("Set Locle ko")
        == "demo.tape:1:5: error: 'Set' does not take 'Locle'; did you mean 'Locale'? (expected one of 26 names "
        + "such as Locale, Variant or Pseudo)")
    #expect(
      error("Expect scren primer").hasPrefix(
        "demo.tape:1:8: error: 'Expect' does not take 'scren'; did you mean 'screen'?"))
    #expect(error("Set Region eae").contains("did you mean 'eea'?"))
  }

  @Test func suggestionsNeedACloseName() {
    #expect(TapeSuggestion.nearest(to: "Pres", in: ["Press", "Reinstall"]) == "Press")
    #expect(TapeSuggestion.nearest(to: "Sleeep", in: ["Sleep", "Screenshot"]) == "Sleep")
    #expect(TapeSuggestion.nearest(to: "Lanuch", in: ["Launch"]) == "Launch", "a swap is one edit")
    #expect(TapeSuggestion.nearest(to: "Zzz", in: ["Key", "Type"]) == nil)
    #expect(TapeSuggestion.nearest(to: "", in: ["Key"]) == nil)
  }

  @Test func commentsAndBlankLinesAreIgnored() throws {
    let tape = try parse("# only a comment\n\n   \t\n  # indented comment\r\nLaunch\r\n")
    #expect(tape.steps.map(\.command) == [.launch])
  }

  @Test("a tape's inputs are capped at any size, and the error names the cap")
  func inputCapIsOneFigure() throws {
    // Key repeats at most 1000 times a line, so the cap is reached over many lines.
    let full = "Set Size 500x200\nLaunch\n" + String(repeating: "Key l 1000\n", count: 99) + "Key l 999\n"
    #expect(try parse(full).steps.count == 101)
    #expect(
      error(full + "Key l\n")
        == "demo.tape:103:1: error: the tape goes past 100000 key presses and actions in all "
        + "(the cap on a tape's work)")
    #expect(TapeParser.maximumInputs == 100_000)
  }

  @Test("a tape takes at most 1000 screenshots, and the error names the cap")
  func screenshotCap() throws {
    let full = "Launch\n" + (1...1000).map { "Screenshot s\($0)\n" }.joined()
    #expect(try parse(full).steps.count == 1001)
    #expect(
      error(full + "Screenshot more\n")
        == "demo.tape:1002:1: error: the tape takes more than 1000 screenshots (the cap on the files a tape "
        + "writes)")
  }
}
