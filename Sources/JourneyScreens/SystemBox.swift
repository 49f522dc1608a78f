import ConsentEngine
import StringTables
import TerminalKit

/// A box iOS draws (alert, action sheet group): system style, rounded border, one column of padding.
struct SystemBox {
  /// Columns between the border and the text.
  static let padding = 1
  /// Columns from the box edge to its text: border plus padding.
  static let edge = 1 + padding

  /// A text block in the box.
  struct Line {
    /// Its key.
    var ref: CopyKey
    /// `%@` arguments.
    var arguments: [String] = []
    /// Its style.
    var style: Style
  }

  /// The texts from the top, each followed by `spacing` rows.
  var lines: [Line]
  /// The buttons, stacked, each under a rule.
  var buttons: [ButtonSpec]
  /// Blank rows after each text but the last.
  var spacing = 1

  /// Rows the box needs (borders included) for a text width.
  func height(width: Int, canvas: ScreenCanvas) -> Int {
    let text = lines.map { canvas.measure($0.ref, arguments: $0.arguments, width: width) }.reduce(0, +)
    let gaps = spacing * max(0, lines.count - 1)
    let buttonRows = buttons.map { 1 + canvas.measureButton($0.ref, width: width, shape: .bar) }.reduce(0, +)
    return text + gaps + buttonRows + 2
  }

  /// Draws the box in `rect`; buttons join the canvas's focus order; text that does not fit is marked.
  func draw(in rect: Rect, on canvas: inout ScreenCanvas) {
    Self.frame(rect, buffer: &canvas.buffer)
    var inner = canvas.child(
      area: rect.inset(by: Insets(top: 1, left: Self.edge, bottom: 1, right: Self.edge)))
    inner.bottomButtons(buttons, shape: .bar, ruled: true, ruleOverhang: Self.edge)
    for (index, line) in lines.enumerated() {
      inner.paragraph(
        line.ref, arguments: line.arguments, style: line.style, alignment: .center,
        spacing: index == lines.count - 1 ? 0 : spacing)
    }
    canvas.merge(inner)
  }

  /// Fills a rect in the alert style and draws its border.
  static func frame(_ rect: Rect, buffer: inout Buffer) {
    buffer.fill(rect, with: Cell(" ", style: Style(.systemAlert)))
    buffer.drawBorder(rect, border: .rounded, style: Style(.systemAlert))
  }

  /// The system button styles.
  static func button(_ role: ButtonRole, _ ref: CopyKey, _ action: ConsentAction, bold: Bool = false)
    -> ButtonSpec
  {
    ButtonSpec(
      role, ref, action, style: Style(.systemButton, bold: bold),
      focusedStyle: Style(.systemButtonFocused, bold: bold))
  }
}
