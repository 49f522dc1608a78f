/// Maps style roles to appearances through a palette, in colour or in monochrome (NO_COLOR,
/// terminals without colour).
public struct Theme: Sendable {
  /// True when colours are used.
  public let usesColor: Bool
  /// The looks of the roles this theme knows.
  public let palette: Palette

  /// Creates the theme; `usesColor: false` gives attributes only.
  public init(usesColor: Bool, palette: Palette) {
    self.usesColor = usesColor
    self.palette = palette
  }

  /// The appearance of a style, including its bold/italic/underline emphasis; a role the palette
  /// lacks looks like `.plain`.
  public func appearance(of style: Style) -> Appearance {
    var look = palette.look(of: style.role, usesColor: usesColor) ?? Appearance()
    if style.bold { look.bold = true }
    if style.underline { look.underline = true }
    if style.italic { look.italic = true }
    return look
  }
}
