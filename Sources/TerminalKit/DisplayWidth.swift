/// Terminal column widths, equal to what glibc `wcwidth` (and so ncurses and tmux) uses.
///
/// Hangul syllables, kana, CJK ideographs, fullwidth forms and fullwidth punctuation take two
/// columns; combining marks, zero-width joiners and Hangul medial/final jamo take none; emoji with
/// emoji presentation take two; everything else printable takes one.
public enum DisplayWidth {
  /// The columns of one scalar, or nil where `wcwidth` returns −1 (controls, surrogates, unassigned).
  public static func of(_ scalar: Unicode.Scalar) -> Int? {
    let value = scalar.value
    if value >= 0x20 && value < 0x7F { return 1 }
    var low = 0
    var high = wcwidthRanges.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if wcwidthRanges[middle] >> 2 <= value {
        low = middle
      } else {
        high = middle - 1
      }
    }
    let code = Int(wcwidthRanges[low] & 3) - 1
    return code < 0 ? nil : code
  }

  /// The columns of a grapheme cluster: the sum of its scalars' widths, at most 2; nil if any is unprintable.
  public static func of(_ character: Character) -> Int? {
    var total = 0
    for scalar in character.unicodeScalars {
      guard let width = of(scalar) else { return nil }
      total += width
    }
    return min(total, 2)
  }

  /// The columns of a string's visible form, where control characters are shown as symbols.
  public static func of(_ text: String) -> Int {
    VisibleText.glyphs(of: text, style: .plain).reduce(0) { $0 + $1.width }
  }
}
