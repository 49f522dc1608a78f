/// Turns text into glyphs that are safe to draw: control, bidi-override and zero-width characters
/// become visible symbols drawn with the `.controlSymbol` role, so nothing raw reaches a cell.
///
/// C0 controls and DEL become control pictures (U+2400–U+2421, e.g. ␛ for ESC), U+FFFD stays as
/// a flagged "�", and every other invisible or unprintable scalar becomes "⟨U+XXXX⟩". A cluster
/// with nothing visible (a lone combining mark) gets a dotted-circle base "◌".
public enum VisibleText {
  /// The glyphs of a text drawn in a style.
  public static func glyphs(of text: String, style: Style) -> [Glyph] {
    var result: [Glyph] = []
    result.reserveCapacity(text.utf8.count)
    for character in text {
      appendGlyphs(of: character, style: style, to: &result)
    }
    return result
  }

  /// True when a scalar must never reach a cell as it is.
  public static func needsSymbol(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F: return true
    case 0x061C, 0x180E, 0x200B, 0x200C, 0x200D, 0x200E, 0x200F, 0x202A...0x202E, 0x2060...0x2064,
      0x2066...0x2069, 0xFEFF, 0xFFFD:
      return true
    default: return DisplayWidth.of(scalar) == nil
    }
  }

  /// The visible stand-in for a scalar that must not be drawn raw.
  public static func symbol(for scalar: Unicode.Scalar) -> String {
    let value = scalar.value
    if value < 0x20, let picture = Unicode.Scalar(0x2400 + value) { return String(picture) }
    if value == 0x7F { return "\u{2421}" }
    if value == 0xFFFD { return "\u{FFFD}" }
    var hex = String(value, radix: 16, uppercase: true)
    while hex.count < 4 { hex = "0" + hex }
    return "⟨U+\(hex)⟩"
  }

  private static func appendGlyphs(of character: Character, style: Style, to result: inout [Glyph]) {
    let scalars = Array(character.unicodeScalars)
    if scalars.count == 1, scalars[0].value >= 0x20, scalars[0].value < 0x7F {
      result.append(Glyph(String(character), width: 1, style: style))
      return
    }
    var kept = String.UnicodeScalarView()
    for (index, scalar) in scalars.enumerated() {
      if scalar.value == 0x200D, isEmojiJoiner(at: index, in: scalars) {
        kept.append(scalar)
      } else if needsSymbol(scalar) {
        flush(&kept, style: style, to: &result)
        appendSymbol(for: scalar, to: &result)
      } else {
        kept.append(scalar)
      }
    }
    flush(&kept, style: style, to: &result)
  }

  private static func isEmojiJoiner(at index: Int, in scalars: [Unicode.Scalar]) -> Bool {
    guard index > 0, index + 1 < scalars.count else { return false }
    let before = scalars[index - 1]
    let after = scalars[index + 1]
    let beforeIsEmoji =
      (before.properties.isEmoji && before.value > 0xFF) || before.value == 0xFE0F
      || before.properties.isEmojiModifier
    return beforeIsEmoji && after.properties.isEmoji && after.value > 0xFF
  }

  private static func flush(_ kept: inout String.UnicodeScalarView, style: Style, to result: inout [Glyph]) {
    guard !kept.isEmpty else { return }
    for character in String(kept) {
      let width = DisplayWidth.of(character) ?? 0
      if width == 0 {
        result.append(Glyph("\u{25CC}" + String(character), width: 1, style: Style(.controlSymbol)))
      } else {
        result.append(Glyph(String(character), width: width, style: style))
      }
    }
    kept = String.UnicodeScalarView()
  }

  private static func appendSymbol(for scalar: Unicode.Scalar, to result: inout [Glyph]) {
    var first = true
    for character in symbol(for: scalar) {
      let width = DisplayWidth.of(character) ?? 1
      result.append(
        Glyph(String(character), width: width, style: Style(.controlSymbol), joinsPrevious: !first))
      first = false
    }
  }
}
