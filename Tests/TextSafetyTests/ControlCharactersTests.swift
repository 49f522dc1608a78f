import Testing
import TextSafety

@Suite("Control-character sanitizer")
struct SanitizerTests {
  @Test func controlsBecomeVisible() {
    #expect(ControlCharacters.sanitize("a\u{1B}[31mb\u{07}\u{7F}") == "a␛[31mb␇␡")
    #expect(ControlCharacters.sanitize("x\ny") == "x␊y")
    #expect(ControlCharacters.sanitize("x\ny", keepingNewlines: true) == "x\ny")
    #expect(ControlCharacters.sanitize("\u{85}\u{9B}") == "⟨U+0085⟩⟨U+009B⟩")
  }

  @Test func bidiAndZeroWidth() {
    #expect(
      ControlCharacters.sanitize("abc\u{202E}def\u{2066}\u{200B}\u{FEFF}")
        == "abc⟨U+202E⟩def⟨U+2066⟩⟨U+200B⟩⟨U+FEFF⟩")
  }

  @Test func loneSurrogates() {
    #expect(ControlCharacters.sanitize(utf16: [0x61, 0xD800, 0x62]) == "a⟨U+D800⟩b")
    #expect(ControlCharacters.sanitize(utf16: Array("😀\u{1B}".utf16)) == "😀␛")
  }

  @Test func normalTextIsUntouched() {
    let text = "한국어 かな カナ 漢字 中文 café e\u{301} 👨‍👩‍👧 ❤️ Größe"
    #expect(ControlCharacters.sanitize(text) == text)
  }

  @Test("one rule for the sanitizer and the terminal: separators, invisible operators, U+FFFD")
  func unionOfTheFormerRules() {
    #expect(ControlCharacters.sanitize("a\u{2028}b\u{2029}c") == "a⟨U+2028⟩b⟨U+2029⟩c")
    #expect(ControlCharacters.sanitize("x\u{2061}\u{2064}") == "x⟨U+2061⟩⟨U+2064⟩")
    #expect(ControlCharacters.isUnsafe("\u{FFFD}"))
    #expect(ControlCharacters.sanitize("\u{FFFD}") == "\u{FFFD}")
    #expect(ControlCharacters.sanitize("\u{0378}") == "⟨U+0378⟩")
    #expect(ControlCharacters.sanitize("\u{FFFF}") == "⟨U+FFFF⟩")
  }

  @Test("a zero width joiner is safe only between two emoji")
  func zeroWidthJoiner() {
    #expect(ControlCharacters.sanitize("👨\u{200D}👩\u{200D}👧") == "👨\u{200D}👩\u{200D}👧")
    #expect(ControlCharacters.sanitize("❤\u{FE0F}\u{200D}🔥") == "❤\u{FE0F}\u{200D}🔥")
    #expect(ControlCharacters.sanitize("👍\u{200D}") == "👍⟨U+200D⟩")
    #expect(ControlCharacters.sanitize("1\u{200D}2") == "1⟨U+200D⟩2")
    #expect(ControlCharacters.sanitize("a\u{200D}b") == "a⟨U+200D⟩b")
    #expect(ControlCharacters.isUnsafe("\u{200D}"))
  }

  @Test func unsafeScalarsListsEachOffender() {
    let found = ControlCharacters.unsafeScalars(in: "a\u{202E}\nb\u{200B}", keepingNewlines: true)
    #expect(found.map(\.value) == [0x202E, 0x200B])
  }
}
