import Foundation
import Testing

/// The interactive frame drawn in a real terminal (tmux) by the built program.
@Suite(
  "Interactive frame in tmux", .serialized,
  .enabled(if: TmuxSession.isAvailable, "tmux is not installed (.ci/run installs it)"))
struct DemoFrameTests {
  @Test("the phone frame and the status line appear")
  func frameAppears() throws {
    let session = try TmuxSession(script: TerminalScripts.running(program: BuiltProgram.path()))
    let screen = try session.waitFor("terminal 100×40")
    #expect(screen.contains("att-journey"))
    #expect(screen.contains("╭") && screen.contains("╯"))
    try session.sendKeys("x")
    try session.waitFor("last key: x")
    try session.sendKeys("Enter")
    try session.waitFor("last key: Enter")
  }

  @Test("keys arrive as KeyPress values: arrows, Shift-Tab, Escape, Space and typed Hangul or kana")
  func keysArrive() throws {
    let session = try TmuxSession(script: TerminalScripts.running(program: BuiltProgram.path()))
    try session.waitFor("terminal 100×40")
    for (key, name) in [
      ("Up", "Up"), ("Left", "Left"), ("BTab", "Shift+Tab"), ("Escape", "Escape"), ("Space", "Space"),
      ("Tab", "Tab"), ("BSpace", "Backspace"),
    ] {
      try session.sendKeys(key)
      try session.waitFor("last key: \(name)")
    }
    for typed in ["한", "か", "許"] {
      try session.sendKeys(typed, literal: true)
      try session.waitFor("last key: \(typed)")
    }
  }

  @Test("Hangul, kana and CJK take two columns, as tmux draws them")
  func wideCharactersLineUp() throws {
    let session = try TmuxSession(script: TerminalScripts.running(program: BuiltProgram.path()))
    try session.waitFor("terminal 100×40")
    // The phone spans columns 28...71; text is centred in the 42 columns inside its borders.
    for text in ["허용 許可 允许", "トラッキングを許可しますか？", "추적을 허용하시겠습니까?", "Allow tracking?"] {
      let width = DisplayColumns.of(text)
      let expectedStart = 29 + (42 - width) / 2
      let placed = try session.placement(of: text)
      #expect(placed.endColumn == expectedStart + width, "\(text) ends at tmux column \(placed.endColumn)")
      #expect(placed.rowEnd == 72, "the right border after \(text) is at tmux column \(placed.rowEnd - 1)")
    }
    // Text rows have the border at the same place as a row with no text at all.
    let rows = try session.capture().split(separator: "\n", omittingEmptySubsequences: false)
    let boxRows = rows.filter { $0.contains("│") }
    try #require(boxRows.count >= 18)
    let borders = Set(boxRows.map { DisplayColumns.positions(of: "│", in: String($0)) })
    #expect(borders == [[28, 71]], "border columns differ: \(borders)")
  }

  @Test("resize to 20×8 asks to enlarge the terminal; back to 100×40 restores the frame")
  func resizeAndRecover() throws {
    let session = try TmuxSession(script: TerminalScripts.running(program: BuiltProgram.path()))
    try session.waitFor("terminal 100×40")
    try session.resize(columns: 20, rows: 8)
    let small = try session.waitFor("enlarge the terminal")
    #expect(small.contains("44×21"))
    #expect(!small.contains("허용"))
    try session.resize(columns: 100, rows: 40)
    let restored = try session.waitFor("terminal 100×40")
    #expect(restored.contains("허용 許可 允许"))
    #expect(!restored.contains("enlarge"))
  }

  @Test(
    "NO_COLOR set and non-empty draws without colour; otherwise colours are used",
    arguments: [("NO_COLOR=1", false), ("NO_COLOR=", true), ("", true)])
  func colour(assignment: String, expectsColour: Bool) throws {
    let session = try TmuxSession(
      script: TerminalScripts.running(program: BuiltProgram.path(), environment: assignment))
    try session.waitFor("terminal 100×40")
    let screen = try session.capture(escapes: true)
    #expect(SelectGraphicRendition.setsColour(in: screen) == expectsColour)
    #expect(screen.contains("\u{1B}[1m"), "bold titles remain in every mode")
  }

  @Test("a single-cell change writes far fewer bytes than a full frame")
  func drawsOnlyWhatChanged() throws {
    let session = try TmuxSession(script: TerminalScripts.running(program: BuiltProgram.path()), held: true)
    let output = session.directory.appendingPathComponent("output")
    try session.pipeOutput(to: output)
    try session.start()
    try session.waitFor("terminal 100×40")
    let fullFrame = try settledSize(of: output)
    try session.sendKeys("a")
    try session.waitFor("last key: a")
    let beforeChange = try settledSize(of: output)
    try session.sendKeys("b")
    try session.waitFor("last key: b")
    let oneCell = try settledSize(of: output) - beforeChange
    print("bytes: first full frame \(fullFrame), one-cell change \(oneCell)")
    #expect(fullFrame > 1000)
    #expect(oneCell > 0 && oneCell < 40)
  }

  private func settledSize(of file: URL) throws -> Int {
    var last = -1
    for _ in 0..<50 {
      let size = (try? FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int) ?? 0
      if size == last && size > 0 { return size }
      last = size
      Thread.sleep(forTimeInterval: 0.05)
    }
    return last
  }
}
