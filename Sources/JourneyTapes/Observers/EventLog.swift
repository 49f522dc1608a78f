import ConsentEngine
import HostSystem
import JourneyRuntime
import Recordings

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Appends a walk's record to a JSON Lines file, one object per line, written as it happens.
///
/// Each line is written with a single `write` to a file opened for appending, so a killed session loses
/// nothing that happened before it was killed.
public final class EventLog: SessionObserver {
  private let descriptor: Int32
  private let path: String
  private var eventsWritten = 0
  private let clock: () -> Int
  private var lastTime = 0

  /// Opens (creating if needed) the log for appending; `clock` stamps every record, in microseconds.
  public init(path: String, clock: @escaping () -> Int = MonotonicClock.microseconds) throws(OutputFileError)
  {
    // O_NONBLOCK: a FIFO with no reader is an error at once, never a wait; writes block again after.
    let descriptor = open(path, O_WRONLY | O_CREAT | O_APPEND | O_NONBLOCK | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      let reason =
        errno == ENXIO ? "a FIFO with no reader; nothing waits for one" : String(cString: strerror(errno))
      throw .cannotWrite(path: path, reason: reason)
    }
    _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
    self.descriptor = descriptor
    self.path = path
    self.clock = clock
  }

  deinit { close(descriptor) }

  /// Writes the session's start: every setting of the scenario and the view, as a tape's `Set` lines name
  /// them (`null` for the base variant, no pseudo-locale and no restriction).
  public func sessionStarted(_ session: JourneySession) throws {
    let nulls: Set<String> = ["variant=base", "pseudo=none", "restricted=false"]
    let setup = SessionSetup.fields(of: session).map { field in
      (field.name, nulls.contains("\(field.name)=\(field.value)") ? "null" : JSONText.string(field.value))
    }
    try append([("record", JSONText.string("walkStarted"))] + setup)
    try writeNewEvents(session)
  }

  /// Writes the key pressed (or the command given), the view it was given in, any refusal, then every
  /// engine event it caused.
  public func handled(
    _ input: SessionInput, outcome: CommandOutcome, before: JourneySession, after: JourneySession
  ) throws {
    let what: (String, String)
    switch input {
    case .key(let key): what = ("key", JSONText.string(key.name))
    case .command(let command): what = ("command", JSONText.string("\(command)"))
    case .copyReloaded(let files):
      what = ("files", "[" + files.map(JSONText.string).joined(separator: ", ") + "]")
      try append([
        ("record", JSONText.string("copyReloaded")), what,
        ("refused", outcome.refusal.map(JSONText.string) ?? "null"),
      ])
      return
    }
    try append([
      ("record", JSONText.string(what.0)), what,
      ("screen", JSONText.string(ScreenName.primary(of: before.state))),
      ("locale", JSONText.string(after.view.locale)),
      ("variant", after.view.variant.map(JSONText.string) ?? "null"),
      ("pseudo", after.view.pseudo.map { JSONText.string($0.rawValue) } ?? "null"),
      ("refused", outcome.refusal.map(JSONText.string) ?? "null"),
    ])
    try writeNewEvents(after)
  }

  private func writeNewEvents(_ session: JourneySession) throws {
    let events = session.events
    guard eventsWritten < events.count else { return }
    for event in events[eventsWritten...] {
      var line = StateJSON.event(event)
      line.removeLast()
      line +=
        ", \"locale\": " + JSONText.string(session.view.locale) + ", \"variant\": "
        + (session.view.variant.map(JSONText.string) ?? "null") + ", \"monotonic\": " + timestamp() + "}"
      try write(line)
    }
    eventsWritten = events.count
  }

  private func append(_ pairs: [(String, String)]) throws {
    try write(JSONText.object(pairs + [("monotonic", timestamp())]))
  }

  /// Seconds on the monotonic clock, never less than the record before.
  private func timestamp() -> String {
    lastTime = max(lastTime, clock())
    return JSONText.seconds(microseconds: lastTime)
  }

  private func write(_ line: String) throws(OutputFileError) {
    let failure = DescriptorOutput.writeAll(Array((line + "\n").utf8), to: descriptor)
    guard failure == 0 else { throw .cannotWrite(path: path, reason: String(cString: strerror(failure))) }
  }
}
