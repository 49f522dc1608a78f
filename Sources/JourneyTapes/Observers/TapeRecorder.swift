import ConsentEngine
import JourneyRuntime
import JourneyScreens
import Recordings
import TerminalKit

/// Writes an interactive walk as a tape that replays to the same frames.
///
/// Buttons become `Press` by role (or by copy key), locale and variant switches become `Locale` and
/// `Variant`, pauses become `Sleep`, and every other key is kept as `Key`. Every line goes through
/// `TapePrinter`, so the parser reads back what was written. The file is rewritten atomically after every
/// key, so a killed session leaves the walk up to its last key.
public final class TapeRecorder: SessionObserver {
  private let path: String
  private let clock: () -> Int
  private var settings: [TapeSetting] = []
  private var commands: [TapeCommand] = []
  private var lastKeyTime: Int?
  /// Comments written after the command at that count (live copy reloads).
  private var notes: [(after: Int, text: String)] = []

  /// The header comment of a recorded tape.
  static let header = "Recorded by att-journey --record-tape; replay with: att-journey play <this file>"

  /// Records into `path`; `clock` gives milliseconds from any fixed start.
  public init(path: String, clock: @escaping () -> Int) {
    self.path = path
    self.clock = clock
  }

  /// Writes the header and every setting that changes what is drawn.
  public func sessionStarted(_ session: JourneySession) throws {
    settings = SessionSetup.settings(of: session)
    commands = []
    notes = []
    try save()
  }

  /// Adds the key as a tape line, after a `Sleep` for the pause before it.
  public func handled(
    _ input: SessionInput, outcome: CommandOutcome, before: JourneySession, after: JourneySession
  ) throws {
    if case .copyReloaded(let files) = input {
      // A replay explains why the text differs from here on: the copy was edited during the walk.
      let names = files.map { $0.split(separator: "/").suffix(2).joined(separator: "/") }
      notes.append((commands.count, "copy reloaded: " + names.joined(separator: ", ")))
      try save()
      return
    }
    guard case .key(let key) = input else { return }
    let command = KeyBindings.command(for: key)
    guard command != .quit else { return }
    let now = clock()
    if let last = lastKeyTime {
      let pause = min(10_000, (now - last) / 100 * 100)
      if pause >= 200 { commands.append(.sleep(milliseconds: pause)) }
    }
    lastKeyTime = now
    let refused = outcome.refusal != nil
    commands.append(
      command.flatMap { refused ? nil : TapeVerbs.tapeCommand(replaying: $0, before: before, after: after) }
        ?? .key(key, count: 1))
    try save()
  }

  /// The tape as written so far.
  public var text: String {
    var text = TapePrinter.text(comment: Self.header, settings: settings, commands: [])
    for note in notes where note.after == 0 { text += TapePrinter.comment(note.text) + "\n" }
    for (index, command) in commands.enumerated() {
      text += TapePrinter.line(command) + "\n"
      for note in notes where note.after == index + 1 { text += TapePrinter.comment(note.text) + "\n" }
    }
    return text
  }

  private func save() throws {
    try AtomicFile.write(text, to: path)
  }
}
