import TerminalKit

/// The one-line status at the foot of the terminal: why a key could not act, or what it changed.
public enum StatusLine {
  /// Draws the message on the last row, centred, clipped to the width.
  public static func draw(_ message: String, in buffer: inout Buffer) {
    guard buffer.height > 0, buffer.width > 2 else { return }
    let text = " " + message + " "
    let width = DisplayWidth.of(text)
    let row = Rect(x: 0, y: buffer.height - 1, width: buffer.width, height: 1)
    buffer.fill(row, with: Cell(" "))
    _ = buffer.write(
      text, at: Point(x: max(0, (buffer.width - width) / 2), y: row.y), style: Style(.warning), clip: row)
  }
}
