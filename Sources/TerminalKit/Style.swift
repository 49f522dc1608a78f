/// What a cell is for; a theme maps each role to colours and attributes.
///
/// Roles are open: TerminalKit names the generic ones below, and an app adds its own with
/// `StyleRole("name")` (and gives them looks in its `Palette`).
public struct StyleRole: RawRepresentable, Sendable, Hashable, Codable, CustomStringConvertible {
  /// The role's number in `InternTable.roleNames`: a role is plain data, so a style copies without reference counting.
  let id: UInt32

  /// The role's name, also its CSS class suffix in HTML output (`r-<name>`).
  public var rawValue: String { InternTable.roleNames.text(at: id) }

  /// Creates a role from its name.
  public init(rawValue: String) {
    self.id = InternTable.roleNames.index(of: rawValue)
  }

  /// Creates a role from its name.
  public init(_ name: String) {
    self.init(rawValue: name)
  }

  /// Decodes a role from its name, a plain string.
  public init(from decoder: any Decoder) throws {
    self.init(rawValue: try decoder.singleValueContainer().decode(String.self))
  }

  /// Encodes the role as its name, a plain string.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }

  /// Two roles are equal when their names have the same UTF-8 bytes.
  public static func == (lhs: StyleRole, rhs: StyleRole) -> Bool { lhs.id == rhs.id }

  /// Hashes the role's id.
  public func hash(into hasher: inout Hasher) { hasher.combine(id) }

  /// The role's name.
  public var description: String { rawValue }

  /// Unstyled text.
  public static let plain = StyleRole("plain")
  /// A heading.
  public static let title = StyleRole("title")
  /// Running text.
  public static let body = StyleRole("body")
  /// Less important text.
  public static let secondary = StyleRole("secondary")
  /// A button that is not focused.
  public static let primaryButton = StyleRole("primaryButton")
  /// The focused button or row.
  public static let focusedButton = StyleRole("focusedButton")
  /// A link.
  public static let link = StyleRole("link")
  /// An action that destroys or removes something.
  public static let destructive = StyleRole("destructive")
  /// Content dimmed behind a modal.
  public static let dimmedBackdrop = StyleRole("dimmedBackdrop")
  /// A warning, such as the mark of text that did not fit.
  public static let warning = StyleRole("warning")
  /// An error.
  public static let error = StyleRole("error")
  /// The visible stand-in for a control, bidi or zero-width character.
  public static let controlSymbol = StyleRole("controlSymbol")
  /// A switch that is on.
  public static let toggleOn = StyleRole("toggleOn")
  /// A switch that is off.
  public static let toggleOff = StyleRole("toggleOff")
  /// A control that cannot be used.
  public static let disabled = StyleRole("disabled")
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
