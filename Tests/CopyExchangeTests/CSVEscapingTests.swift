import CopyExchange
import Testing

@Suite("CSV escaping")
struct CSVEscapingTests {
  @Test("formula starts are neutralised and restored exactly")
  func formulaRoundTrip() {
    for value in ["=1+1", "+1", "-2", "@SUM(A1)", "\tx", "\rx", "'quoted", "''two", "plain", ""] {
      let neutral = CSVEscaping.neutralise(value)
      if let first = neutral.unicodeScalars.first { #expect(!["=", "+", "-", "@", "\t", "\r"].contains(first)) }
      #expect(CSVEscaping.restore(neutral) == value)
    }
  }
}
