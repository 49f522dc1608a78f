/// What an asciicast is made of after its header: terminal output and markers, in order, each at a time in
/// microseconds from the start (never earlier than the event before).
public protocol AsciicastEvents {
  /// Appends terminal output; empty output is no event.
  mutating func output(_ bytes: String, atMicroseconds time: Int)
  /// Appends a marker, which players show as a chapter point.
  mutating func marker(_ label: String, atMicroseconds time: Int)
}
