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

  /// The letter keys and what they do, in the order help lists them.
  public static let letterBindings: [(Character, SessionCommand, String)] = [
    ("l", .nextLocale, "next locale"),
    ("L", .previousLocale, "previous locale"),
    ("v", .nextVariant, "next copy variant"),
    ("p", .cyclePseudo, "cycle pseudo-locale"),
    ("k", .toggleKeys, "show string keys instead of text"),
    ("i", .toggleInspector, "show or hide the inspector"),
    ("s", .toggleSettings, "open Settings › Tracking, or return to the app"),
    ("b", .backgroundAndReturn, "send the app to the background and back"),
    ("a", .otherAlert, "raise another permission alert (ATT-6)"),
    ("r", .reinstall, "delete and reinstall the app (ATT-3)"),
    ("g", .cycleRegion, "next consent region"),
    ("w", .cycleWiring, "next wiring (while the app is not running)"),
    ("?", .toggleHelp, "help"),
    ("q", .quit, "quit"),
  ]

  private static let letters: [Character: SessionCommand] = Dictionary(
    uniqueKeysWithValues: letterBindings.map { ($0.0, $0.1) })
}
