/// How one style role looks on a terminal: colours plus attributes, with a monochrome form.
public struct Appearance: Sendable, Hashable {
  /// Foreground colour.
  public var foreground: TerminalColor
  /// Background colour.
  public var background: TerminalColor
  /// Bold (bright) text.
  public var bold: Bool
  /// Dim text.
  public var dim: Bool
  /// Reverse video.
  public var reverse: Bool
  /// Underlined text.
  public var underline: Bool
  /// Italic text (Markdown emphasis).
  public var italic: Bool

  /// Creates an appearance.
  public init(
    _ foreground: TerminalColor = .default, on background: TerminalColor = .default,
    bold: Bool = false, dim: Bool = false, reverse: Bool = false, underline: Bool = false,
    italic: Bool = false
  ) {
    self.foreground = foreground
    self.background = background
    self.bold = bold
    self.dim = dim
    self.reverse = reverse
    self.underline = underline
    self.italic = italic
  }
}
