import TerminalKit
import TextSafety

/// One frame of a playback: when it was drawn, after which tape line, and its cells.
public struct TimedFrame: Sendable, Equatable {
  /// Microseconds from the start, on the tape's clock.
  public var time: Int
  /// The tape line whose action drew it (nil for the first frame).
  public var location: SourceLocation?
  /// The tape line's text, for the frames file.
  public var label: String
  /// The cells.
  public var buffer: Buffer
  /// The session loop's number for these cells; nil when the frame came from elsewhere.
  ///
  /// Two frames with one serial show the same cells. Not part of equality.
  public var serial: Int?

  /// A frame.
  public init(time: Int, location: SourceLocation?, label: String, buffer: Buffer, serial: Int? = nil) {
    self.time = time
    self.location = location
    self.label = label
    self.buffer = buffer
    self.serial = serial
  }

  /// The same time, line, label and cells.
  public static func == (lhs: TimedFrame, rhs: TimedFrame) -> Bool {
    lhs.time == rhs.time && lhs.location == rhs.location && lhs.label == rhs.label && lhs.buffer == rhs.buffer
  }
}
