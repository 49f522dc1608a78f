/// Which session command each key gives, the same for the terminal and for tapes.
public enum KeyMap {
  /// The command for a key, or nil when the key does nothing.
  public static func command(for key: KeyPress) -> SessionCommand? {
    switch key {
    case .enter, .space: return .pressFocused
    case .tab, .down, .right: return .focusNext
    case .up, .left, .backTab: return .focusPrevious
    case .ctrlC: return .quit
    case .escape: return .dismiss
    case .backspace: return nil
    case .character(let character): return letters[character]
    }
  }

  /// The letter keys and what they do, in the order help lists them (help's words: `PrototypeText.keys`).
  public static let letterBindings: [(Character, SessionCommand)] = [
    ("l", .nextLocale),
    ("L", .previousLocale),
    ("v", .nextVariant),
    ("p", .cyclePseudo),
    ("k", .toggleKeys),
    ("i", .toggleInspector),
    ("s", .toggleSettings),
    ("b", .backgroundAndReturn),
    ("a", .otherAlert),
    ("r", .reinstall),
    ("g", .cycleRegion),
    ("w", .cycleWiring),
    ("?", .toggleHelp),
    ("q", .quit),
  ]

  private static let letters: [Character: SessionCommand] = Dictionary(
    uniqueKeysWithValues: letterBindings.map { ($0.0, $0.1) })
}
