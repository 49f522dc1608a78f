/// How pictures draw cells: the theme's emphasis (bold, italic, underline) with one appearance's colours.
///
/// The one place the SVG, GIF and PNG writers take colours from. In the terminal appearance a role's
/// colours are the theme's terminal colours (reverse video swapped, dim kept as a flag); in light and dark
/// they are the palette's, and a role the palette lacks is the page's text on its ground (dimmed when the
/// theme dims it). Light and dark always use colour: `NO_COLOR` greys only the terminal appearance.
public struct PictureStyling: Sendable {
  /// The theme giving each role's emphasis (and, in the terminal appearance, its colours).
  public let theme: Theme
  /// The appearance's colours.
  public let palette: PicturePalette

  /// Creates the styling of a theme in an appearance's palette.
  public init(theme: Theme, palette: PicturePalette = .terminal) {
    self.theme = theme
    self.palette = palette
  }

  /// The appearance drawn.
  public var appearance: PictureAppearance { palette.appearance }
  /// The page's ground.
  public var canvas: PictureColor { palette.canvas }
  /// Text in the default colour.
  public var text: PictureColor { palette.text }

  /// The look of a cell style.
  public func look(of style: Style) -> PictureLook {
    guard palette.appearance != .terminal else { return terminalLook(of: style) }
    var emphasis = theme.palette.look(of: style.role, usesColor: true) ?? Appearance()
    if style.bold { emphasis.bold = true }
    if style.underline { emphasis.underline = true }
    if style.italic { emphasis.italic = true }
    var foreground = palette.text
    var background = palette.canvas
    // A role on a ground (a grouped list's row) keeps its own colours and takes the ground's background
    // where it has none.
    if let ground = style.role.ground, let groundColor = palette.entry(of: ground)?.background {
      background = groundColor
    }
    if let entry = palette.entry(of: style.role.base) {
      foreground = entry.foreground ?? foreground
      background = entry.background ?? background
    } else if emphasis.dim {
      foreground = background.mixed(with: foreground, PictureLook.dimOpacity)
    }
    return PictureLook(
      foreground: foreground, background: background, bold: emphasis.bold, italic: emphasis.italic,
      underline: emphasis.underline)
  }

  /// The look of a style's box-drawing lines: the palette's line colour for the role when it has one (iOS
  /// draws separators as grey hairlines), else the style's own look.
  public func lineLook(of style: Style) -> PictureLook {
    var look = look(of: style)
    if palette.appearance != .terminal, let line = palette.entry(of: style.role.base)?.line {
      look.foreground = line
    }
    return look
  }

  /// Every look the theme's roles take, without emphasis, alone and then on each of the palette's grounds,
  /// the default style's first, each once, in the theme's order: what a colour table needs.
  public var looks: [PictureLook] {
    var looks: [PictureLook] = []
    let roles = theme.palette.roles
    let grounded = palette.grounds.flatMap { ground in roles.map { $0.on(ground) } }
    for style in [Style.plain] + (roles + grounded).map({ Style($0) }) {
      for look in [look(of: style).colorsOnly, lineLook(of: style).colorsOnly] where !looks.contains(look) {
        looks.append(look)
      }
    }
    return looks
  }

  private func terminalLook(of style: Style) -> PictureLook {
    let look = theme.appearance(of: style)
    var foreground = PictureColor.terminal(look.foreground) ?? palette.text
    var background = PictureColor.terminal(look.background) ?? palette.canvas
    if look.reverse { swap(&foreground, &background) }
    return PictureLook(
      foreground: foreground, background: background, bold: look.bold, italic: look.italic,
      underline: look.underline, dim: look.dim)
  }
}
