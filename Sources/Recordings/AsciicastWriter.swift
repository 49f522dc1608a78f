/// The one asciicast v2 writer: the header, then each event as a line when it comes, to a file being staged
/// or to memory (`Asciicast`); no wall-clock timestamp, so runs are identical.
public struct AsciicastWriter {
  /// Terminal columns.
  public let width: Int
  /// Terminal rows.
  public let height: Int
  /// The recording's title.
  public let title: String
  /// Where the lines go.
  public let destination: any TextOutput
  /// The time of the last event, in microseconds from the start.
  public private(set) var lastTime = 0

  /// Writes the header of a `width`×`height` terminal's recording to `destination`.
  public init(
    width: Int, height: Int, title: String, term: String = "xterm-256color", to destination: any TextOutput
  ) {
    self.width = width
    self.height = height
    self.title = title
    self.destination = destination
    destination.write(Self.header(width: width, height: height, title: title, term: term) + "\n")
  }

  /// The header line of a `width`×`height` recording, without its newline.
  static func header(width: Int, height: Int, title: String, term: String) -> String {
    let env = JSONText.object([("TERM", JSONText.string(term))])
    return JSONText.object([
      ("version", "2"), ("width", String(width)), ("height", String(height)),
      ("title", JSONText.string(title)), ("env", env),
    ])
  }

  /// Appends terminal output at a time in microseconds (never earlier than the last event); empty output is
  /// no event.
  public mutating func output(_ bytes: String, atMicroseconds time: Int) {
    guard !bytes.isEmpty else { return }
    append(code: "o", data: bytes, at: time)
  }

  /// Appends a marker, which players show as a chapter point.
  public mutating func marker(_ label: String, atMicroseconds time: Int) {
    append(code: "m", data: label, at: time)
  }

  private mutating func append(code: String, data: String, at time: Int) {
    lastTime = max(lastTime, time)
    destination.write(
      "[" + JSONText.seconds(microseconds: lastTime) + ", " + JSONText.string(code) + ", "
        + JSONText.string(data)
        + "]\n")
  }
}
