/// A settings row: a label on the left and a switch on the right ("━━⬤" on, "◯━━" off).
public struct ToggleRow: Widget, Hashable {
  /// The state of the switch.
  public enum State: Sendable, Hashable {
    /// Switched on.
    case on
    /// Switched off.
    case off
    /// Greyed out and not changeable, showing whether it is on.
    case disabled(isOn: Bool)
  }

  /// The label.
  public var label: String
  /// The switch state.
  public var state: State
  /// True when the row has keyboard focus (label drawn in the focused style).
  public var isFocused: Bool
  /// The label style.
  public var style: Style

  /// Creates a toggle row.
  public init(_ label: String, state: State, isFocused: Bool = false, style: Style = Style(.body)) {
    self.label = label
    self.state = state
    self.isFocused = isFocused
    self.style = style
  }

  /// The switch glyphs for a state.
  public static func switchText(_ state: State) -> String {
    switch state {
    case .on, .disabled(isOn: true): return "━━⬤"
    case .off, .disabled(isOn: false): return "◯━━"
    }
  }

  /// Columns taken by the switch and the gap before it.
  public static let switchWidth = 4

  private var labelStyle: Style {
    if case .disabled = state { return Style(.disabled) }
    return isFocused ? Style(.focusedButton) : style
  }

  private var switchStyle: Style {
    switch state {
    case .on: return Style(.toggleOn)
    case .off: return Style(.toggleOff)
    case .disabled: return Style(.disabled)
    }
  }

  /// Rows needed at a width.
  public func height(forWidth width: Int) -> Int {
    TextWrapper.wrap(label, width: width - Self.switchWidth).count
  }

  /// Draws the label (wrapped) and the switch on the first row.
  @discardableResult
  public func render(in rect: Rect, buffer: inout Buffer) -> RenderReport {
    let switchText = Self.switchText(state)
    buffer.write(switchText, at: Point(x: rect.maxX - 3, y: rect.y), style: switchStyle, clip: rect)
    let labelRect = Rect(x: rect.x, y: rect.y, width: rect.width - Self.switchWidth, height: rect.height)
    let lines = TextWrapper.wrap(label, width: labelRect.width, style: labelStyle)
    return buffer.drawLines(lines, in: labelRect, alignment: .leading)
  }

  /// What `render` reports for the rect, without drawing.
  public func report(in rect: Rect) -> RenderReport {
    let labelRect = Rect(x: rect.x, y: rect.y, width: rect.width - Self.switchWidth, height: rect.height)
    return RenderReport.fitting(
      TextWrapper.wrap(label, width: labelRect.width, style: labelStyle), in: labelRect
    ).report
  }
}

extension ToggleRow.State {
  /// Whether the switch shows on, whether or not it can be changed.
  public var isOn: Bool {
    switch self {
    case .on: return true
    case .off: return false
    case .disabled(let isOn): return isOn
    }
  }
}
