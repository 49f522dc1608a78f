import ConsentEngine
import Foundation
import JourneyRuntime
import JourneyScreens
import JourneyTapes
import JourneyTestSupport
import StringTables
import TerminalKit
import Testing

/// `--beside LOCALE`: one session, two phones in two locales, the same screen and focus on both.
@Suite("Two phones side by side")
struct BesidePhoneTests {
  static func primer(beside: String?, size: Size) throws -> JourneySession {
    var options = ScenarioOptions()
    options.besideLocale = beside
    var session = JourneySetup.session(
      try BundledCopy.journey(), catalog: try BundledCopy.catalog(), options: options, size: size)
    session.applyPerforming(.launch)
    for _ in 0..<3 { session.applyPerforming(.pressFocused) }
    return session
  }

  static func title(_ locale: String) throws -> String {
    try #require(
      try BundledCopy.catalog().lookup(
        CopyKey(table: "Primer", key: "primer.title"), in: CopyLayer(locale: locale))
    ).value
  }

  @Test("at 200×40 the English and the Korean primer stand side by side, the focus on both")
  func twoPhones() throws {
    let session = try Self.primer(beside: "ko", size: Size(width: 200, height: 40))
    #expect(session.state.screen == .primer)
    let lines = TextRenderer.lines(JourneyView.frame(of: session).buffer)
    let english = try Self.title("en")
    let korean = try Self.title("ko")
    let englishRow = try #require(lines.firstIndex { $0.contains(english) })
    let koreanRow = try #require(lines.firstIndex { $0.contains(korean) })
    #expect(englishRow == koreanRow, "the same screen at the same height")
    let row = lines[englishRow]
    let left = try #require(row.range(of: english)).lowerBound
    let right = try #require(row.range(of: korean)).lowerBound
    #expect(left < right, "English on the left, Korean on the right")
    #expect(
      lines.filter { $0.filter { $0 == "❯" }.count == 2 }.count == 1, "the focused button marked on both")
  }

  @Test("= cycles the second phone's locale; without --beside it says how to get one")
  func cycle() throws {
    var session = try Self.primer(beside: "ko", size: Size(width: 200, height: 40))
    #expect(session.handlePerforming(.character("=")).refusal == nil)
    #expect(session.view.besideLocale != "ko")
    #expect(session.status?.hasPrefix("second phone: ") == true)
    var single = try Self.primer(beside: nil, size: Size(width: 200, height: 40))
    #expect(single.handle(.character("=")).refusal == "no second phone · start with --beside LOCALE")
  }

  @Test("a terminal too narrow for two phones shows one and says what two need")
  func tooNarrow() throws {
    let session = try Self.primer(beside: "ko", size: Size(width: 80, height: 30))
    let text = TextRenderer.text(JourneyView.frame(of: session).buffer)
    #expect(text.contains("two phones need 92×30; this is 80×30"))
    #expect(text.contains(try Self.title("en")))
  }

  @Test("Set Beside in a tape records both phones; a walk with --beside records Set Beside, and = replays")
  func tapeSetting() throws {
    let catalog = try BundledCopy.catalog()
    let journey = try BundledCopy.journey()
    let text = "Set Beside ko\nSet Size 100x34\nLaunch\nPress primary\nPress primary\nPress primary\n"
    let tape = try TapeParser.parse(text, path: "t.tape")
    #expect(tape.settings.map(\.setting) == [.beside("ko"), .size(width: 100, height: 34)])
    #expect(TapePrinter.line(.beside("ko")) == "Set Beside ko")
    #expect(TapePrinter.line(.beside(nil)) == "Set Beside none")
    #expect(try TapeParser.parse("Set Beside none\n", path: "t.tape").settings.first?.setting == .beside(nil))
    var player = try TapePlayer(tape: tape, journey: journey, catalog: catalog)
    try player.play()
    let last = TextRenderer.text(try #require(player.frames.last).buffer)
    let english = try Self.title("en")
    let korean = try Self.title("ko")
    #expect(last.contains(english) && last.contains(korean), "\(last)")

    // A locale the copy does not ship is the tape's error, with its line and column.
    #expect(throws: TapeError.self) {
      _ = try TapePlayer(
        tape: try TapeParser.parse("Set Beside xx\nLaunch\n", path: "t.tape"), journey: journey,
        catalog: catalog)
    }

    // A walk with a second phone writes the setting; the = key replays as a key to the same locale.
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("beside-\(UUID()).tape").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let recorder = TapeRecorder(path: path, clock: { 0 })
    var options = ScenarioOptions()
    options.besideLocale = "ja"
    let walk = SessionDriver(
      session: JourneySetup.session(
        journey, catalog: catalog, options: options, size: Size(width: 100, height: 34)),
      presenter: RecordedWalkReplayTests.Frames(), observers: [recorder])
    try walk.start()
    for key: KeyPress in [.enter, .enter, .character("="), .enter] { try walk.handle(.key(key)) }
    #expect(recorder.text.contains("\nSet Beside ja\n"), "\(recorder.text)")
    var replay = try TapePlayer(
      tape: try TapeParser.parse(recorder.text, path: path), journey: journey, catalog: catalog)
    try replay.play()
    #expect(replay.session.view.besideLocale == walk.session.view.besideLocale)
    #expect(replay.session.view.besideLocale != "ja", "= moved the second phone on")
    let replayed = try #require(replay.frames.last)
    #expect(replayed.buffer == walk.frame.buffer)
  }
}
