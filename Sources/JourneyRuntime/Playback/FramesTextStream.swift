/// The frames text made frame by frame: each frame as plain text under a rule line naming its number, time
/// and tape line.
public final class FramesTextStream: FrameStream {
  /// Where the text goes.
  public let destination: any TextOutput
  private var count = 0

  /// Frames text written to `destination`.
  public init(to destination: any TextOutput) { self.destination = destination }

  public func frame(_ frame: TimedFrame) {
    count += 1
    destination.write(
      PlaybackRecording.section(
        "── frame \(count) · \(JSONText.seconds(microseconds: frame.time)) s · \(frame.label) ", frame.buffer)
    )
  }

  public func marker(_ label: String, atMicroseconds time: Int) {}
  public func settle() {}
  public func finish(atMicroseconds clock: Int) {}
}
