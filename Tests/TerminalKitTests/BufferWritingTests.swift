import Testing

@testable import TerminalKit

@Suite("Writing into a buffer")
struct BufferWritingTests {
  @Test("wide characters take a cell and a continuation cell")
  func wideCells() {
    var buffer = Buffer(width: 6, height: 1)
    let end = buffer.write("漢a字", at: Point(x: 0, y: 0))
    #expect(end == 5)
    #expect(buffer[0, 0].grapheme == "漢" && buffer[1, 0].isContinuation)
    #expect(buffer[2, 0].grapheme == "a" && buffer[3, 0].grapheme == "字" && buffer[4, 0].isContinuation)
    #expect(TextRenderer.lines(buffer) == ["漢a字"])
  }

  @Test("a wide character cut by the right clip edge becomes a space, never half")
  func rightClipEdge() {
    var buffer = Buffer(width: 10, height: 1)
    buffer.write("日本語", at: Point(x: 0, y: 0), clip: Rect(x: 0, y: 0, width: 5, height: 1))
    #expect(buffer[4, 0].grapheme == " ")
    #expect(buffer[5, 0].grapheme == " ")
    #expect(TextRenderer.lines(buffer) == ["日本"])
  }

  @Test("a wide character cut by the left clip edge becomes a space")
  func leftClipEdge() {
    var buffer = Buffer(width: 10, height: 1, fill: Cell("."))
    buffer.write("日本", at: Point(x: 0, y: 0), clip: Rect(x: 1, y: 0, width: 9, height: 1))
    #expect(buffer[0, 0].grapheme == ".")
    #expect(buffer[1, 0].grapheme == " ")
    #expect(buffer[2, 0].grapheme == "本" && buffer[3, 0].isContinuation)
  }

  @Test("the buffer edge clips like a clip rect")
  func bufferEdge() {
    var buffer = Buffer(width: 3, height: 1)
    buffer.write("한글", at: Point(x: 0, y: 0))
    #expect(buffer[2, 0].grapheme == " ")
    #expect(!buffer.cells.contains { $0.grapheme == "글" })
  }

  @Test("overwriting half of a wide character blanks the other half")
  func overwriteHalf() {
    var buffer = Buffer(width: 4, height: 1)
    buffer.write("漢字", at: Point(x: 0, y: 0))
    buffer.write("x", at: Point(x: 1, y: 0))
    buffer.write("y", at: Point(x: 2, y: 0))
    #expect(buffer.cells.map(\.grapheme) == [" ", "x", "y", " "])
  }

  @Test("control characters never reach a cell raw")
  func sanitizedWrites() {
    var buffer = Buffer(width: 30, height: 1)
    buffer.write("a\u{1B}[2Jb\n\u{202E}c", at: Point(x: 0, y: 0))
    let raw = buffer.cells.flatMap { $0.grapheme.unicodeScalars }.filter { VisibleText.needsSymbol($0) }
    #expect(raw.isEmpty)
    #expect(TextRenderer.lines(buffer) == ["a␛[2Jb␊⟨U+202E⟩c"])
    #expect(buffer[1, 0].style.role == .controlSymbol)
  }

  @Test("fill, borders and rules")
  func boxes() {
    var buffer = Buffer(width: 5, height: 3)
    buffer.drawBorder(buffer.bounds, border: .rounded)
    #expect(TextRenderer.lines(buffer) == ["╭───╮", "│   │", "╰───╯"])
    buffer.drawBorder(buffer.bounds, border: .square)
    buffer.fill(Rect(x: 1, y: 1, width: 3, height: 1), with: Cell("#"))
    #expect(TextRenderer.lines(buffer) == ["┌───┐", "│###│", "└───┘"])
    buffer.drawHorizontalRule(Rect(x: 0, y: 1, width: 5, height: 1))
    #expect(TextRenderer.lines(buffer)[1] == "─────")
  }
}
