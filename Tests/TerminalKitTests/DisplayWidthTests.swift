import Glibc
import Testing
import TextSafety

@testable import TerminalKit

/// glibc's `wcwidth`, looked up at run time (the Glibc module does not export it without _XOPEN_SOURCE).
private typealias WcwidthFunction = @convention(c) (Int32) -> Int32

private func systemWcwidth() -> WcwidthFunction? {
  guard setlocale(LC_ALL, "C.UTF-8") != nil, let handle = dlopen(nil, RTLD_NOW),
    let symbol = dlsym(handle, "wcwidth")
  else { return nil }
  return unsafeBitCast(symbol, to: WcwidthFunction.self)
}

/// Scalars whose widths differ from wcwidth, as "U+XXXX mine/theirs" (nil = unprintable, wcwidth −1).
private func mismatches(_ values: [UInt32], _ wcwidth: WcwidthFunction) -> [String] {
  values.compactMap { value in
    guard let scalar = Unicode.Scalar(value) else { return nil }
    let theirs = Int(wcwidth(Int32(bitPattern: value)))
    let mine = DisplayWidth.of(scalar) ?? -1
    return mine == theirs ? nil : "\(CodePoint.name(value)) \(mine)/\(theirs)"
  }
}

private let samples: [(String, [UInt32])] = [
  ("Hangul syllables", Array(0xAC00...0xD7A3)),
  ("Hangul jamo", Array(0x1100...0x11FF) + Array(0x3130...0x318F)),
  ("kana", Array(0x3040...0x30FF) + Array(0x31F0...0x31FF) + Array(0xFF61...0xFF9F)),
  ("CJK ideographs", Array(0x4E00...0x9FFF) + Array(stride(from: 0x3400, through: 0x4DBF, by: 3))),
  ("CJK extension B sample", Array(stride(from: 0x20000, through: 0x2A6DF, by: 17))),
  ("CJK and fullwidth punctuation", Array(0x3000...0x303F) + Array(0xFF00...0xFFEF) + Array(0xFE30...0xFE4F)),
  ("Latin-1 and Latin Extended", Array(0x00A0...0x024F)),
  ("combining marks", Array(0x0300...0x036F) + Array(0x20D0...0x20FF) + Array(0xFE20...0xFE2F)),
  (
    "typographic punctuation",
    "“”‘’«»„‚…–—‐‑‒―•·‹›†‡′″‰\u{00A0}\u{202F}\u{2007}\u{2009}\u{200A}".unicodeScalars.map(\.value)
      + Array(0x2000...0x206F)
  ),
  ("fullwidth punctuation", "、。「」『』（）！？：；，．・ー〜【】《》〈〉".unicodeScalars.map(\.value)),
  ("emoji", Array(0x1F300...0x1F64F) + Array(0x1F900...0x1F9FF) + Array(0x2600...0x27BF)),
  ("box drawing and shapes", Array(0x2500...0x25FF) + Array(0x2B00...0x2BFF)),
  ("controls", Array(0x00...0x1F) + Array(0x7F...0x9F)),
]

@Suite("Display width equals glibc wcwidth")
struct DisplayWidthTests {
  @Test("every scalar of each named sample matches wcwidth", arguments: samples.map(\.0))
  func sampleMatchesWcwidth(_ name: String) throws {
    let wcwidth = try #require(systemWcwidth())
    let values = try #require(samples.first { $0.0 == name }?.1)
    #expect(mismatches(values, wcwidth).isEmpty, "\(name): \(mismatches(values, wcwidth).prefix(20))")
  }

  @Test("every Unicode scalar matches wcwidth (−1 ⇔ unprintable)")
  func everyScalarMatchesWcwidth() throws {
    let wcwidth = try #require(systemWcwidth())
    let all = Array(UInt32(0)...0xD7FF) + Array(UInt32(0xE000)...0x10FFFF)
    let wrong = mismatches(all, wcwidth)
    #expect(wrong.isEmpty, "\(wrong.count) differ: \(wrong.prefix(20))")
  }

  @Test("controls are unprintable, as wcwidth's −1 says (NUL is 0 there, and still shown as ␀)")
  func controlsAreUnprintable() {
    #expect(DisplayWidth.of(Unicode.Scalar(0)) == 0)
    #expect(VisibleText.needsSymbol(Unicode.Scalar(0)))
    for value: UInt32 in [0x01, 0x07, 0x1B, 0x7F, 0x85, 0x9B] {
      #expect(DisplayWidth.of(Unicode.Scalar(value)!) == nil)
    }
  }

  @Test("cluster widths: wide scripts 2, combining 0, emoji 2")
  func clusterWidths() {
    #expect(DisplayWidth.of(Character("a")) == 1)
    #expect(DisplayWidth.of(Character("e\u{301}")) == 1)
    #expect(DisplayWidth.of(Character("한")) == 2)
    #expect(DisplayWidth.of(Character("\u{1112}\u{1161}\u{11AB}")) == 2)
    #expect(DisplayWidth.of(Character("か")) == 2)
    #expect(DisplayWidth.of(Character("漢")) == 2)
    #expect(DisplayWidth.of(Character("！")) == 2)
    #expect(DisplayWidth.of(Character("😀")) == 2)
    #expect(DisplayWidth.of(Character("👍🏽")) == 2)
    #expect(DisplayWidth.of(Character("👨‍👩‍👧")) == 2)
    #expect(DisplayWidth.of(Character("\u{00A0}")) == 1)
  }

  @Test("string widths count visible forms")
  func stringWidths() {
    #expect(DisplayWidth.of("Allow") == 5)
    #expect(DisplayWidth.of("추적 허용") == 9)
    #expect(DisplayWidth.of("「許可」") == 8)
    #expect(DisplayWidth.of("a\u{1B}b") == 3)
    #expect(DisplayWidth.of("\u{202E}") == DisplayWidth.of("⟨U+202E⟩"))
  }
}
