/// An asciicast v2 recording built in memory: a header line, then one JSON array per event.
public struct Asciicast: Sendable, Equatable, AsciicastEvents {
  /// Terminal columns.
  public let width: Int
  /// Terminal rows.
  public let height: Int
  /// The recording's title.
  public let title: String
  /// The header and event lines, each a complete JSON text without its newline.
  public private(set) var lines: [String]
  /// The time of the last event, in microseconds from the start.
  public private(set) var lastTime = 0

  /// Starts a recording of a `width`×`height` terminal; no wall-clock timestamp, so runs are identical.
  public init(width: Int, height: Int, title: String, term: String = "xterm-256color") {
    self.width = width
    self.height = height
    self.title = title
    lines = [Self.header(width: width, height: height, title: title, term: term)]
  }

  /// The header line of a `width`×`height` recording, without its newline.
  public static func header(width: Int, height: Int, title: String, term: String = "xterm-256color") -> String
  {
    let env = JSONText.object([("TERM", JSONText.string(term))])
    return JSONText.object([
      ("version", "2"), ("width", String(width)), ("height", String(height)),
      ("title", JSONText.string(title)), ("env", env),
    ])
  }

  /// One event line (`o` output, `m` marker) at a time in microseconds, without its newline.
  public static func event(code: String, data: String, atMicroseconds time: Int) -> String {
    "[" + JSONText.seconds(microseconds: time) + ", " + JSONText.string(code) + ", " + JSONText.string(data)
      + "]"
  }

  /// Appends terminal output at a time in microseconds (never earlier than the last event).
  public mutating func output(_ bytes: String, atMicroseconds time: Int) {
    guard !bytes.isEmpty else { return }
    append(code: "o", data: bytes, at: time)
  }

  /// Appends a marker, which players show as a chapter point.
  public mutating func marker(_ label: String, atMicroseconds time: Int) {
    append(code: "m", data: label, at: time)
  }

  /// The whole file: every line followed by a newline.
  public var text: String { lines.map { $0 + "\n" }.joined() }

  private mutating func append(code: String, data: String, at time: Int) {
    lastTime = max(lastTime, time)
    lines.append(Self.event(code: code, data: data, atMicroseconds: lastTime))
  }
}
