import TerminalKit

/// The asciicast made frame by frame: the first frame in full, then each as the diff from the one before,
/// with the markers, on the tape's clock, the cursor shown again at the end.
///
/// A marker comes before every frame drawn at its own time, even one drawn before the marker line: frames
/// are held (as their encoded bytes) until the clock has moved past their time, a marker that comes later
/// or `settle()` says none can come. Only the last frame's cells are kept, to diff the next one against.
public final class CastStream: FrameStream {
  /// The events so far, streaming to a file or to memory.
  public private(set) var writer: AsciicastWriter
  private let rows: Int
  private let renderer: ANSIRenderer
  private var previous: TimedFrame?
  private var held: [(time: Int, bytes: String)] = []
  /// Diffs between frames the session loop numbered, by their serials: a screen that comes back (a locale
  /// cycled round) is diffed once.
  private var diffs = SerialPairMemo<String>(capacity: 64)

  /// DECTCEM off: the cursor is hidden.
  public static let hideCursor = "\u{1B}[?25l"
  /// DECTCEM on: the cursor is shown.
  public static let showCursor = "\u{1B}[?25h"

  /// A cast of frames `rows` high, drawn in `theme`, into `writer` (whose header names a terminal one row
  /// taller).
  public init(_ writer: AsciicastWriter, rows: Int, theme: Theme) {
    self.writer = writer
    self.rows = rows
    renderer = ANSIRenderer(theme: theme)
  }

  public func frame(_ frame: TimedFrame) {
    if let first = held.first, frame.time > first.time { release() }
    let bytes = previous.map { diff(from: $0, to: frame) } ?? Self.hideCursor + renderer.frame(frame.buffer)
    held.append((frame.time, bytes))
    previous = frame
  }

  private func diff(from old: TimedFrame, to new: TimedFrame) -> String {
    guard let from = old.serial, let to = new.serial else {
      return renderer.diff(from: old.buffer, to: new.buffer)
    }
    return diffs.value(from: from, to: to) { renderer.diff(from: old.buffer, to: new.buffer) }
  }

  public func marker(_ label: String, atMicroseconds time: Int) {
    if let first = held.first, time > first.time { release() }
    writer.marker(label, atMicroseconds: time)
  }

  public func settle() { release() }

  /// Writes the held frames, then moves the cursor to a row of its own below the frames and shows it.
  public func finish(atMicroseconds clock: Int) {
    release()
    writer.output("\u{1B}[\(rows + 1);1H" + Self.showCursor, atMicroseconds: clock)
  }

  private func release() {
    for frame in held { writer.output(frame.bytes, atMicroseconds: frame.time) }
    held.removeAll(keepingCapacity: true)
  }
}
