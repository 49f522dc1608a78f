/// How a picture draws one cell style: its two colours and its emphasis.
public struct PictureLook: Sendable, Hashable {
  /// The text's colour (reverse video already applied).
  public var foreground: PictureColor
  /// The cell's colour (reverse video already applied).
  public var background: PictureColor
  /// Bold text.
  public var bold: Bool
  /// Italic text.
  public var italic: Bool
  /// Underlined text.
  public var underline: Bool
  /// Dim text, which a writer draws partly toward the background (only the terminal appearance dims).
  public var dim: Bool

  /// Creates a look.
  public init(
    foreground: PictureColor, background: PictureColor, bold: Bool = false, italic: Bool = false,
    underline: Bool = false, dim: Bool = false
  ) {
    self.foreground = foreground
    self.background = background
    self.bold = bold
    self.italic = italic
    self.underline = underline
    self.dim = dim
  }

  /// How much of the foreground a dim look keeps.
  public static let dimOpacity = 0.6

  /// The look's colours as drawn by a raster writer: a dim foreground mixed toward the background.
  public var drawnColors: (foreground: PictureColor, background: PictureColor) {
    (dim ? background.mixed(with: foreground, Self.dimOpacity) : foreground, background)
  }

  /// The look without bold, italic or underline: what a colour table keys on.
  public var colorsOnly: PictureLook {
    PictureLook(foreground: foreground, background: background, dim: dim)
  }
}
