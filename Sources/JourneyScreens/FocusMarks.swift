import TerminalKit

/// The presented walk's focus: `▶` and `◀` outside the phone's border on the focused button's row, so the
/// person sees where Enter acts without a mark that reads as iOS's own emphasis.
enum FocusMarks {
  /// Draws the marks beside the button's first row, where the columns outside the border exist.
  static func draw(around button: Rect, phone: PhoneLayout, in buffer: inout Buffer) {
    guard button.height > 0 else { return }
    let row = button.y + (button.height - 1) / 2
    guard row >= phone.frame.y, row < phone.frame.maxY, row < buffer.height else { return }
    let style = Style(.inspectorLabel, bold: true)
    if phone.frame.x >= 2 { _ = buffer.write("▶", at: Point(x: phone.frame.x - 2, y: row), style: style) }
    if phone.frame.maxX + 1 < buffer.width {
      _ = buffer.write("◀", at: Point(x: phone.frame.maxX + 1, y: row), style: style)
    }
  }
}
