import CopyExchange
import Testing

/// CSV and XLIFF never carry a raw control or bidi character, and reading them back restores every one.
@Suite("Control characters in exports")
struct ControlEscapingTests {
  static let hostile = [
    "\u{1B}]52;c;ZXZpbA==\u{07}", "title\u{1B}]0;owned\u{07}", "nul\u{0}here", "c1 \u{9B}31m",
    "\u{202E}txt.exe",
    "tab\there", "a\\u{41} literal", "\\u{", "line\nbreak", "=1+1", "'quoted",
  ]

  @Test("a CSV field holds no C0 (but the line feed), DEL, C1 or bidi control", arguments: hostile)
  func csvFieldIsVisible(_ value: String) {
    let field = CSVEscaping.field(value)
    let raw = field.unicodeScalars.filter {
      ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value)
        || [0x061C, 0x200E, 0x200F, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E].contains($0.value)
        || (0x2066...0x2069).contains($0.value)
    }
    #expect(raw.isEmpty, "\(field.debugDescription)")
  }

  @Test("a CSV field reads back as the value it was written from", arguments: hostile)
  func csvRoundTrips(_ value: String) throws {
    let field = CSVEscaping.field(value)
    let inner = String(field.dropFirst().dropLast()).replacingOccurrences("\"\"", "\"")
    #expect(CSVEscaping.restore(inner) == value)
  }

  @Test("ESC is written as the visible text \\u{1B}")
  func escIsVisibleText() {
    #expect(CSVEscaping.field("a\u{1B}b") == "\"a\\u{1B}b\"")
  }

  @Test("XLIFF carries a bidi override as an inline element, never raw")
  func xliffBidiIsInline() {
    let segments = XMLEscaping.segments("a\u{202E}b")
    #expect(segments.count == 3)
    #expect(segments[1].scalar == "\u{202E}")
    #expect(segments.compactMap(\.escaped).joined() == "ab")
  }
}

extension String {
  fileprivate func replacingOccurrences(_ target: String, _ replacement: String) -> String {
    split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
  }
}
