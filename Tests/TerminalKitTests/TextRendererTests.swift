import Testing

@testable import TerminalKit

@Suite("Text renderer")
struct TextRendererTests {
  /// The rows as text the plain way: every grapheme appended, then trailing spaces trimmed one by one.
  private func plainLines(_ buffer: Buffer) -> [String] {
    (0..<buffer.height).map { y in
      var line = ""
      for x in 0..<buffer.width where !buffer[x, y].isContinuation { line += buffer[x, y].grapheme }
      while line.hasSuffix(" ") { line.removeLast() }
      return line
    }
  }

  @Test("rows read as the plain way reads them, trailing spaces and wide halves included, on 2 000 rows")
  func linesMatchThePlainWay() {
    // A space after U+0600 (a prepended mark) joins it in one character, so trimming stops there.
    let graphemes = [" ", " ", " ", "a", "あ", "", "\u{600}", "e\u{301}", "👍🏽", "\u{301}", "\t"]
    var seed: UInt64 = 0x2545_F491_4F6C_DD1D
    var buffer = Buffer(width: 12, height: 2_000)
    for y in 0..<buffer.height {
      for x in 0..<buffer.width {
        seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        buffer[x, y] = Cell(graphemes[Int(seed >> 33) % graphemes.count])
      }
    }
    #expect(TextRenderer.lines(buffer) == plainLines(buffer))
  }

  @Test("a prepended mark keeps the one space that joins it; other trailing spaces go")
  func prependedMarkKeepsItsSpace() {
    var buffer = Buffer(width: 6, height: 2)
    for (x, grapheme) in ["a", "\u{600}", " ", " ", " ", " "].enumerated() { buffer[x, 0] = Cell(grapheme) }
    for (x, grapheme) in ["b", " ", "あ", "", " ", " "].enumerated() { buffer[x, 1] = Cell(grapheme) }
    #expect(TextRenderer.lines(buffer) == ["a\u{600} ", "b あ"])
  }
}
