import Testing
import TextSafety

/// _StringProcessing's versions, reached through a generic context where TextSearch's `String` and
/// `Substring` ones are not candidates: the program does not load that library, and must search the same.
private enum Reference {
  static func contains<Text: StringProtocol>(_ text: Text, _ other: String) -> Bool { text.contains(other) }

  static func firstRange<Text: StringProtocol>(_ text: Text, _ other: String) -> Range<String.Index>? {
    text.firstRange(of: other)
  }

  static func replacing(_ text: String, _ target: String, _ replacement: String) -> String {
    replacingGeneric(text, target, replacement)
  }

  private static func replacingGeneric<Text: RangeReplaceableCollection>(
    _ text: Text, _ target: String, _ replacement: String
  ) -> Text where Text.Element == Character {
    text.replacing(target, with: replacement)
  }

  static func split<Text: StringProtocol>(_ text: Text, _ separator: String, omitting: Bool) -> [String] {
    text.split(separator: separator, omittingEmptySubsequences: omitting).map { String($0) }
  }
}

@Suite("Text search without _StringProcessing")
struct TextSearchTests {
  /// Texts with combining marks, emoji sequences, wide characters, CR LF and repeats; ASCII ones (searched
  /// byte by byte) and a Kelvin sign, which is canonically the ASCII letter K.
  static let texts = [
    "", "a", "aaa", "abcabc", "Budget: 40", "e\u{301}te\u{301}", "caf\u{E9} cafe\u{301}", "👨‍👩‍👧 and 👨",
    "広告 | 許可 | | 允许 | ", "line\r\nline\n", "*/ x */*/", ".r-primary{color} .r-primary{x}",
    "\u{212A}elvin and Kelvin",
  ]
  /// Patterns found, not found, found only as part of a character, overlapping, and empty.
  static let patterns = [
    "", "a", "aa", "abc", "e", "\u{E9}", "e\u{301}", "👨", " | ", "\n", "\r\n", "*/", ".r-primary{", "zz", "K",
  ]

  @Test func containsAndFirstRangeAgreeWithTheStandardLibrary() {
    var checked = 0
    for text in Self.texts {
      for pattern in Self.patterns {
        #expect(text.contains(pattern) == Reference.contains(text, pattern), "\(text) / \(pattern)")
        #expect(text.firstRange(of: pattern) == Reference.firstRange(text, pattern), "\(text) / \(pattern)")
        let inner = text.dropFirst()
        #expect(inner.contains(pattern) == Reference.contains(inner, pattern), "\(inner) / \(pattern)")
        #expect(
          inner.firstRange(of: pattern) == Reference.firstRange(inner, pattern), "\(inner) / \(pattern)")
        checked += 1
      }
    }
    #expect(checked == Self.texts.count * Self.patterns.count)
  }

  @Test func replacingAgreesWithTheStandardLibrary() {
    for text in Self.texts {
      for pattern in Self.patterns {
        #expect(
          text.replacing(pattern, with: "<>") == Reference.replacing(text, pattern, "<>"),
          "\(text) / \(pattern)")
        let inner = text.dropFirst()
        #expect(String(inner.replacing(pattern, with: "")) == Reference.replacing(String(inner), pattern, ""))
      }
    }
  }

  @Test func splitAgreesWithTheStandardLibrary() {
    for text in Self.texts {
      for separator in Self.patterns where !separator.isEmpty {
        for omitting in [true, false] {
          let ours = text.split(separator: separator, omittingEmptySubsequences: omitting).map(String.init)
          #expect(ours == Reference.split(text, separator, omitting: omitting), "\(text) / \(separator)")
        }
      }
    }
  }

  @Test func matchesWholeCharactersOnly() {
    #expect(!"caf\u{E9}".contains("e"))
    #expect("cafe\u{301}".contains("\u{E9}"))
    #expect("👨‍👩‍👧".firstRange(of: "👨") == nil)
    #expect("aaa".replacing("aa", with: "b") == "ba")
    #expect("a | | b".split(separator: " | ", omittingEmptySubsequences: false) == ["a", "| b"])
    #expect("x, y,, z".split(separator: ", ") == ["x", "y,", "z"])
  }
}
