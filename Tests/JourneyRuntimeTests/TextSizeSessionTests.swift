import ConsentEngine
import Foundation
import JourneyRuntime
import JourneyScreens
import JourneyTapes
import JourneyTestSupport
import StringTables
import TerminalKit
import Testing

/// The text size and scrolling from the session's side: the `t` and `[` `]` keys, `Set TextSize`.
@Suite("Text size in the session and tapes")
struct TextSizeSessionTests {
  static func primerSession(size: Size) throws -> JourneySession {
    var session = JourneySetup.session(
      try BundledCopy.journey(), catalog: try BundledCopy.catalog(), options: ScenarioOptions(), size: size)
    session.applyPerforming(.launch)
    for _ in 0..<3 { session.applyPerforming(.pressFocused) }
    return session
  }

  @Test("t cycles the text size and says which; the primer's body wraps at fewer columns")
  func cycle() throws {
    var session = try Self.primerSession(size: Size(width: 100, height: 34))
    #expect(session.state.screen == .primer)
    let before = TextRenderer.text(JourneyView.frame(of: session).buffer)
    for _ in 0..<4 { session.handlePerforming(.character("t")) }
    #expect(session.view.textSize == .ax1)
    #expect(session.status == "text size AX1")
    #expect(TextRenderer.text(JourneyView.frame(of: session).buffer) != before)
  }

  @Test("[ and ] scroll a tall screen and say why they cannot when it fits or is at an end")
  func scrollKeys() throws {
    var fits = try Self.primerSession(size: Size(width: 100, height: 34))
    #expect(fits.handle(.character("]")).refusal == "nothing to scroll: it all fits")
    var tall = try Self.primerSession(size: Size(width: 60, height: 20))
    tall.applyPerforming(.setTextSize(.ax5))
    let window = try #require(JourneyView.frame(of: tall).scroll)
    #expect(window.hasMoreAbove && !window.hasMoreBelow)
    #expect(tall.handlePerforming(.character("]")).refusal == "already at the bottom")
    #expect(tall.handlePerforming(.character("[")).refusal == nil)
    #expect(try #require(JourneyView.frame(of: tall).scroll).offset < window.offset)
    #expect(tall.view.scroll != nil)
    tall.handlePerforming(.character("t"))
    #expect(tall.view.scroll == nil)
  }

  @Test("Set TextSize AX3 starts a played tape at AX3; an unknown size names the line and the sizes")
  func tapeSetting() throws {
    let tape = try TapeParser.parse("Set TextSize AX3\nLaunch\n", path: "t.tape")
    let player = try TapePlayer(
      tape: tape, journey: try BundledCopy.journey(), catalog: try BundledCopy.catalog())
    #expect(player.session.view.textSize == .ax3)
    // The size is checked when the tape is read, at the line and column of the word.
    #expect(throws: TapeError.self) {
      _ = try TapeParser.parse("Set TextSize huge\nLaunch\n", path: "t.tape")
    }
    do {
      _ = try TapeParser.parse("Set TextSize huge\nLaunch\n", path: "t.tape")
    } catch {
      #expect("\(error)".contains("t.tape:1:14"))
      #expect("\(error)".contains("AX5"))
    }
  }

  @Test("--record-tape writes the text size the walk starts at, so play draws the same frames")
  func recordedTape() throws {
    var options = ScenarioOptions()
    options.textSize = .ax2
    let session = JourneySetup.session(
      try BundledCopy.journey(), catalog: try BundledCopy.catalog(), options: options,
      size: Size(width: 100, height: 34))
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "text-size-\(UUID().uuidString).tape"
    ).path
    defer { try? FileManager.default.removeItem(atPath: path) }
    try TapeRecorder(path: path, clock: { 0 }).sessionStarted(session)
    let tape = try String(contentsOfFile: path, encoding: .utf8)
    #expect(tape.contains("\nSet TextSize AX2\n"))
    let player = try TapePlayer(
      tape: try TapeParser.parse(tape + "Launch\n", path: path), journey: try BundledCopy.journey(),
      catalog: try BundledCopy.catalog())
    #expect(player.session.view.textSize == .ax2)
  }
}
