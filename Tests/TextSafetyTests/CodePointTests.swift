import Testing
import TextSafety

@Suite("Code point notation")
struct CodePointTests {
  @Test func namesArePaddedUppercaseHex() {
    #expect(CodePoint.name(of: "\u{1B}") == "U+001B")
    #expect(CodePoint.name(of: "\u{202E}") == "U+202E")
    #expect(CodePoint.name(of: "\u{1F600}") == "U+1F600")
    #expect(CodePoint.name(0xD800 as UInt16) == "U+D800")
  }

  @Test func hexDigits() {
    #expect(CodePoint.hex(0xAB as UInt8, minimumDigits: 2) == "AB")
    #expect(CodePoint.hex(0x5 as UInt8, minimumDigits: 2) == "05")
    #expect(CodePoint.hex(0xDC00 as UInt16) == "DC00")
  }
}
