import TextSafety

/// Turns text into glyphs that are safe to draw: every character `ControlCharacters` calls unsafe,
/// and every scalar the terminal's `wcwidth` cannot draw, becomes its visible symbol drawn with the
/// `.controlSymbol` role, so nothing raw reaches a cell.
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

  /// True when a scalar must never reach a cell as it is, wherever it stands.
  public static func needsSymbol(_ scalar: Unicode.Scalar) -> Bool {
    ControlCharacters.isUnsafe(scalar) || DisplayWidth.of(scalar) == nil
  }

  /// True when a scalar between `previous` and `next` (in one grapheme cluster) must never reach a
  /// cell as it is: unsafe text, or a scalar `wcwidth` calls unprintable (newer than its tables).
  public static func needsSymbol(
    _ scalar: Unicode.Scalar, after previous: Unicode.Scalar?, before next: Unicode.Scalar?
  ) -> Bool {
    ControlCharacters.isUnsafe(scalar, after: previous, before: next) || DisplayWidth.of(scalar) == nil
  }

  /// The visible stand-in for a scalar that must not be drawn raw.
  public static func symbol(for scalar: Unicode.Scalar) -> String {
    ControlCharacters.symbol(for: scalar)
  }

  private static func appendGlyphs(of character: Character, style: Style, to result: inout [Glyph]) {
    let scalars = Array(character.unicodeScalars)
    if scalars.count == 1, scalars[0].value >= 0x20, scalars[0].value < 0x7F {
      result.append(Glyph(String(character), width: 1, style: style))
      return
    }
    var kept = String.UnicodeScalarView()
    for (index, scalar) in scalars.enumerated() {
      let previous = index > 0 ? scalars[index - 1] : nil
      let next = index + 1 < scalars.count ? scalars[index + 1] : nil
      if needsSymbol(scalar, after: previous, before: next) {
        flush(&kept, style: style, to: &result)
        appendSymbol(for: scalar, to: &result)
      } else {
        kept.append(scalar)
      }
    }
    flush(&kept, style: style, to: &result)
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
