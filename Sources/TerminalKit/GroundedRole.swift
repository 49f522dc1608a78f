extension StyleRole {
  /// This role drawn on a ground role's background (`body` on a grouped list's row): the terminal, HTML
  /// and ncurses draw it as the role alone; pictures take the ground's background when the role has none.
  public func on(_ ground: StyleRole) -> StyleRole {
    StyleRole(base.rawValue + String(Self.groundMark) + ground.base.rawValue)
  }

  /// The role without a ground: itself for an ordinary role.
  public var base: StyleRole {
    let name = rawValue
    guard let mark = name.firstIndex(of: Self.groundMark) else { return self }
    return StyleRole(String(name[..<mark]))
  }

  /// The ground a role is drawn on, or nil for an ordinary role.
  public var ground: StyleRole? {
    let name = rawValue
    guard let mark = name.firstIndex(of: Self.groundMark) else { return nil }
    return StyleRole(String(name[name.index(after: mark)...]))
  }

  /// What joins a role's name to its ground's.
  static let groundMark: Character = "@"
}

extension Style {
  /// The style with its role off any ground.
  public var withoutGround: Style {
    var style = self
    style.role = role.base
    return style
  }
}

extension Buffer {
  /// Puts every cell of a rect on a ground role (text and emphasis kept); `under` leaves cells already on
  /// a ground as they are, so a page's ground goes under rows grounded before it.
  public mutating func ground(_ rect: Rect, with ground: StyleRole, under: Bool = false) {
    let area = rect.intersection(bounds)
    guard !area.isEmpty else { return }
    // A role's name is looked up and joined once per run of cells with the same role, not once per cell.
    var lastRole: StyleRole?
    var lastGrounded: StyleRole?
    for y in area.y..<area.maxY {
      for x in area.x..<area.maxX {
        var cell = self[x, y]
        let role = cell.style.role
        if role != lastRole {
          lastRole = role
          lastGrounded = under && role.ground != nil ? nil : role.base.on(ground)
        }
        guard let grounded = lastGrounded else { continue }
        cell.style.role = grounded
        self[x, y] = cell
      }
    }
  }
}
