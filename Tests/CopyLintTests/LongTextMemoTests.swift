import Testing

@testable import CopyLint

@Suite("Memo of checks on long values")
struct LongTextMemoTests {
  @Test("a long decomposed value is not served the result of its precomposed twin (bytes compared)")
  func canonicallyEquivalentTextsAreApart() {
    let memo = LongTextMemo<Int>()
    let precomposed = String(repeating: "caf\u{E9} ", count: 1_000)
    let decomposed = String(repeating: "cafe\u{301} ", count: 1_000)
    #expect(precomposed == decomposed, "Swift calls the two equal; the memo must not")
    #expect(precomposed.utf8.count >= LongTextMemo<Int>.shortest, "long enough to be kept")
    let first = memo.result(for: precomposed, context: "fr") { precomposed.unicodeScalars.count }
    let second = memo.result(for: decomposed, context: "fr") { decomposed.unicodeScalars.count }
    #expect(first == 5_000)
    #expect(second == 6_000)
    var ranAgain = false
    let third = memo.result(for: decomposed, context: "fr") {
      ranAgain = true
      return 0
    }
    #expect(third == 6_000 && !ranAgain, "the same bytes are served from the memo")
  }
}
