/// A full-width button: its label centred on a filled bar, wrapped when long.
///
/// A pill shows round caps "(" ")" when unfocused and "❯" "❮" when focused, so focus is visible
/// in text snapshots too; a bar (system alert buttons) has no caps.
public struct ButtonView: Widget, Hashable {
  /// The ends of the button.
  public enum Shape: Sendable, Hashable {
    /// Caps at both ends.
    case pill
    /// No caps: the label on a plain row.
    case bar
  }

  /// The label.
  public var label: String
  /// True when the button has keyboard focus.
  public var isFocused: Bool
  /// The style when not focused.
  public var style: Style
  /// The style when focused.
  public var focusedStyle: Style
  /// The ends.
  public var shape: Shape
  /// Columns the label may use when fewer than the button leaves (larger text); nil for all of them.
  public var labelColumns: Int?

  /// Creates a button.
  public init(
    _ label: String, isFocused: Bool = false, style: Style = Style(.primaryButton),
    focusedStyle: Style = Style(.focusedButton), shape: Shape = .pill
  ) {
    self.label = label
    self.isFocused = isFocused
    self.style = style
    self.focusedStyle = focusedStyle
    self.shape = shape
  }

  /// The style in effect.
  public var currentStyle: Style { isFocused ? focusedStyle : style }

  /// Columns kept clear at each end: the caps or the focus marks, and (by default) a space before the
  /// label; 1 keeps only the marks (two buttons side by side in an alert).
  public var padding = 2

  /// The label's wrapped lines at a button width.
  public func lines(width: Int) -> [WrappedLine] {
    let room = width - 2 * padding
    return TextWrapper.wrap(
      label, width: min(room, labelColumns ?? room), style: currentStyle, wordWidth: room)
  }

  /// Rows needed at a width.
  public func height(forWidth width: Int) -> Int { lines(width: width).count }

  /// Fills the rows with the button style and centres the label.
  @discardableResult
  public func render(in rect: Rect, buffer: inout Buffer) -> RenderReport {
    let lines = lines(width: rect.width)
    let rows = min(lines.count, rect.height)
    let bar = Rect(x: rect.x, y: rect.y, width: rect.width, height: rows)
    buffer.fill(bar, with: Cell(" ", style: currentStyle))
    if shape == .pill, rect.width >= 2 {
      let caps = isFocused ? ("❯", "❮") : ("(", ")")
      for row in 0..<rows {
        buffer.put(Glyph(caps.0, width: 1, style: currentStyle), x: rect.x, y: rect.y + row)
        buffer.put(Glyph(caps.1, width: 1, style: currentStyle), x: rect.maxX - 1, y: rect.y + row)
      }
    }
    return buffer.drawLines(lines, in: labelRect(in: rect, rows: rows), alignment: .center)
  }

  /// What `render` reports for the rect, without drawing.
  public func report(in rect: Rect) -> RenderReport {
    let lines = lines(width: rect.width)
    return RenderReport.fitting(lines, in: labelRect(in: rect, rows: min(lines.count, rect.height))).report
  }

  /// Where the label's lines go: inside the caps, on the rows the bar takes.
  func labelRect(in rect: Rect, rows: Int) -> Rect {
    let inner = rect.inset(by: .symmetric(horizontal: padding))
    return Rect(x: inner.x, y: rect.y, width: inner.width, height: rows)
  }
}
