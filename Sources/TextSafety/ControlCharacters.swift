/// Makes invisible and dangerous characters visible before text reaches any output.
///
/// C0 controls and DEL become Control Pictures (U+2400 block, ESC → ␛, so an escape sequence
/// shows as `␛[31m`), C1 controls, bidi overrides and isolates, bidi marks, zero-width characters
/// and lone surrogates become `⟨U+XXXX⟩`. Normal text — Hangul, kana, CJK, combining marks,
/// emoji including ZWJ sequences and variation selectors — passes through unchanged.
public enum ControlCharacters {
  /// The sanitized text; `keepingNewlines` leaves U+000A in place for multi-line output.
  public static func sanitize(_ text: String, keepingNewlines: Bool = false) -> String {
    var result = String.UnicodeScalarView()
    var previous: Unicode.Scalar?
    for scalar in text.unicodeScalars {
      result.append(
        contentsOf: visible(scalar, after: previous, keepingNewlines: keepingNewlines).unicodeScalars)
      previous = scalar
    }
    return String(result)
  }

  /// Sanitizes raw UTF-16 (which, unlike `String`, can hold lone surrogates).
  public static func sanitize(utf16 units: [UInt16], keepingNewlines: Bool = false) -> String {
    var result = ""
    var text = String.UnicodeScalarView()
    var iterator = units.makeIterator()
    var decoder = UTF16()
    var index = 0
    loop: while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar):
        text.append(scalar)
        index += scalar.utf16.count
      case .error:
        result += sanitize(String(text), keepingNewlines: keepingNewlines)
        text = String.UnicodeScalarView()
        let unit = index < units.count ? units[index] : 0
        result += picture(UInt32(unit))
        index += 1
      case .emptyInput:
        break loop
      }
    }
    return result + sanitize(String(text), keepingNewlines: keepingNewlines)
  }

  /// Whether `scalar` (following `previous`) is one the sanitizer replaces.
  public static func isUnsafe(_ scalar: Unicode.Scalar, after previous: Unicode.Scalar? = nil) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F: return true
    case 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C: return true
    case 0x200B, 0x200C, 0x2060, 0xFEFF, 0x180E: return true
    case 0x200D:
      return !(previous?.properties.isEmojiPresentation ?? false || previous?.properties.isEmoji ?? false)
    default: return false
    }
  }

  private static func visible(
    _ scalar: Unicode.Scalar, after previous: Unicode.Scalar?, keepingNewlines: Bool
  )
    -> String
  {
    if keepingNewlines && scalar == "\n" { return "\n" }
    guard isUnsafe(scalar, after: previous) else { return String(scalar) }
    switch scalar.value {
    case 0x00...0x1F: return String(Unicode.Scalar(0x2400 + scalar.value) ?? "?")
    case 0x7F: return "\u{2421}"
    default: return picture(scalar.value)
    }
  }

  private static func picture(_ value: UInt32) -> String {
    "⟨U+" + String(value, radix: 16, uppercase: true).leftPadded(to: 4) + "⟩"
  }
}
