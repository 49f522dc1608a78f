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
}
