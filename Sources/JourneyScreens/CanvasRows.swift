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
    let inner = Rect(x: area.x + Self.gutter, y: top, width: area.width - Self.gutter, height: remainingRows)
    let row = ToggleRow(label, state: state, style: labelStyle)
    let rect = Rect(
      x: inner.x, y: top, width: inner.width, height: min(row.height(forWidth: inner.width), remainingRows))
    let area = area
    let report = display.focusable(action == nil ? nil : nextFocusIndex) { focused, display in
      var row = row
      row.isFocused = focused
      let report = display.render(.toggle(row), in: rect)
      Self.markFocus(focused, row: rect.y, in: area, on: &display)
      return report
    }
    if dataLabel == nil { reportOverflow(report, ref: ref) }
    if let action {
      register(ScreenButton(role: action.role, ref: ref, action: action.action, frame: rect, label: label))
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
    let shown = prefix + copy.text
    let inner = Rect(x: area.x + Self.gutter, y: top, width: area.width - Self.gutter, height: remainingRows)
    let unfocusedStyle = style(for: copy, linkStyle)
    let columns = context.textSize.wrapColumns(.body, in: inner.width)
    let row = top
    let area = area
    let report = display.focusable(action == nil ? nil : nextFocusIndex) { focused, display in
      let paragraph = Paragraph(shown, style: focused ? Style(.focusedButton) : unfocusedStyle)
      let report = display.render(
        paragraph, in: Rect(x: inner.x, y: inner.y, width: columns, height: inner.height))
      Self.markFocus(focused, row: row, in: area, on: &display)
      return report
    }
    reportOverflow(report, ref: ref)
    let rect = Rect(x: inner.x, y: top, width: inner.width, height: report.usedHeight)
    if let action {
      register(ScreenButton(role: action.role, ref: ref, action: action.action, frame: rect, label: shown))
    }
    elements.append(
      AccessibilityElement(
        label: spokenLabel(ref, visible: copy.text), visibleText: copy.text,
        trait: action == nil ? .text : .button,
        ref: ref, frame: rect, lines: max(1, report.usedHeight), wrapColumns: inner.width))
    top = min(bottom, top + max(1, report.usedHeight))
  }

  /// Draws a button whose label is the prototype's own text, not copy (it joins the focus order).
  public mutating func toolLink(_ label: String, name: String, action: ConsentAction) {
    let inner = Rect(
      x: area.x + Self.gutter, y: top, width: area.width - Self.gutter, height: min(1, remainingRows))
    let (row, area) = (top, area)
    display.focusable(nextFocusIndex) { focused, display in
      display.write(
        label, at: Point(x: inner.x, y: inner.y), style: Style(focused ? .focusedButton : .inspector),
        clip: inner)
      Self.markFocus(focused, row: row, in: area, on: &display)
    }
    register(
      ScreenButton(role: .secondary, ref: PrototypeText.ref(name), action: action, frame: inner, label: label)
    )
    elements.append(
      AccessibilityElement(
        label: label, visibleText: label, trait: .button, ref: PrototypeText.ref(name), frame: inner,
        wrapColumns: inner.width))
    top = min(bottom, top + 1)
  }

  /// Draws a rule across the area from the top.
  public mutating func rule(style ruleStyle: Style = Style(.secondary)) {
    display.render(.separator(Separator(style: ruleStyle)), in: takeRows(1))
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

  /// A canvas over another part of the same surface, continuing this one's focus order.
  ///
  /// What the child draws joins this canvas's display list with `merge`; until then this canvas draws
  /// nothing.
  public func child(area childArea: Rect) -> ScreenCanvas {
    ScreenCanvas(
      surface: surface, area: childArea, context: context, focusBase: focusBase + buttons.count,
      hasFocus: hasFocus)
  }

  /// Takes back a child's drawing, buttons, findings and shown keys.
  public mutating func merge(_ child: ScreenCanvas) {
    display.append(child.display)
    buttons += child.buttons
    findings += child.findings
    if let rule = child.scroll {
      scroll = rule
      buttonsScroll = child.buttonsScroll
    }
    elements += child.elements
    shownKeys += child.shownKeys
  }

  /// Puts the focus mark in the gutter.
  static func markFocus(_ focused: Bool, row: Int, in area: Rect, on display: inout DisplayList) {
    guard focused, area.width > Self.gutter else { return }
    display.put(Glyph("❯", width: 1, style: Style(.focusedButton)), x: area.x, y: row)
  }
}
