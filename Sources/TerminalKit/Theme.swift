/// One of the eight basic terminal colours, or the terminal's default.
public enum TerminalColor: Int, Sendable, Hashable, CaseIterable {
  case `default` = -1
  case black = 0
  case red = 1
  case green = 2
  case yellow = 3
  case blue = 4
  case magenta = 5
  case cyan = 6
  case white = 7
}

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

/// Maps style roles to appearances, in colour or in monochrome (NO_COLOR, terminals without colour).
public struct Theme: Sendable {
  /// True when colours are used.
  public let usesColor: Bool

  /// Creates the theme; `usesColor: false` gives attributes only.
  public init(usesColor: Bool) {
    self.usesColor = usesColor
  }

  /// The appearance of a style, including its bold/italic/underline emphasis.
  public func appearance(of style: Style) -> Appearance {
    var look = usesColor ? Self.colored(style.role) : Self.monochrome(style.role)
    if style.bold { look.bold = true }
    if style.underline { look.underline = true }
    if style.italic { look.italic = true }
    return look
  }

  private static func colored(_ role: StyleRole) -> Appearance {
    switch role {
    case .plain, .body: return Appearance()
    case .title: return Appearance(bold: true)
    case .secondary: return Appearance(dim: true)
    case .primaryButton: return Appearance(.white, on: .blue, bold: true)
    case .focusedButton: return Appearance(.black, on: .cyan, bold: true)
    case .link: return Appearance(.blue, underline: true)
    case .systemAlert: return Appearance(.black, on: .white)
    case .systemAlertTitle: return Appearance(.black, on: .white, bold: true)
    case .systemButton: return Appearance(.blue, on: .white)
    case .systemButtonFocused: return Appearance(.white, on: .blue, bold: true)
    case .destructive: return Appearance(.red, bold: true)
    case .dimmedBackdrop: return Appearance(dim: true)
    case .deviceFrame: return Appearance(.white, dim: true)
    case .inspector: return Appearance(.cyan)
    case .inspectorLabel: return Appearance(.cyan, bold: true)
    case .warning: return Appearance(.yellow, bold: true)
    case .error: return Appearance(.red, bold: true)
    case .fallback: return Appearance(.magenta)
    case .controlSymbol: return Appearance(.black, on: .yellow)
    case .toggleOn: return Appearance(.green, bold: true)
    case .toggleOff: return Appearance(dim: true)
    case .disabled: return Appearance(dim: true)
    }
  }

  private static func monochrome(_ role: StyleRole) -> Appearance {
    switch role {
    case .plain, .body, .systemAlert, .inspector, .deviceFrame: return Appearance()
    case .title, .systemAlertTitle, .inspectorLabel, .toggleOn: return Appearance(bold: true)
    case .secondary, .dimmedBackdrop, .toggleOff, .disabled: return Appearance(dim: true)
    case .primaryButton, .focusedButton, .systemButtonFocused, .controlSymbol:
      return Appearance(reverse: true)
    case .systemButton, .link, .fallback: return Appearance(underline: true)
    case .destructive, .warning, .error: return Appearance(bold: true, underline: true)
    }
  }
}
