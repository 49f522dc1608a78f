import JourneyScreens
import StringTables
import TerminalKit
import TextSafety

/// Keeps the frames of a headless session with the time and the line that drew them: casts, frames, galleries.
///
/// A frame identical to the one before is not kept again; with `keepingFrames` false (no output needs
/// them, as for `play --state-json` alone) only the latest frame is kept, so memory does not grow with
/// the tape.
public final class FrameRecorder: FramePresenter {
  /// Every distinct frame, oldest first (only the latest when frames are not kept).
  public private(set) var frames: [TimedFrame] = []
  /// Whether every distinct frame is kept.
  public let keepingFrames: Bool
  /// The clock the next frame is stamped with, in microseconds.
  public var now = 0
  /// The label the next frame is stamped with.
  public var label = "start"
  /// The tape line the next frame is stamped with.
  public var location: SourceLocation?

  /// An empty recorder; `keepingFrames` false keeps only the latest frame.
  public init(keepingFrames: Bool = true) { self.keepingFrames = keepingFrames }

  /// Keeps the frame unless it shows the same cells as the last one.
  public func present(_ frame: RenderedFrame) throws {
    if let last = frames.last, last.buffer == frame.buffer { return }
    if !keepingFrames { frames.removeAll(keepingCapacity: true) }
    frames.append(TimedFrame(time: now, location: location, label: label, buffer: frame.buffer))
  }
}
