import TextSafety

/// One key a person pressed, as the journey understands it.
public enum KeyPress: Sendable, Hashable {
  /// A printable character (letters, digits, punctuation, any script).
  case character(Character)
  /// Return / Enter.
  case enter
  /// Tab.
  case tab
  /// Shift-Tab.
  case backTab
  /// Arrow up.
  case up
  /// Arrow down.
  case down
  /// Arrow left.
  case left
  /// Arrow right.
  case right
  /// Escape.
  case escape
  /// The space bar.
  case space
  /// Backspace / Delete-left.
  case backspace
  /// Control-C.
  case ctrlC

  /// Keys that have a name of their own, in the order help lists them.
  public static let namedKeys: [KeyPress] = [
    .enter, .tab, .backTab, .up, .down, .left, .right, .escape, .space, .backspace, .ctrlC,
  ]

  /// The key a typed character stands for: control characters become their named keys.
  public init(typed character: Character) {
    switch character {
    case "\r", "\n", "\r\n": self = .enter
    case "\t": self = .tab
    case " ": self = .space
    case "\u{7F}", "\u{08}": self = .backspace
    case "\u{1B}": self = .escape
    case "\u{03}": self = .ctrlC
    default: self = .character(character)
    }
  }

  /// The readable name used by tapes and recordings: "Enter", "Tab", "Up", or the character itself.
  ///
  /// A character that would be invisible or ambiguous (a control character, or whitespace other
  /// than the space bar) is named by its code point, e.g. "U+00A0".
  public var name: String {
    switch self {
    case .enter: return "Enter"
    case .tab: return "Tab"
    case .backTab: return "Shift+Tab"
    case .up: return "Up"
    case .down: return "Down"
    case .left: return "Left"
    case .right: return "Right"
    case .escape: return "Escape"
    case .space: return "Space"
    case .backspace: return "Backspace"
    case .ctrlC: return "Ctrl+C"
    case .character(let character):
      if character.unicodeScalars.contains(where: Self.needsCodePointName) {
        return character.unicodeScalars.map(Self.codePointName).joined(separator: " ")
      }
      return String(character)
    }
  }

  /// The key a readable name stands for (the inverse of `name`); nil for an unknown name.
  ///
  /// Named keys match without regard to case ("enter", "ENTER"); "Esc", "BackTab" and "Ctrl-C"
  /// are accepted as well. A single character stands for itself.
  public init?(name: String) {
    let folded = name.lowercased()
    if let named = Self.namedKeys.first(where: { $0.name.lowercased() == folded }) {
      self = named
      return
    }
    switch folded {
    case "esc": self = .escape
    case "backtab", "shift-tab": self = .backTab
    case "ctrl-c", "^c": self = .ctrlC
    case "return": self = .enter
    default:
      if name.count == 1, let only = name.first {
        self = KeyPress(typed: only)
        return
      }
      guard let scalars = Self.scalars(fromCodePointNames: name) else { return nil }
      var text = String.UnicodeScalarView()
      text.append(contentsOf: scalars)
      guard let character = String(text).first, String(text).count == 1 else { return nil }
      self = KeyPress(typed: character)
    }
  }

  private static func needsCodePointName(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .control, .format, .spaceSeparator, .lineSeparator, .paragraphSeparator, .unassigned,
      .surrogate, .privateUse:
      return true
    default:
      return false
    }
  }

  private static func codePointName(_ scalar: Unicode.Scalar) -> String {
    CodePoint.name(of: scalar)
  }

  private static func scalars(fromCodePointNames name: String) -> [Unicode.Scalar]? {
    var result: [Unicode.Scalar] = []
    for part in name.split(separator: " ") {
      guard part.hasPrefix("U+"), let value = UInt32(part.dropFirst(2), radix: 16),
        let scalar = Unicode.Scalar(value)
      else { return nil }
      result.append(scalar)
    }
    return result.isEmpty ? nil : result
  }
}
