import TerminalKit

/// The frames text made frame by frame: each frame as plain text under a rule line naming its number, time
/// and tape line.
public final class FramesTextStream: FrameStream {
  /// Where the text goes.
  public let destination: any TextOutput
  private var count = 0
  /// The text of the latest frames, by the session loop's serial: a screen that comes back is laid out once.
  private var texts = RecentValues<Int, String>(capacity: ViewMemo.capacity)

  /// Frames text written to `destination`.
  public init(to destination: any TextOutput) { self.destination = destination }

  public func frame(_ frame: TimedFrame) {
    count += 1
    let heading = "── frame \(count) · \(JSONText.seconds(microseconds: frame.time)) s · \(frame.label) "
    destination.write(PlaybackRecording.section(heading, width: frame.buffer.width, text: text(of: frame)))
  }

  private func text(of frame: TimedFrame) -> String {
    guard let serial = frame.serial else { return TextRenderer.text(frame.buffer) }
    if let known = texts.value(for: serial) { return known }
    let text = TextRenderer.text(frame.buffer)
    texts.keep(text, for: serial)
    return text
  }

  public func marker(_ label: String, atMicroseconds time: Int) {}
  public func settle() {}
  public func finish(atMicroseconds clock: Int) {}
}
