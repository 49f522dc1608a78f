/// Where a line may break: at spaces for Latin and Hangul, between any two CJK characters, after an
/// in-word hyphen, never at a no-break space, and never against the basic kinsoku prohibitions.
public enum LineBreakRules {
  /// Characters no line may start with (closing punctuation, small kana, prolonged sound mark).
  public static let noLineStart: Set<Character> = Set(
    "、。，．・：；？！ー」』）］｝〕〉》】〙〗〟｠.,?!:;%)]}’”»‥…ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶゝゞヽヾ々〻％"
  )

  /// Characters no line may end with (opening brackets and quotes).
  public static let noLineEnd: Set<Character> = Set("「『（［｛〔〈《【〘〖〝｟([{‘“«")

  /// True for spaces that glue their neighbours (U+00A0, U+202F, U+2007).
  ///
  /// The word joiner U+2060 is invisible, so it is drawn as a visible symbol (and linted) instead.
  public static func isNoBreakSpace(_ value: UInt32) -> Bool {
    value == 0xA0 || value == 0x202F || value == 0x2007
  }

  /// True for Hangul, which breaks at spaces like Latin text.
  public static func isHangul(_ value: UInt32) -> Bool {
    switch value {
    case 0x1100...0x11FF, 0x3130...0x318F, 0xA960...0xA97F, 0xAC00...0xD7FF, 0xFFA0...0xFFDC: return true
    default: return false
    }
  }

  /// True for characters between which a line may break (kana, ideographs, CJK and fullwidth punctuation).
  public static func isCJKBreakable(_ glyph: Glyph) -> Bool {
    let value = glyph.leadValue
    if isHangul(value) { return false }
    switch value {
    case 0x2E80...0x2FDF, 0x3000...0x303F, 0x3040...0x30FF, 0x3100...0x312F, 0x31A0...0x31FF,
      0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFFEF,
      0x1B000...0x1B16F, 0x20000...0x3FFFF:
      return true
    default:
      return glyph.width == 2
    }
  }

  /// True when a line may break before `glyphs[index]`.
  public static func allowsBreak(before index: Int, in glyphs: [Glyph]) -> Bool {
    guard index > 0, index < glyphs.count else { return false }
    let after = glyphs[index]
    let before = glyphs[index - 1]
    if after.joinsPrevious || after.isSpace { return false }
    if isNoBreakSpace(before.leadValue) || isNoBreakSpace(after.leadValue) { return false }
    if let first = after.text.first, noLineStart.contains(first) { return false }
    if before.isSpace { return true }
    if let last = before.text.last, noLineEnd.contains(last) { return false }
    if before.text == "-", index >= 2, !glyphs[index - 2].isSpace, glyphs[index - 2].text != "-" {
      return true
    }
    return isCJKBreakable(before) || isCJKBreakable(after)
  }
}
