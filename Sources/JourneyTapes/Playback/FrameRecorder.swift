import JourneyRuntime
import JourneyScreens
import Recordings
import StringTables
import TerminalKit
import TextSafety

/// Keeps the frames of a headless session with the time and the line that drew them: casts, frames, galleries.
///
/// A frame identical to the one before is not kept again. Each distinct frame goes to the streams (the
/// cast and the frames text, written while the tape plays); with `keepingFrames` false (no output needs
/// every frame at the end, as for `play --cast`, `--frames` or `--state-json`) only the latest frame is
/// kept, so memory does not grow with the tape.
public final class FrameRecorder: FramePresenter {
  /// Every distinct frame, oldest first (only the latest when frames are not kept).
  public private(set) var frames: [TimedFrame] = []
  /// Whether every distinct frame is kept.
  public let keepingFrames: Bool
  /// The outputs each distinct frame and marker is written to as it comes.
  public private(set) var streams: [any FrameStream] = []
  /// The clock the next frame is stamped with, in microseconds.
  public var now = 0
  /// The label the next frame is stamped with.
  public var label = "start"
  /// The tape line the next frame is stamped with.
  public var location: SourceLocation?

  /// How many recordings of one command share `maximumKeptCells` (the locales of `play --all-locales` and of
  /// the gallery).
  public let sharedBy: Int

  /// An empty recorder; `keepingFrames` false keeps only the latest frame; `sharedBy` recordings of one
  /// command share the cap on kept frames.
  public init(keepingFrames: Bool = true, sharedBy: Int = 1) {
    self.keepingFrames = keepingFrames
    self.sharedBy = max(1, sharedBy)
  }

  /// The most cells this recorder's kept frames may hold: its share of `maximumKeptCells`.
  public var keptCellCap: Int { Self.maximumKeptCells / sharedBy }

  /// Writes every distinct frame from now on, and the markers, to `stream` too.
  public func stream(into stream: any FrameStream) { streams.append(stream) }

  /// A `Marker` line at a time on the tape's clock, for the streams.
  public func mark(_ label: String, atMicroseconds time: Int) {
    for stream in streams { stream.marker(label, atMicroseconds: time) }
  }

  /// No marker can come any more at the latest frame's time.
  public func settle() {
    for stream in streams { stream.settle() }
  }

  /// The tape played to its end at `clock`: the streams write their last bytes.
  public func finish(atMicroseconds clock: Int) {
    for stream in streams { stream.finish(atMicroseconds: clock) }
  }

  /// The most cells the kept frames may hold together: about 48 MB at 12 bytes a cell.
  public static let maximumKeptCells = 4_000_000

  /// Why a frame could not be kept.
  public enum Failure: Error, CustomStringConvertible {
    /// The recording would keep more distinct frames than `maximumKeptCells` allows at this size (only
    /// outputs drawn from every frame at the end keep them: the SVG, the GIF, the gallery).
    /// `sharedBy` recordings of one command share the cap.
    case tooManyFrames(cap: Int, width: Int, height: Int, sharedBy: Int)

    public var description: String {
      switch self {
      case .tooManyFrames(let cap, let width, let height, let sharedBy):
        let shared = sharedBy > 1 ? ", shared by the \(sharedBy) locales it is played in" : ""
        return
          "at most \(cap) distinct frames at \(width)×\(height) for a recording (the cap on its memory\(shared)); "
          + "fewer steps, a smaller Set Size, or no --svg or --gif (--cast, --frames and --state-json keep "
          + "only the latest frame)"
      }
    }
  }

  /// Keeps the frame and writes it to the streams unless it shows the same cells as the last one; refuses
  /// one past the memory cap when every frame is kept.
  public func present(_ frame: RenderedFrame) throws { try keep(frame, serial: nil) }

  /// As `present(_:)`, for a frame the session loop numbered: one shown again is known without comparing.
  public func present(_ frame: RenderedFrame, serial: Int) throws { try keep(frame, serial: serial) }

  private func keep(_ frame: RenderedFrame, serial: Int?) throws {
    if let last = frames.last, isSame(last, as: frame.buffer, serial: serial) { return }
    if !keepingFrames { frames.removeAll(keepingCapacity: true) }
    let cells = max(1, frame.buffer.width * frame.buffer.height)
    if keepingFrames, (frames.count + 1) * cells > keptCellCap {
      throw Failure.tooManyFrames(
        cap: keptCellCap / cells, width: frame.buffer.width, height: frame.buffer.height, sharedBy: sharedBy)
    }
    let timed = TimedFrame(time: now, location: location, label: label, buffer: frame.buffer, serial: serial)
    frames.append(timed)
    for stream in streams { stream.frame(timed) }
  }

  /// Whether the new cells are the last frame's: by serial, by an earlier answer for the same two serials,
  /// or by comparing the cells.
  private func isSame(_ last: TimedFrame, as buffer: Buffer, serial: Int?) -> Bool {
    guard let serial, let lastSerial = last.serial else { return last.buffer == buffer }
    if serial == lastSerial { return true }
    return sameness.value(from: lastSerial, to: serial) { last.buffer == buffer }
  }

  /// Answers of `isSame` for pairs of serials.
  private var sameness = SerialPairMemo<Bool>(capacity: 256)
}
