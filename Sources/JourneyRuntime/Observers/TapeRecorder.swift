import ConsentEngine
import JourneyScreens
import TerminalKit

/// Writes an interactive walk as a tape that replays to the same frames.
///
/// Buttons become `Press` by role (or by copy key), locale and variant switches become `Locale` and
/// `Variant`, pauses become `Sleep`, and every other key is kept as `Key`. The file is rewritten atomically
/// after every key, so a killed session leaves the walk up to its last key.
public final class TapeRecorder: SessionObserver {
  private let path: String
  private let clock: () -> Int
  private var lines: [String] = []
  private var lastKeyTime: Int?

  /// Records into `path`; `clock` gives milliseconds from any fixed start.
  public init(path: String, clock: @escaping () -> Int) {
    self.path = path
    self.clock = clock
  }

  /// Writes the header and every setting that changes what is drawn.
  public func sessionStarted(_ session: JourneySession) throws {
    lines = ["# Recorded by att-journey --record-tape; replay with: att-journey play <this file>"]
    lines += SessionSetup.settings(of: session).map(\.line)
    lines.append("")
    try save()
  }

  /// Adds the key as a tape line, after a `Sleep` for the pause before it.
  public func handled(
    _ input: SessionInput, outcome: CommandOutcome, before: JourneySession, after: JourneySession
  ) throws {
    if case .copyReloaded(let files) = input {
      // A replay explains why the text differs from here on: the copy was edited during the walk.
      let names = files.map { $0.split(separator: "/").suffix(2).joined(separator: "/") }
      lines.append("# copy reloaded: " + names.joined(separator: ", ").filter { !$0.isNewline })
      try save()
      return
    }
    guard case .key(let key) = input else { return }
    let command = KeyBindings.command(for: key)
    guard command != .quit else { return }
    let now = clock()
    if let last = lastKeyTime {
      let pause = min(10_000, (now - last) / 100 * 100)
      if pause >= 200 { lines.append("Sleep \(pause)ms") }
    }
    lastKeyTime = now
    let refused = outcome.refusal != nil
    lines.append(
      command.flatMap { refused ? nil : Self.line(for: key, command: $0, before: before, after: after) }
        ?? "Key \(key.name)")
    try save()
  }

  static func line(for key: KeyPress, command: SessionCommand, before: JourneySession, after: JourneySession)
    -> String
  {
    switch command {
    case .pressFocused:
      guard !before.view.showsHelp, let button = before.screenModel().focusedButton else {
        return "Key \(key.name)"
      }
      return "Press \(button.pressTarget.name)"
    case .nextLocale, .previousLocale, .setLocale: return "Locale \(after.view.locale)"
    case .nextVariant, .setVariant: return "Variant \(after.view.variant ?? "base")"
    case .otherAlert: return "OtherAlert"
    case .reinstall: return "Reinstall"
    default: return "Key \(key.name)"
    }
  }

  private func save() throws {
    try AtomicFile.write(lines.joined(separator: "\n") + "\n", to: path)
  }
}
