/// An asciicast v2 written line by line as its events come, the same bytes `Asciicast` builds in memory.
public struct AsciicastWriter: AsciicastEvents {
  /// Where the lines go.
  public let destination: any TextOutput
  /// The time of the last event, in microseconds from the start.
  public private(set) var lastTime = 0

  /// Writes the header of a `width`×`height` terminal's recording to `destination`.
  public init(
    width: Int, height: Int, title: String, term: String = "xterm-256color", to destination: any TextOutput
  ) {
    self.destination = destination
    destination.write(Asciicast.header(width: width, height: height, title: title, term: term) + "\n")
  }

  public mutating func output(_ bytes: String, atMicroseconds time: Int) {
    guard !bytes.isEmpty else { return }
    append(code: "o", data: bytes, at: time)
  }

  public mutating func marker(_ label: String, atMicroseconds time: Int) {
    append(code: "m", data: label, at: time)
  }

  private mutating func append(code: String, data: String, at time: Int) {
    lastTime = max(lastTime, time)
    destination.write(Asciicast.event(code: code, data: data, atMicroseconds: lastTime) + "\n")
  }
}
