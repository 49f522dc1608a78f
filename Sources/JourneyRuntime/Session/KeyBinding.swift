import JourneyScreens

/// Where a key binding acts.
public enum KeyScope: String, Sendable, Hashable {
  /// On the phone: presses, focus, lifecycle; a layer on top (alert, sheet, help) may own the key.
  case phone
  /// How the prototype shows the journey (locale, variant, panels); acts under alerts and sheets too.
  case view
  /// Always: help and quit.
  case always
}

/// One key binding: the keys, the command, and what help says about it.
public struct KeyBinding: Sendable, Equatable {
  /// The keys that give the command.
  public var keys: [KeyPress]
  /// The keys as help prints them, such as "l" or "Enter Space".
  public var label: String
  /// The command.
  public var command: SessionCommand
  /// What the key does, for help, `--help` and the README.
  public var help: String
  /// Where it acts.
  public var scope: KeyScope
}

/// The one table of key bindings: the key map, the help overlay, `--help` and the README's key table.
public enum KeyBindings {
  /// Every binding in the order help lists them.
  public static let all: [KeyBinding] = [
    KeyBinding(
      keys: [.tab, .down, .right], label: "Tab ↓ →", command: .focusNext, help: "focus the next button",
      scope: .phone),
    KeyBinding(
      keys: [.backTab, .up, .left], label: "⇧Tab ↑ ←", command: .focusPrevious,
      help: "focus the previous button",
      scope: .phone),
    KeyBinding(
      keys: [.enter, .space], label: "Enter Space", command: .pressFocused, help: "press the focused button",
      scope: .phone),
    KeyBinding(
      keys: [.escape], label: "Esc", command: .dismiss,
      help: "close help, sheet, Settings", scope: .always),
    KeyBinding(keys: [.character("l")], label: "l", command: .nextLocale, help: "next locale", scope: .view),
    KeyBinding(
      keys: [.character("L")], label: "L", command: .previousLocale, help: "previous locale", scope: .view),
    KeyBinding(
      keys: [.character("=")], label: "=", command: .nextBesideLocale,
      help: "second phone: next locale", scope: .view),
    KeyBinding(
      keys: [.character("v")], label: "v", command: .nextVariant, help: "next variant (base last)",
      scope: .view),
    KeyBinding(
      keys: [.character("p")], label: "p", command: .cyclePseudo, help: "cycle pseudo-locales", scope: .view),
    KeyBinding(
      keys: [.character("k")], label: "k", command: .toggleKeys, help: "copy keys instead of text",
      scope: .view),
    KeyBinding(
      keys: [.character("i")], label: "i", command: .toggleInspector, help: "inspector on / off", scope: .view
    ),
    KeyBinding(
      keys: [.character("t")], label: "t", command: .cycleTextSize,
      help: "next text size", scope: .view),
    KeyBinding(
      keys: [.character("[")], label: "[", command: .scrollUp, help: "scroll a tall screen up",
      scope: .view),
    KeyBinding(
      keys: [.character("]")], label: "]", command: .scrollDown, help: "scroll a tall screen down",
      scope: .view),
    KeyBinding(
      keys: [.character("s")], label: "s", command: .toggleSettings,
      help: "Settings › Tracking, or back", scope: .phone),
    KeyBinding(
      keys: [.character("b")], label: "b", command: .backgroundAndReturn,
      help: "app to background / back", scope: .phone),
    KeyBinding(
      keys: [.character("c")], label: "c", command: .toggleInterruption,
      help: "Control Centre down / up", scope: .phone),
    KeyBinding(
      keys: [.character("a")], label: "a", command: .otherAlert, help: "another permission alert",
      scope: .phone),
    KeyBinding(
      keys: [.character("r")], label: "r", command: .reinstall, help: "delete and reinstall the app",
      scope: .phone),
    KeyBinding(
      keys: [.character("g")], label: "g", command: .cycleRegion, help: "next consent region", scope: .phone),
    KeyBinding(
      keys: [.character("w")], label: "w", command: .cycleWiring,
      help: "next wiring (next launch)", scope: .phone),
    KeyBinding(keys: [.character("?")], label: "?", command: .toggleHelp, help: "this help", scope: .always),
    KeyBinding(
      keys: [.character("q"), .ctrlC], label: "q Ctrl-C", command: .quit, help: "quit", scope: .always),
  ]

  /// The binding a key belongs to, or nil for a key that is not bound.
  public static func binding(for key: KeyPress) -> KeyBinding? {
    byKey[key]
  }

  /// The command a key gives, or nil for a key that is not bound.
  public static func command(for key: KeyPress) -> SessionCommand? {
    byKey[key]?.command
  }

  /// The help overlay's lines: the keys and what they do, in table order, built once.
  public static let helpLines: [HelpLine] = all.map { HelpLine(key: $0.label, meaning: $0.help) }

  /// The keys as a Markdown table, as the README shows them.
  public static var markdownTable: String {
    var lines = ["| key | what it does |", "|---|---|"]
    for binding in all {
      let keys = binding.label.split(separator: " ").map { "`\($0)`" }.joined(separator: " ")
      lines.append("| \(keys) | \(binding.help) |")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private static let byKey: [KeyPress: KeyBinding] = {
    var map: [KeyPress: KeyBinding] = [:]
    for binding in all {
      for key in binding.keys where map[key] == nil { map[key] = binding }
    }
    return map
  }()
}
