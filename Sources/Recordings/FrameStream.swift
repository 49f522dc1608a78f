/// An output written while a tape plays: each distinct frame as it is drawn, the markers, then the end.
///
/// Frames and markers come in the order the tape makes them, on its clock (never earlier than the one
/// before).
public protocol FrameStream: AnyObject {
  /// A distinct frame (never the same cells as the one before).
  func frame(_ frame: TimedFrame)
  /// A `Marker` line, at its time on the tape's clock.
  func marker(_ label: String, atMicroseconds time: Int)
  /// No marker can come any more at the latest frame's time: frames held for one may be written.
  func settle()
  /// The tape played to its end, whose time is `clock`: the last bytes are written.
  func finish(atMicroseconds clock: Int)
}
