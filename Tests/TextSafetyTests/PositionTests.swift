import Testing
import TextSafety

@Suite("Line and column counting")
struct PositionTests {
  func position(after text: String) -> [Int] {
    var position = Position()
    for scalar in text.unicodeScalars { position.advance(over: scalar) }
    return [position.line, position.column]
  }

  @Test func everyBreakStartsALineAndCRLFIsOne() {
    #expect(position(after: "ab\ncd") == [2, 3])
    #expect(position(after: "ab\r\ncd") == [2, 3])
    #expect(position(after: "ab\rcd") == [2, 3])
    #expect(position(after: "ab\u{2028}cd") == [2, 3])
    #expect(position(after: "ab\u{2029}cd") == [2, 3])
    #expect(position(after: "\r\n\r\n") == [3, 1])
    #expect(position(after: "\n\r") == [3, 1])
    #expect(position(after: "é\u{301}x") == [1, 4])
  }

  @Test func lineBreaks() {
    #expect(["\n", "\r", "\u{2028}", "\u{2029}"].allSatisfy { Position.isLineBreak($0) })
    #expect(!["\u{0B}", "\u{0C}", "\u{85}", " "].contains { Position.isLineBreak($0) })
  }

  @Test func linesSplitWhereLinesAreCounted() {
    #expect(Position.lines(of: "a\nb\r\nc\rd\u{2028}e\u{2029}f") == ["a", "b", "c", "d", "e", "f"])
    #expect(Position.lines(of: "a\r\n\r\nb\n") == ["a", "", "b", ""])
    #expect(Position.lines(of: "") == [""])
    #expect(Position.lines(of: "x\u{0B}y\u{85}z") == ["x\u{0B}y\u{85}z"])
  }

  @Test func offsetOfALineAndColumn() {
    let scalars = Array("ab\r\ncd\u{2028}é\u{301}x".unicodeScalars)
    #expect(Position.offset(ofLine: 1, column: 1, in: scalars) == 0)
    // The line feed of CR LF shares line 2, column 1 with `c`: the answer is `c`.
    #expect(Position.offset(ofLine: 2, column: 1, in: scalars) == 4)
    #expect(Position.offset(ofLine: 3, column: 3, in: scalars) == 9)
    #expect(Position.offset(ofLine: 3, column: 4, in: scalars) == nil)
    #expect(Position.offset(ofLine: 9, column: 1, in: scalars) == nil)
  }
}
