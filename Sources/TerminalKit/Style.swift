/// What a cell is for; presenters map each role to colours and attributes.
public enum StyleRole: String, Sendable, Hashable, CaseIterable, Codable {
  case plain
  case title
  case body
  case secondary
  case primaryButton
  case focusedButton
  case link
  case systemAlert
  case systemAlertTitle
  case systemButton
  case systemButtonFocused
  case destructive
  case dimmedBackdrop
  case deviceFrame
  case inspector
  case inspectorLabel
  case warning
  case error
  case fallback
  case controlSymbol
  case toggleOn
  case toggleOff
  case disabled
}

/// How a cell is drawn: a role plus emphasis that Markdown and screens may add.
public struct Style: Sendable, Hashable {
  /// The role that decides colours.
  public var role: StyleRole
  /// Bold text.
  public var bold: Bool
  /// Italic text.
  public var italic: Bool
  /// Underlined text.
  public var underline: Bool

  /// Creates a style for a role with optional emphasis.
  public init(_ role: StyleRole = .plain, bold: Bool = false, italic: Bool = false, underline: Bool = false) {
    self.role = role
    self.bold = bold
    self.italic = italic
    self.underline = underline
  }

  /// The default style.
  public static let plain = Style()
}
