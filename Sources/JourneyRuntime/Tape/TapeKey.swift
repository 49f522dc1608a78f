/// A key named in a tape's `Key` command.
public enum TapeKey: Sendable, Hashable {
  case enter
  case tab
  case space
  case up
  case down
  case left
  case right
  case escape
  case backspace
  case character(Character)

  /// The named keys, as a tape spells them.
  public static let names = ["Enter", "Tab", "Space", "Up", "Down", "Left", "Right", "Escape", "Backspace"]

  /// Reads a key name: one of `names` or a single character.
  public init?(name: String) {
    switch name {
    case "Enter": self = .enter
    case "Tab": self = .tab
    case "Space": self = .space
    case "Up": self = .up
    case "Down": self = .down
    case "Left": self = .left
    case "Right": self = .right
    case "Escape": self = .escape
    case "Backspace": self = .backspace
    default:
      guard name.count == 1, let only = name.first, !only.isWhitespace,
        !only.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
      else { return nil }
      self = .character(only)
    }
  }

  /// The name a tape uses for this key.
  public var name: String {
    switch self {
    case .enter: return "Enter"
    case .tab: return "Tab"
    case .space: return "Space"
    case .up: return "Up"
    case .down: return "Down"
    case .left: return "Left"
    case .right: return "Right"
    case .escape: return "Escape"
    case .backspace: return "Backspace"
    case .character(let c): return String(c)
    }
  }
}
