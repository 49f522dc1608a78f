import TerminalKit

/// The frames text made frame by frame: each frame as plain text under a rule line naming its number, time
/// and tape line.
public final class FramesTextStream: FrameStream {
  /// Where the text goes.
  public let destination: any TextOutput
  private var count = 0
  /// The text of the latest frames, by the session loop's serial (as many as the view's memo keeps frames): a
  /// screen that comes back is laid out once.
  private var texts = RecentValues<Int, String>(capacity: 8)

  /// Frames text written to `destination`.
  public init(to destination: any TextOutput) { self.destination = destination }

  public func frame(_ frame: TimedFrame) {
    count += 1
    let heading = "── frame \(count) · \(JSONText.seconds(microseconds: frame.time)) s · \(frame.label) "
    destination.write(Self.section(heading, width: frame.buffer.width, text: text(of: frame)))
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

  /// One frame as text under a rule line that starts with `heading` and runs the frame's width.
  public static func section(_ heading: String, _ buffer: Buffer) -> String {
    section(heading, width: buffer.width, text: TextRenderer.text(buffer))
  }

  /// A section of `text` (`TextRenderer.text` of a buffer `width` columns wide) under its rule line.
  static func section(_ heading: String, width: Int, text: String) -> String {
    let width = max(width, DisplayWidth.of(heading) + 2)
    return heading + String(repeating: "─", count: max(2, width - DisplayWidth.of(heading))) + "\n" + text
      + "\n"
  }
}
