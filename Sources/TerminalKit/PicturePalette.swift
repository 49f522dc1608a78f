/// The colours of one picture appearance: the page's ground and text, and each style role's foreground and
/// background. The terminal appearance has no entries: its colours come from the theme's terminal colours.
public struct PicturePalette: Sendable {
  /// One role's colours; nil keeps the page's text or ground.
  public struct Entry: Sendable, Hashable {
    /// The role.
    public var role: StyleRole
    /// Its text colour, or nil for the page's text.
    public var foreground: PictureColor?
    /// Its ground, or nil for the page's ground.
    public var background: PictureColor?
    /// The colour of its box-drawing lines (an alert's hairlines), or nil for its text colour.
    public var line: PictureColor?
    /// True for a ground other roles are drawn on (`StyleRole.on(_:)`): a grouped list's page or row.
    public var isGround: Bool

    /// Creates an entry.
    public init(
      _ role: StyleRole, _ foreground: PictureColor?, on background: PictureColor? = nil,
      line: PictureColor? = nil, isGround: Bool = false
    ) {
      self.role = role
      self.foreground = foreground
      self.background = background
      self.line = line
      self.isGround = isGround
    }
  }

  /// The appearance these colours are.
  public let appearance: PictureAppearance
  /// The page's ground: every cell whose role gives no background.
  public let canvas: PictureColor
  /// Text whose role gives no colour.
  public let text: PictureColor
  /// The entries, in order.
  public let entries: [Entry]
  private let positions: [StyleRole: Int]

  /// Creates a palette; a later entry for a role replaces an earlier one.
  public init(appearance: PictureAppearance, canvas: PictureColor, text: PictureColor, _ entries: [Entry]) {
    self.appearance = appearance
    self.canvas = canvas
    self.text = text
    (self.entries, self.positions) = RoleEntries.keyed(entries, role: \.role)
  }

  /// The entry of a role, or nil when the palette lacks it.
  public func entry(of role: StyleRole) -> Entry? {
    positions[role].map { entries[$0] }
  }

  /// The ground roles, in order.
  public var grounds: [StyleRole] { entries.filter(\.isGround).map(\.role) }

  /// The terminal appearance: `#ddd` text on `#111`, roles in the theme's eight terminal colours.
  public static let terminal = PicturePalette(
    appearance: .terminal, canvas: PictureColor(hex: 0x111111), text: PictureColor(hex: 0xdddddd), [])
}
