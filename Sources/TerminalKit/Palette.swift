/// The looks of a set of style roles, in colour and in monochrome, in a fixed order.
public struct Palette: Sendable {
  /// One role's looks.
  public struct Entry: Sendable, Hashable {
    /// The role.
    public var role: StyleRole
    /// Its look when colours are used.
    public var colored: Appearance
    /// Its look without colours.
    public var monochrome: Appearance

    /// Creates an entry.
    public init(_ role: StyleRole, colored: Appearance, monochrome: Appearance) {
      self.role = role
      self.colored = colored
      self.monochrome = monochrome
    }
  }

  /// The entries, one per role, in order.
  public let entries: [Entry]
  private let positions: [StyleRole: Int]

  /// Creates a palette; a later entry for a role replaces an earlier one in its place.
  public init(_ entries: [Entry]) {
    (self.entries, self.positions) = RoleEntries.keyed(entries, role: \.role)
  }

  /// The roles, in order.
  public var roles: [StyleRole] { entries.map(\.role) }

  /// The look of a role (a role on a ground looks like the role alone), or nil when the palette lacks it.
  public func look(of role: StyleRole, usesColor: Bool) -> Appearance? {
    guard let position = positions[role] ?? positions[role.base] else { return nil }
    return usesColor ? entries[position].colored : entries[position].monochrome
  }

  /// This palette followed by more entries (which may restyle roles it already has).
  public func adding(_ more: [Entry]) -> Palette {
    Palette(entries + more)
  }

  /// The looks of TerminalKit's generic roles.
  public static let standard = Palette([
    Entry(.plain, colored: Appearance(), monochrome: Appearance()),
    Entry(.title, colored: Appearance(bold: true), monochrome: Appearance(bold: true)),
    Entry(.body, colored: Appearance(), monochrome: Appearance()),
    Entry(.secondary, colored: Appearance(dim: true), monochrome: Appearance(dim: true)),
    Entry(
      .primaryButton, colored: Appearance(.white, on: .blue, bold: true),
      monochrome: Appearance(reverse: true)),
    Entry(
      .focusedButton, colored: Appearance(.black, on: .cyan, bold: true),
      monochrome: Appearance(reverse: true)),
    Entry(.link, colored: Appearance(.blue, underline: true), monochrome: Appearance(underline: true)),
    Entry(
      .destructive, colored: Appearance(.red, bold: true), monochrome: Appearance(bold: true, underline: true)
    ),
    Entry(.dimmedBackdrop, colored: Appearance(dim: true), monochrome: Appearance(dim: true)),
    Entry(
      .warning, colored: Appearance(.yellow, bold: true), monochrome: Appearance(bold: true, underline: true)),
    Entry(.error, colored: Appearance(.red, bold: true), monochrome: Appearance(bold: true, underline: true)),
    Entry(.controlSymbol, colored: Appearance(.black, on: .yellow), monochrome: Appearance(reverse: true)),
    Entry(.toggleOn, colored: Appearance(.green, bold: true), monochrome: Appearance(bold: true)),
    Entry(.toggleOff, colored: Appearance(dim: true), monochrome: Appearance(dim: true)),
    Entry(.disabled, colored: Appearance(dim: true), monochrome: Appearance(dim: true)),
  ])
}
