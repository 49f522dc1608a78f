/// The one rule set for characters that must never reach any output as they are, and the
/// sanitizer that makes them visible.
///
/// Unsafe: C0 controls, DEL and C1 controls; bidi marks, embeddings, overrides and isolates
/// (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069); zero-width and invisible characters
/// (U+180E, U+200B, U+200C, U+2060–U+2064, U+FEFF); line and paragraph separators (U+2028,
/// U+2029); the replacement character U+FFFD (the mark of broken encoding); unassigned code points
/// and surrogates; and U+200D ZERO WIDTH JOINER except between two emoji. Normal text — Hangul,
/// kana, CJK, combining marks, emoji including ZWJ sequences and variation selectors — is safe.
///
/// The stand-ins: C0 controls and DEL become Control Pictures (U+2400 block, ESC → ␛, so an escape
/// sequence shows as `␛[31m`), U+FFFD stays "�", everything else becomes `⟨U+XXXX⟩`.
public enum ControlCharacters {
  /// The sanitized text; `keepingNewlines` leaves U+000A in place for multi-line output.
  public static func sanitize(_ text: String, keepingNewlines: Bool = false) -> String {
    if isPlainlySafe(text) { return text }
    // One growing string: `String.UnicodeScalarView.append(contentsOf:)` copies the whole view each
    // time, which made a megabyte of control characters take a minute.
    var result = ""
    result.reserveCapacity(text.utf8.count)
    forEachScalar(in: text) { scalar, isUnsafe in
      if isUnsafe && !(keepingNewlines && scalar == "\n") {
        result += symbol(for: scalar)
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
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

  /// The unsafe scalars of a text, in order (U+000A left out when `keepingNewlines`).
  public static func unsafeScalars(in text: String, keepingNewlines: Bool = false) -> [Unicode.Scalar] {
    if isPlainlySafe(text) { return [] }
    var found: [Unicode.Scalar] = []
    forEachScalar(in: text) { scalar, isUnsafe in
      if isUnsafe && !(keepingNewlines && scalar == "\n") { found.append(scalar) }
    }
    return found
  }

  /// True when no scalar of `text` is unsafe even out of its cluster: then nothing needs a look at its
  /// neighbours (only a zero width joiner does, and it counts as unsafe here), and a long value is
  /// checked scalar by scalar instead of character by character.
  static func isPlainlySafe(_ text: String) -> Bool {
    if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return true }
    return !text.unicodeScalars.contains { isUnsafe($0, after: nil, before: nil) }
  }

  /// Whether a scalar is unsafe, ignoring where it stands (so a zero width joiner always is).
  public static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
    isUnsafe(scalar, after: nil, before: nil)
  }

  /// Whether a scalar between `previous` and `next` (in the same grapheme cluster) is unsafe.
  public static func isUnsafe(
    _ scalar: Unicode.Scalar, after previous: Unicode.Scalar?, before next: Unicode.Scalar?
  ) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F: return true
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
    case 0x180E, 0x200B, 0x200C, 0x2060...0x2064, 0xFEFF: return true
    case 0x2028, 0x2029, 0xFFFD: return true
    case 0x200D: return !joinsEmoji(after: previous, before: next)
    case 0x20...0x7E: return false
    default:
      let category = scalar.properties.generalCategory
      return category == .unassigned || category == .surrogate
    }
  }

  /// The visible stand-in for an unsafe scalar.
  public static func symbol(for scalar: Unicode.Scalar) -> String {
    switch scalar.value {
    case 0x00...0x1F: return String(Unicode.Scalar(0x2400 + scalar.value) ?? "?")
    case 0x7F: return "\u{2421}"
    case 0xFFFD: return "\u{FFFD}"
    default: return picture(scalar.value)
    }
  }

  /// Calls `body` with every scalar of a text and whether it is unsafe, judging each one
  /// within its grapheme cluster.
  ///
  /// A zero width joiner is judged by the neighbours that stay: after an unsafe scalar (an unassigned
  /// emoji, say), or an emoji presentation selector or skin tone following one, or before an unsafe
  /// scalar, it is unsafe too, since the symbol that replaces that neighbour would leave it joining nothing.
  public static func forEachScalar(in text: String, _ body: (Unicode.Scalar, Bool) -> Void) {
    for character in text {
      let scalars = character.unicodeScalars
      if scalars.count == 1, let only = scalars.first {
        body(only, isUnsafe(only, after: nil, before: nil))
        continue
      }
      // The last scalar that stays as it is, nil after one replaced by a symbol.
      var previous: Unicode.Scalar?
      var index = scalars.startIndex
      while index != scalars.endIndex {
        let scalar = scalars[index]
        let following = scalars.index(after: index)
        let next = following == scalars.endIndex ? nil : scalars[following]
        let stays = next.flatMap { isUnsafe($0, after: nil, before: nil) ? nil : $0 }
        let unsafe = isUnsafe(scalar, after: previous, before: stays)
        body(scalar, unsafe)
        let continuesEmoji = scalar.value == 0xFE0F || scalar.properties.isEmojiModifier
        previous = unsafe || (continuesEmoji && previous == nil) ? nil : scalar
        index = following
      }
    }
  }

  /// True when a zero width joiner sits between two emoji (after an emoji, its skin tone or its
  /// emoji presentation selector, and before an emoji), as in 👨‍👩‍👧 or ❤️‍🔥.
  private static func joinsEmoji(after previous: Unicode.Scalar?, before next: Unicode.Scalar?) -> Bool {
    guard let previous, let next else { return false }
    let afterEmoji =
      (previous.properties.isEmoji && previous.value > 0xFF) || previous.value == 0xFE0F
      || previous.properties.isEmojiModifier
    return afterEmoji && next.properties.isEmoji && next.value > 0xFF
  }

  private static func picture(_ value: UInt32) -> String {
    "⟨" + CodePoint.name(value) + "⟩"
  }
}
