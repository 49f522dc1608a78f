import JourneyScreens
import TerminalKit
import Testing

@testable import JourneyRuntime

@Suite("Key presses and their names")
struct KeyPressTests {
  @Test(
    "named keys read as tapes spell them",
    arguments: [
      (KeyPress.enter, "Enter"), (.tab, "Tab"), (.backTab, "Shift+Tab"), (.up, "Up"), (.down, "Down"),
      (.left, "Left"), (.right, "Right"), (.escape, "Escape"), (.space, "Space"),
      (.backspace, "Backspace"), (.ctrlC, "Ctrl+C"),
    ])
  func names(key: KeyPress, name: String) {
    #expect(key.name == name)
    #expect(KeyPress(name: name) == key)
    #expect(KeyPress(name: name.uppercased()) == key)
  }

  @Test("every named key round-trips through its name")
  func namedKeysRoundTrip() {
    #expect(KeyPress.namedKeys.count == 11)
    #expect(Set(KeyPress.namedKeys.map(\.name)).count == 11)
    for key in KeyPress.namedKeys { #expect(KeyPress(name: key.name) == key) }
  }

  @Test("printable characters, in any script, are named by themselves")
  func characters() {
    for text in ["q", "L", "?", "한", "あ", "許", "é", "e\u{301}"] {
      let character = Character(text)
      let key = KeyPress.character(character)
      #expect(key.name == text)
      #expect(KeyPress(name: text) == key)
    }
  }

  @Test("typed control characters become the named keys")
  func typedControls() {
    #expect(KeyPress(typed: "\r") == .enter)
    #expect(KeyPress(typed: "\n") == .enter)
    #expect(KeyPress(typed: "\t") == .tab)
    #expect(KeyPress(typed: " ") == .space)
    #expect(KeyPress(typed: "\u{7F}") == .backspace)
    #expect(KeyPress(typed: "\u{1B}") == .escape)
    #expect(KeyPress(typed: "\u{03}") == .ctrlC)
    #expect(KeyPress(typed: "q") == .character("q"))
  }

  @Test("invisible characters are named by code point and parse back")
  func invisibleCharacters() {
    let noBreakSpace = KeyPress.character("\u{00A0}")
    #expect(noBreakSpace.name == "U+00A0")
    #expect(KeyPress(name: "U+00A0") == noBreakSpace)
    #expect(KeyPress.character("\u{01}").name == "U+0001")
  }

  @Test(
    "aliases are accepted",
    arguments: [
      ("esc", KeyPress.escape), ("BackTab", .backTab), ("ctrl-c", .ctrlC), ("Return", .enter),
    ])
  func aliases(name: String, key: KeyPress) {
    #expect(KeyPress(name: name) == key)
  }

  @Test("unknown names are rejected")
  func unknownNames() {
    #expect(KeyPress(name: "F1") == nil)
    #expect(KeyPress(name: "") == nil)
    #expect(KeyPress(name: "U+ZZZZ") == nil)
    #expect(KeyPress(name: "ab") == nil)
  }

  @Test("terminal sizes compare and print as columns×rows")
  func terminalSize() {
    let size = Size(width: 100, height: 40)
    #expect(size.description == "100×40")
    #expect(size.contains(Size(width: 44, height: 21)))
    #expect(!Size(width: 20, height: 8).contains(Size(width: 44, height: 21)))
  }
}

@Suite("Recording presenter")
struct RecordingPresenterTests {
  @Test("replays scripted events in order, applies resizes, then reports a hangup")
  func replays() {
    let presenter = RecordingPresenter(
      size: Size(width: 100, height: 40),
      events: [.key(.character("l")), .resize(Size(width: 20, height: 8)), .timeout])
    #expect(presenter.nextEvent(timeoutMilliseconds: -1) == .key(.character("l")))
    #expect(presenter.size == Size(width: 100, height: 40))
    #expect(presenter.nextEvent(timeoutMilliseconds: 250) == .resize(Size(width: 20, height: 8)))
    #expect(presenter.size == Size(width: 20, height: 8))
    #expect(presenter.remainingEvents == [.timeout])
    #expect(presenter.nextEvent(timeoutMilliseconds: 0) == .timeout)
    #expect(presenter.nextEvent(timeoutMilliseconds: -1) == .signal(.hangup))
    #expect(presenter.requestedTimeouts == [-1, 250, 0, -1])
    presenter.enqueue([.key(.enter)])
    #expect(presenter.nextEvent(timeoutMilliseconds: -1) == .key(.enter))
  }

  @Test("keeps every presented buffer and refuses to present after shutdown")
  func keepsBuffers() throws {
    let presenter = RecordingPresenter(size: Size(width: 4, height: 1))
    var first = Buffer(width: 4, height: 1)
    first[0, 0] = Cell("허")
    first[1, 0] = Cell("")
    try presenter.present(RenderedFrame(buffer: first))
    try presenter.present(RenderedFrame(buffer: Buffer(width: 4, height: 1)))
    #expect(presenter.presented.count == 2)
    #expect(presenter.presented.first == first)
    #expect(presenter.lastBuffer == Buffer(width: 4, height: 1))
    presenter.shutdown()
    presenter.shutdown()
    #expect(presenter.isShutDown)
    #expect(presenter.shutdownCount == 2)
    #expect(throws: PresenterError.presentedAfterShutdown) {
      try presenter.present(RenderedFrame(buffer: first))
    }
    #expect(presenter.presented.count == 2)
  }
}
