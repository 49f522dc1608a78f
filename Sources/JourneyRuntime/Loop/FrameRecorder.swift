import JourneyScreens
import StringTables
import TerminalKit
import TextSafety

/// Keeps the frames of a headless session with the time and the line that drew them: casts, frames, galleries.
///
/// A frame identical to the one before is not kept again.
public final class FrameRecorder: FramePresenter {
  /// Every distinct frame, oldest first.
  public private(set) var frames: [TimedFrame] = []
  /// The clock the next frame is stamped with, in microseconds.
  public var now = 0
  /// The label the next frame is stamped with.
  public var label = "start"
  /// The tape line the next frame is stamped with.
  public var location: SourceLocation?

  /// An empty recorder.
  public init() {}

  /// Keeps the frame unless it shows the same cells as the last one.
  public func present(_ frame: RenderedFrame) throws {
    if let last = frames.last, last.buffer == frame.buffer { return }
    frames.append(TimedFrame(time: now, location: location, label: label, buffer: frame.buffer))
  }
}
