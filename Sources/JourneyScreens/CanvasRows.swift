import ConsentEngine
import StringTables
import TerminalKit

/// A row's pressable part: what it sends, or nil when the row only shows a value.
public struct RowAction: Sendable, Hashable {
  /// The button's role.
  public var role: ButtonRole
  /// The engine action.
  public var action: ConsentAction

  /// Creates a row action.
  public init(_ role: ButtonRole, _ action: ConsentAction) {
    self.role = role
    self.action = action
  }
}

extension ScreenCanvas {
  /// The gutter left of Settings rows, where the focus mark "❯" goes.
  static let gutter = 2

  /// Draws a Settings toggle from the top; pressable (and in the focus order) only with an action.
  ///
  /// The label is copy (`ref`) or data (`dataLabel`, e.g. another app's name) when given.
  public mutating func toggle(
    _ ref: CopyKey, arguments: [String] = [], dataLabel: String? = nil, state: ToggleRow.State,
    action: RowAction?
  ) {
    let label: String
    var labelStyle = Style(.body)
    if let dataLabel {
      label = dataLabel
    } else {
      let copy = text(ref, arguments: arguments)
      label = copy.text
      labelStyle = style(for: copy, labelStyle)
    }
    let focused = action != nil && nextButtonIsFocused
    let inner = Rect(x: area.x + Self.gutter, y: top, width: area.width - Self.gutter, height: remainingRows)
    let row = ToggleRow(label, state: state, isFocused: focused, style: labelStyle)
    let rect = Rect(
      x: inner.x, y: top, width: inner.width, height: min(row.height(forWidth: inner.width), remainingRows))
    let report = buffer.render(row, in: rect)
    if dataLabel == nil { reportOverflow(report, ref: ref) }
    markFocus(focused, row: rect.y)
    if let action {
      register(ScreenButton(role: action.role, ref: ref, action: action.action, frame: rect))
    }
    elements.append(
      AccessibilityElement(
        label: dataLabel ?? spokenLabel(ref, visible: label), visibleText: label, trait: .toggle,
        isOn: state.isOn, ref: dataLabel == nil ? ref : nil, frame: rect, lines: max(1, report.usedHeight),
        wrapColumns: inner.width))
    top = min(bottom, top + max(1, report.usedHeight))
  }

  /// Draws a navigation row ("‹ Back" or a list row) from the top; pressable only with an action.
  public mutating func link(
    _ ref: CopyKey, arguments: [String] = [], prefix: String = "", action: RowAction?,
    style linkStyle: Style = Style(.link)
  ) {
    let copy = text(ref, arguments: arguments)
    let focused = action != nil && nextButtonIsFocused
    let shown = prefix + copy.text
    let inner = Rect(x: area.x + Self.gutter, y: top, width: area.width - Self.gutter, height: remainingRows)
    let paragraph = Paragraph(shown, style: focused ? Style(.focusedButton) : style(for: copy, linkStyle))
    let columns = context.textSize.wrapColumns(.body, in: inner.width)
    let report = buffer.render(
      paragraph, in: Rect(x: inner.x, y: inner.y, width: columns, height: inner.height))
    reportOverflow(report, ref: ref)
    markFocus(focused, row: top)
    let rect = Rect(x: inner.x, y: top, width: inner.width, height: report.usedHeight)
    if let action { register(ScreenButton(role: action.role, ref: ref, action: action.action, frame: rect)) }
    elements.append(
      AccessibilityElement(
        label: spokenLabel(ref, visible: copy.text), visibleText: copy.text,
        trait: action == nil ? .text : .button,
        ref: ref, frame: rect, lines: max(1, report.usedHeight), wrapColumns: inner.width))
    top = min(bottom, top + max(1, report.usedHeight))
  }

  /// Draws a button whose label is the prototype's own text, not copy (it joins the focus order).
  public mutating func toolLink(_ label: String, name: String, action: ConsentAction) {
    let focused = nextButtonIsFocused
    let inner = Rect(
      x: area.x + Self.gutter, y: top, width: area.width - Self.gutter, height: min(1, remainingRows))
    buffer.write(
      label, at: Point(x: inner.x, y: inner.y), style: Style(focused ? .focusedButton : .inspector),
      clip: inner)
    markFocus(focused, row: top)
    register(ScreenButton(role: .secondary, ref: PrototypeText.ref(name), action: action, frame: inner))
    elements.append(
      AccessibilityElement(
        label: label, visibleText: label, trait: .button, ref: PrototypeText.ref(name), frame: inner,
        wrapColumns: inner.width))
    top = min(bottom, top + 1)
  }

  /// Draws a rule across the area from the top.
  public mutating func rule(style ruleStyle: Style = Style(.secondary)) {
    buffer.render(Separator(style: ruleStyle), in: takeRows(1))
  }

  /// Rows a copy text needs at a width (looked up without being recorded as shown).
  public func measure(
    _ ref: CopyKey, arguments: [String] = [], width: Int, markdown: Bool = false, style: Style = Style(.body)
  ) -> Int {
    let found = context.copy.text(ref, arguments: arguments)
    let shown = context.showsKeys ? ref.description : found.text
    let columns = context.textSize.wrapColumns(Self.textStyle(of: style), in: width)
    var paragraph =
      markdown && !context.showsKeys ? Paragraph(blocks: MarkdownText.parse(shown)) : Paragraph(shown)
    paragraph.wrapColumns = columns
    return paragraph.height(forWidth: width)
  }

  /// Rows a button labelled by a key needs at a width.
  public func measureButton(_ ref: CopyKey, width: Int, shape: ButtonView.Shape = .pill) -> Int {
    let found = context.copy.text(ref, arguments: [])
    var view = ButtonView(context.showsKeys ? ref.description : found.text, shape: shape)
    view.labelColumns = labelColumns(buttonWidth: width)
    return view.height(forWidth: width)
  }

  /// A canvas over another part of the same buffer, continuing this one's focus order.
  ///
  /// The cells move to the child (no copy of the buffer) and come back with `merge`; until then this
  /// canvas draws nothing.
  public mutating func child(area childArea: Rect) -> ScreenCanvas {
    var child = ScreenCanvas(
      buffer: Buffer(width: 0, height: 0), area: childArea, context: context,
      focusBase: focusBase + buttons.count)
    swap(&child.buffer, &buffer)
    return child
  }

  /// Takes back a child's cells, buttons, findings and shown keys.
  public mutating func merge(_ child: ScreenCanvas) {
    buffer = child.buffer
    buttons += child.buttons
    findings += child.findings
    scroll = child.scroll ?? scroll
    elements += child.elements
    shownKeys += child.shownKeys
  }

  /// Puts the focus mark in the gutter.
  mutating func markFocus(_ focused: Bool, row: Int) {
    guard focused, area.width > Self.gutter else { return }
    buffer.put(Glyph("❯", width: 1, style: Style(.focusedButton)), x: area.x, y: row)
  }
}
