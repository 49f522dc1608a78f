/// One grapheme cluster ready for a cell: its visible text, its width in columns and its style.
public struct Glyph: Sendable, Hashable {
  /// The cluster as drawn (never a raw control character).
  public var text: String
  /// Columns taken: 1 or 2.
  public var width: Int
  /// The style it is drawn with.
  public var style: Style
  /// True when no line may break before this glyph (inside a multi-column control symbol).
  public var joinsPrevious: Bool

  /// Creates a glyph.
  public init(_ text: String, width: Int, style: Style, joinsPrevious: Bool = false) {
    self.text = text
    self.width = width
    self.style = style
    self.joinsPrevious = joinsPrevious
  }

  /// The first scalar's value, used by line-breaking rules.
  var leadValue: UInt32 { text.unicodeScalars.first?.value ?? 0 }

  /// True for a breaking space (U+0020).
  var isSpace: Bool { text == " " }
}
