import Testing
import TextSafety

/// Inputs the libFuzzer target `Scripts/fuzz sanitizer` once failed on, kept byte for byte.
@Suite("Fuzz regressions: sanitizer")
struct FuzzRegressionTests {
  /// No scalar the sanitizer calls unsafe, judged in its cluster of the output, is left raw.
  static func leavesNothingUnsafe(_ shown: String) -> Bool {
    var clean = true
    ControlCharacters.forEachScalar(in: shown) { scalar, unsafe in
      if unsafe && scalar != "\u{FFFD}" { clean = false }
    }
    return clean
  }

  @Test("sanitizer crash-68e9c4e0: a joiner after an arrow and a selector, before an emoji, is replaced")
  func joinerAfterNonEmoji() {
    // U+1F868 (an arrow, no emoji), U+FE0F, U+200D, U+1F501 🔁.
    let bytes: [UInt8] = [0xF0, 0x9F, 0xA1, 0xA8, 0xEF, 0xB8, 0x8F, 0xE2, 0x80, 0x8D, 0xF0, 0x9F, 0x94, 0x81]
    let text = String(decoding: bytes, as: UTF8.self)
    let shown = ControlCharacters.sanitize(text)
    #expect(shown == "\u{1F868}\u{FE0F}⟨U+200D⟩🔁")
    #expect(Self.leavesNothingUnsafe(shown))
    #expect(ControlCharacters.sanitize(shown) == shown, "sanitizing again changes nothing")
  }

  @Test("a joiner next to an unassigned emoji is replaced with it; between two kept emoji it stays")
  func joinerBesideReplacedEmoji() {
    // U+1F8FF is unassigned but Extended_Pictographic: one cluster with the joiner.
    let before = ControlCharacters.sanitize("👨\u{200D}\u{1F8FF}")
    #expect(before == "👨⟨U+200D⟩⟨U+1F8FF⟩")
    #expect(Self.leavesNothingUnsafe(before))
    let after = ControlCharacters.sanitize("\u{1F8FF}\u{FE0F}\u{200D}👩")
    #expect(after == "⟨U+1F8FF⟩\u{FE0F}⟨U+200D⟩👩")
    #expect(Self.leavesNothingUnsafe(after))
    #expect(Self.leavesNothingUnsafe(before))
    #expect(ControlCharacters.sanitize("👨\u{200D}👩\u{200D}👧") == "👨\u{200D}👩\u{200D}👧")
    #expect(ControlCharacters.sanitize("❤\u{FE0F}\u{200D}🔥") == "❤\u{FE0F}\u{200D}🔥")
    #expect(ControlCharacters.sanitize("👍🏽\u{200D}👍") == "👍🏽\u{200D}👍")
  }
}
