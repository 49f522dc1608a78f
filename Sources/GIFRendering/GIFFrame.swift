import TerminalKit

/// One frame of a GIF: its cells and when it appears, in microseconds from the start.
public struct GIFFrame: Sendable {
  /// When the frame appears.
  public var time: Int
  /// Its cells.
  public var buffer: Buffer

  /// Creates a frame.
  public init(time: Int, buffer: Buffer) {
    self.time = time
    self.buffer = buffer
  }
}
