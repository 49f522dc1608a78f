import Testing
import TextSafety

@testable import TerminalKit

@Suite("Control characters become visible symbols")
struct VisibleTextTests {
  private func text(_ glyphs: [Glyph]) -> String { glyphs.map(\.text).joined() }

  @Test("C0 controls, ESC and DEL become control pictures in .controlSymbol")
  func controlPictures() {
    let glyphs = VisibleText.glyphs(of: "a\u{1B}[31m\u{7}\t\u{7F}b", style: Style(.body))
    #expect(text(glyphs) == "a␛[31m␇␉␡b")
    #expect(glyphs[1].style.role == .controlSymbol)
    #expect(glyphs[0].style.role == .body)
  }

  @Test("C1 controls, bidi overrides and zero-width characters become ⟨U+XXXX⟩")
  func codePointSymbols() {
    #expect(text(VisibleText.glyphs(of: "x\u{202E}y", style: .plain)) == "x⟨U+202E⟩y")
    #expect(text(VisibleText.glyphs(of: "\u{2066}", style: .plain)) == "⟨U+2066⟩")
    #expect(text(VisibleText.glyphs(of: "a\u{200B}b", style: .plain)) == "a⟨U+200B⟩b")
    #expect(text(VisibleText.glyphs(of: "\u{FEFF}a", style: .plain)) == "⟨U+FEFF⟩a")
    #expect(text(VisibleText.glyphs(of: "\u{85}", style: .plain)) == "⟨U+0085⟩")
    #expect(text(VisibleText.glyphs(of: "a\u{200D}b", style: .plain)) == "a⟨U+200D⟩b")
  }

  @Test("a symbol's glyphs stay together for line breaking")
  func symbolGlyphsJoin() {
    let glyphs = VisibleText.glyphs(of: "\u{202E}", style: .plain)
    #expect(!glyphs[0].joinsPrevious)
    #expect(glyphs.dropFirst().allSatisfy { $0.joinsPrevious })
  }

  @Test("emoji ZWJ sequences keep their joiner")
  func emojiJoinerKept() {
    let glyphs = VisibleText.glyphs(of: "👨‍👩‍👧", style: .plain)
    #expect(glyphs.count == 1)
    #expect(glyphs[0].text == "👨‍👩‍👧")
    #expect(glyphs[0].width == 2)
  }

  @Test("U+FFFD (from lone surrogates) is flagged; a lone combining mark gets a dotted circle")
  func replacementAndLoneMarks() {
    let decoded = String(decoding: [0xD800, 0x61] as [UInt16], as: UTF16.self)
    let glyphs = VisibleText.glyphs(of: decoded, style: .plain)
    #expect(glyphs[0].text == "\u{FFFD}" && glyphs[0].style.role == .controlSymbol)
    let mark = VisibleText.glyphs(of: "\u{301}", style: .plain)
    #expect(mark.map(\.text) == ["◌\u{301}"] && mark[0].width == 1)
  }

  @Test("no raw control, bidi or zero-width scalar survives, for every such scalar")
  func nothingRawSurvives() {
    let bad: [UInt32] =
      Array(0...0x1F) + Array(0x7F...0x9F) + [0x200B, 0x200C, 0x200D, 0xFEFF]
      + Array(0x202A...0x202E) + Array(0x2066...0x2069)
    for value in bad {
      let scalar = Unicode.Scalar(value)!
      let glyphs = VisibleText.glyphs(of: "a\(scalar)b", style: .plain)
      let scalars = glyphs.flatMap { $0.text.unicodeScalars.map(\.value) }
      #expect(!scalars.contains(value), "\(CodePoint.name(value)) reached a glyph")
      let allVisible = glyphs.allSatisfy { $0.width >= 1 }
      #expect(allVisible)
    }
  }

  @Test("the terminal symbolizes everything the one sanitizer calls unsafe, in the BMP and beyond")
  func agreesWithTheSanitizer() {
    var missed: [String] = []
    for value in UInt32(0)...0x10FFFF {
      guard let scalar = Unicode.Scalar(value), ControlCharacters.isUnsafe(scalar) else { continue }
      if !VisibleText.needsSymbol(scalar) { missed.append(CodePoint.name(value)) }
    }
    #expect(missed.isEmpty, "\(missed.prefix(20))")
  }

  @Test("a zero width joiner is kept only between two emoji, as the sanitizer keeps it")
  func joinerBetweenEmoji() {
    #expect(text(VisibleText.glyphs(of: "❤\u{FE0F}\u{200D}🔥", style: .plain)) == "❤\u{FE0F}\u{200D}🔥")
    #expect(text(VisibleText.glyphs(of: "1\u{200D}2", style: .plain)) == "1⟨U+200D⟩2")
    #expect(text(VisibleText.glyphs(of: "\u{2028}", style: .plain)) == "⟨U+2028⟩")
  }
}
