import ConsentEngine
import JourneyRuntime
import JourneyScreens
import Recordings
import TerminalKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes an interactive walk as a tape that replays to the same frames.
///
/// Buttons become `Press` by role (or by copy key), locale and variant switches become `Locale` and
/// `Variant`, pauses become `Sleep`, and every other key is kept as `Key`. Every line goes through
/// `TapePrinter`, so the parser reads back what was written. The header and settings are written
/// atomically at the start; then each key's lines are appended with one `write` (no flush to disk on
/// the key path), so a killed session leaves whole lines up to its last key, and `finish()` flushes the
/// tape to disk once when the walk ends.
public final class TapeRecorder: SessionObserver {
  private let path: String
  private let clock: () -> Int
  private var settings: [TapeSetting] = []
  private var commands: [TapeCommand] = []
  private var lastKeyTime: Int?
  /// Comments written after the command at that count (live copy reloads).
  private var notes: [(after: Int, text: String)] = []
  /// The tape opened for appending, once its header is written.
  private var descriptor: Int32?
  /// How many `write` calls the keys have made (one per key or reload): what tests count.
  public private(set) var appends = 0

  /// The header comment of a recorded tape.
  static let header = "Recorded by att-journey --record-tape; replay with: att-journey play <this file>"

  /// Records into `path`; `clock` gives milliseconds from any fixed start.
  public init(path: String, clock: @escaping () -> Int) {
    self.path = path
    self.clock = clock
  }

  deinit { if let descriptor { close(descriptor) } }

  /// Writes the header and every setting that changes what is drawn, atomically, and opens the tape for
  /// appending the keys.
  public func sessionStarted(_ session: JourneySession) throws {
    settings = SessionSetup.settings(of: session)
    commands = []
    notes = []
    if let descriptor { close(descriptor) }
    descriptor = nil
    try AtomicFile.write(text, to: path)
    let opened = open(path, O_WRONLY | O_APPEND | O_NOFOLLOW | O_CLOEXEC)
    guard opened >= 0 else {
      throw OutputFileError.cannotWrite(path: path, reason: String(cString: strerror(errno)))
    }
    descriptor = opened
  }

  /// Flushes the tape to disk (once, when the walk ends) and closes it.
  public func finish() throws {
    guard let descriptor else { return }
    self.descriptor = nil
    defer { close(descriptor) }
    guard fsync(descriptor) == 0 || errno == EINVAL || errno == EROFS else {
      throw OutputFileError.cannotWrite(path: path, reason: String(cString: strerror(errno)))
    }
  }

  /// Adds the key as a tape line, after a `Sleep` for the pause before it.
  public func handled(
    _ input: SessionInput, outcome: CommandOutcome, before: JourneySession, after: JourneySession
  ) throws {
    if case .copyReloaded(let files) = input {
      // A replay explains why the text differs from here on: the copy was edited during the walk.
      let names = files.map { $0.split(separator: "/").suffix(2).joined(separator: "/") }
      let note = "copy reloaded: " + names.joined(separator: ", ")
      notes.append((commands.count, note))
      try append(TapePrinter.comment(note) + "\n")
      return
    }
    guard case .key(let key) = input else { return }
    let command = KeyBindings.command(for: key)
    guard command != .quit else { return }
    let now = clock()
    let first = commands.count
    if let last = lastKeyTime {
      let pause = min(10_000, (now - last) / 100 * 100)
      if pause >= 200 { commands.append(.sleep(milliseconds: pause)) }
    }
    lastKeyTime = now
    let refused = outcome.refusal != nil
    commands.append(
      command.flatMap { refused ? nil : TapeVerbs.tapeCommand(replaying: $0, before: before, after: after) }
        ?? .key(key, count: 1))
    try append(commands[first...].map { TapePrinter.line($0) + "\n" }.joined())
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

  /// Appends whole lines with one `write`: a process killed at any point leaves every line whole.
  private func append(_ lines: String) throws {
    guard let descriptor else { return }
    appends += 1
    let failure = DescriptorOutput.writeAll(Array(lines.utf8), to: descriptor)
    guard failure == 0 else {
      throw OutputFileError.cannotWrite(path: path, reason: String(cString: strerror(failure)))
    }
  }
}
