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
    for y in area.y..<area.maxY {
      for x in area.x..<area.maxX {
        var cell = self[x, y]
        guard !under || cell.style.role.ground == nil else { continue }
        cell.style.role = cell.style.role.base.on(ground)
        self[x, y] = cell
      }
    }
  }
}
