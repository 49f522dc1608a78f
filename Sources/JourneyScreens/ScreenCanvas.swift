import ConsentEngine
import StringTables
import TerminalKit

/// Lays out one screen inside a rect: buttons reserved at the bottom, then text from the top.
///
/// It looks every word up through the context, records which keys were shown, and turns text that does
/// not fit into a visible `…` plus a `LAYOUT-overflow` finding, never a silent cut. What it draws goes into
/// a display list, painted later; what looks different with the focus is recorded both ways.
public struct ScreenCanvas {
  /// What is drawn, in order.
  public var display = DisplayList()
  /// The size of the surface the display list is painted on.
  public let surface: Size
  /// The rect this screen may use.
  public let area: Rect
  /// The words and display options (not the focus or the scroll offset: those are paint inputs).
  public let context: ScreenContext
  /// Whether this layer can have the focus: false for the screen behind an overlay.
  public let hasFocus: Bool
  /// Buttons placed so far, in focus order.
  public internal(set) var buttons: [ScreenButton] = []
  /// Problems found laying out copy.
  public internal(set) var findings: [LayoutFinding] = []
  /// Keys shown, in order.
  public internal(set) var shownKeys: [CopyKey] = []
  /// The next free row from the top.
  public internal(set) var top: Int
  /// The first row taken by bottom-anchored content.
  public internal(set) var bottom: Int
  /// The focus index the next button gets; lets several canvases share one focus order.
  public var focusBase: Int
  /// What VoiceOver can land on, in the order drawn.
  public internal(set) var elements: [AccessibilityElement] = []
  /// How the rows shown follow the focus and the scroll keys when this canvas's content is taller than its
  /// room; nil when it fits.
  public internal(set) var scroll: ScrollRule?
  /// True when `buttons` sit in scrolled content and move with its window.
  var buttonsScroll = false

  /// Starts a canvas over `area` of a surface of `surface` cells.
  public init(surface: Size, area: Rect, context: ScreenContext, focusBase: Int = 0, hasFocus: Bool = true) {
    self.surface = surface
    self.area = area
    self.context = context
    self.hasFocus = hasFocus
    self.top = area.y
    self.bottom = area.maxY
    self.focusBase = focusBase
  }

  /// Rows left between the top content and the bottom content.
  public var remainingRows: Int { max(0, bottom - top) }

  /// Looks a key up, records it, and reports a missing key.
  public mutating func text(_ ref: CopyKey, arguments: [String] = []) -> CopyText {
    var found = context.copy.text(ref, arguments: arguments)
    shownKeys.append(ref)
    if found.isMissing {
      findings.append(LayoutFinding(rule: "COPY-missing", ref: ref, message: "no table has \(ref)"))
    }
    if let problem = found.problem {
      findings.append(LayoutFinding(rule: "COPY-placeholder", ref: ref, message: "\(ref): \(problem)"))
    }
    if let length = found.cutFrom {
      findings.append(
        LayoutFinding(
          rule: "LAYOUT-overflow", ref: ref,
          message:
            "\(ref) is \(length) bytes long: a screen lays out only its first \(CopyText.longestLaidOut) bytes"
        ))
    }
    if context.showsKeys { found.text = ref.description }
    return found
  }

  /// The style for copy text: `.fallback` when it came from a fallback and fallbacks are marked.
  public func style(for text: CopyText, _ style: Style) -> Style {
    guard context.marksFallbacks, text.fellBack || text.isMissing, !context.showsKeys else { return style }
    var marked = style
    marked.role = .fallback
    return marked
  }

  /// The place in the focus order of the next button placed; nil when this layer cannot have the focus.
  public var nextFocusIndex: Int? { hasFocus ? focusBase + buttons.count : nil }

  /// Draws copy as a wrapped paragraph from the top; what does not fit becomes a finding.
  public mutating func paragraph(
    _ ref: CopyKey, arguments: [String] = [], style: Style = Style(.body), alignment: Alignment = .leading,
    spacing: Int = 1
  ) {
    let copy = text(ref, arguments: arguments)
    place(
      Paragraph(copy.text, style: self.style(for: copy, style), alignment: alignment), ref: ref,
      spacing: spacing, textStyle: Self.textStyle(of: style), spoken: copy.text)
  }

  /// Draws copy parsed as the Markdown subset of the iOS 27.2 sheet.
  public mutating func markdown(_ ref: CopyKey, style: Style = Style(.body), spacing: Int = 1) {
    let copy = text(ref)
    let blocks =
      context.showsKeys
      ? [TextBlock(StyledText(copy.text, style: style))]
      : MarkdownText.parse(copy.text, style: self.style(for: copy, style))
    place(
      Paragraph(blocks: blocks), ref: ref, spacing: spacing, textStyle: Self.textStyle(of: style),
      spoken: blocks.map(\.text.plainText).joined(separator: "\n"))
    // VoiceOver reads each paragraph and list item of the text as an element of its own.
    guard blocks.count > 1, let whole = elements.popLast() else { return }
    for block in blocks where !block.text.plainText.isEmpty {
      var part = whole
      part.label = block.text.plainText
      part.visibleText = block.text.plainText
      elements.append(part)
    }
  }

  /// Draws text that is data, not copy (an identifier, a count), from the top.
  public mutating func data(_ text: String, style: Style = Style(.secondary), alignment: Alignment = .leading)
  {
    place(
      Paragraph(text, style: style, alignment: alignment), ref: nil, spacing: 0,
      textStyle: Self.textStyle(of: style), spoken: text)
  }

  /// Draws a mark for the eye only (a grabber) from the top; VoiceOver skips it.
  public mutating func decoration(_ text: String, style: Style = Style(.secondary)) {
    let rect = takeRows(1)
    display.render(Paragraph(text, style: style, alignment: .center), in: rect)
    addDecoration(text, frame: rect)
  }

  /// Records a mark for the eye only that the caller drew; VoiceOver skips it.
  public mutating func addDecoration(_ text: String, frame: Rect) {
    elements.append(
      AccessibilityElement(
        label: text, visibleText: text, trait: .decorative, ref: nil, frame: frame, isHidden: true))
  }

  /// Records an element the caller drew.
  public mutating func addElement(_ element: AccessibilityElement) {
    elements.append(element)
  }

  /// What VoiceOver says for a key's visible text: `<key>.accessibilityLabel` when the copy has it
  /// (recorded as shown), else the visible text.
  public mutating func spokenLabel(_ ref: CopyKey, visible: String) -> String {
    let override = CopyKey(ref.table, ref.key + ".accessibilityLabel")
    let found = context.copy.text(override, arguments: [])
    guard !found.isMissing, !context.showsKeys else { return visible }
    shownKeys.append(override)
    return found.text
  }

  /// Leaves empty rows at the top.
  public mutating func space(_ rows: Int = 1) {
    top = min(bottom, top + rows)
  }

  /// Reserves buttons at the bottom, in focus order top to bottom; `ruled` draws a rule above each
  /// (system alerts), extended `ruleOverhang` columns beyond the area with `├` `┤` joints.
  public mutating func bottomButtons(
    _ specs: [ButtonSpec], shape: ButtonView.Shape = .pill, gap: Int = 0, ruled: Bool = false,
    ruleOverhang: Int = 0
  ) {
    let views = specs.map { spec -> (ButtonSpec, ButtonView) in
      let copy = text(spec.ref)
      var view = ButtonView(
        copy.text, style: style(for: copy, spec.style), focusedStyle: spec.focusedStyle, shape: shape)
      view.labelColumns = labelColumns(buttonWidth: area.width)
      return (spec, view)
    }
    let rule = ruled ? 1 : 0
    let heights = views.map { $0.1.height(forWidth: area.width) }
    let total = heights.reduce(0, +) + gap * max(0, views.count - 1) + rule * views.count
    var y = max(top, bottom - total)
    bottom = y
    for (index, (spec, view)) in views.enumerated() {
      let visible = view.label
      elements.append(
        AccessibilityElement(
          label: spokenLabel(spec.ref, visible: visible), visibleText: visible, trait: .button, ref: spec.ref,
          frame: Rect(x: area.x, y: y + (ruled ? 1 : 0), width: area.width, height: heights[index]),
          lines: heights[index], wrapColumns: max(0, area.width - 4)))
      if ruled {
        drawRule(y: y, overhang: ruleOverhang)
        y += 1
      }
      let rect = Rect(x: area.x, y: y, width: area.width, height: heights[index]).intersection(area)
      let report = drawButton(view, in: rect, focusIndex: nextFocusIndex)
      reportOverflow(report, ref: spec.ref)
      buttons.append(
        ScreenButton(role: spec.role, ref: spec.ref, action: spec.action, frame: rect, label: view.label))
      y += heights[index] + gap
    }
  }

  /// Draws one button in a rect the caller chose (side by side with another), in the focus order.
  ///
  /// `stackedWidth` is the width the button gets when the buttons stack (as larger text sizes do).
  public mutating func placeButton(
    _ spec: ButtonSpec, in rect: Rect, shape: ButtonView.Shape, padding: Int = 2, stackedWidth: Int
  ) {
    let copy = text(spec.ref)
    var view = ButtonView(
      copy.text, style: style(for: copy, spec.style), focusedStyle: spec.focusedStyle, shape: shape)
    view.padding = padding
    view.labelColumns = labelColumns(buttonWidth: rect.width, padding: padding)
    elements.append(
      AccessibilityElement(
        label: spokenLabel(spec.ref, visible: copy.text), visibleText: copy.text, trait: .button,
        ref: spec.ref,
        frame: rect, lines: view.height(forWidth: rect.width), wrapColumns: max(0, stackedWidth - 4)))
    let report = drawButton(view, in: rect, focusIndex: nextFocusIndex)
    reportOverflow(report, ref: spec.ref)
    buttons.append(
      ScreenButton(role: spec.role, ref: spec.ref, action: spec.action, frame: rect, label: copy.text))
  }

  /// Records a button both ways: focused (a bar gets "❯ ❮" at its ends) and not.
  mutating func drawButton(_ view: ButtonView, in rect: Rect, focusIndex: Int?) -> RenderReport {
    display.focusable(focusIndex) { focused, display in
      var view = view
      view.isFocused = focused
      let report = display.render(.button(view), in: rect)
      if view.shape == .bar, focused, rect.width >= 2, rect.height > 0 {
        display.put(Glyph("❯", width: 1, style: view.currentStyle), x: rect.x, y: rect.y)
        display.put(Glyph("❮", width: 1, style: view.currentStyle), x: rect.maxX - 1, y: rect.y)
      }
      return report
    }
  }

  /// Draws a rule row, optionally reaching into the border with joints.
  mutating func drawRule(y: Int, overhang: Int) {
    let rect = Rect(x: area.x - overhang, y: y, width: area.width + 2 * overhang, height: 1)
    display.drawHorizontalRule(rect, style: Style(.systemAlert))
    if overhang > 0 {
      display.put(Glyph("├", width: 1, style: Style(.systemAlert)), x: rect.x, y: y)
      display.put(Glyph("┤", width: 1, style: Style(.systemAlert)), x: rect.maxX - 1, y: y)
    }
  }

  /// Adds a button drawn by the caller (toggles, rows) so it joins the focus order; a button that got no
  /// room on screen (its text is reported as overflow) cannot be seen, so it cannot be focused or pressed.
  public mutating func register(_ button: ScreenButton) {
    guard !button.frame.isEmpty else { return }
    buttons.append(button)
  }

  /// Adds a finding found by the caller.
  public mutating func report(_ finding: LayoutFinding) {
    findings.append(finding)
  }

  /// Takes rows from the top for a widget the caller draws; returns the rect (possibly shorter than asked).
  public mutating func takeRows(_ rows: Int) -> Rect {
    let rect = Rect(x: area.x, y: top, width: area.width, height: min(rows, remainingRows))
    top += rect.height
    return rect
  }

  private mutating func place(
    _ paragraph: Paragraph, ref: CopyKey?, spacing: Int, textStyle: TextSize.TextStyle, spoken: String
  ) {
    // Larger text sizes wrap at fewer columns; a word wider than those keeps a line of its own whole
    // when the area has room for it (iOS breaks words only when they are wider than the screen).
    var paragraph = paragraph
    paragraph.wrapColumns = context.textSize.wrapColumns(textStyle, in: area.width)
    let rect = Rect(x: area.x, y: top, width: area.width, height: remainingRows)
    let report = display.render(paragraph, in: rect)
    let label = ref.map { spokenLabel($0, visible: spoken) } ?? spoken
    elements.append(
      AccessibilityElement(
        label: label, visibleText: spoken, trait: textStyle == .headline ? .heading : .text, ref: ref,
        frame: Rect(x: rect.x, y: rect.y, width: rect.width, height: max(1, report.usedHeight)),
        lines: paragraph.height(forWidth: rect.width), wrapColumns: area.width))
    top = min(bottom, top + report.usedHeight + spacing)
    if let ref { reportOverflow(report, ref: ref) }
  }

  /// Columns a button label may use in a button of a width, at the context's text size.
  func labelColumns(buttonWidth: Int, padding: Int = 2) -> Int {
    context.textSize.wrapColumns(.body, in: max(0, buttonWidth - 2 * padding))
  }

  /// The Dynamic Type style a drawing style stands for: titles are headlines, secondary text is a
  /// footnote, the rest is body.
  static func textStyle(of style: Style) -> TextSize.TextStyle {
    switch style.role {
    case .title, .systemAlertTitle: return .headline
    case .secondary: return .footnote
    default: return .body
    }
  }

  /// Turns a widget's overflow into a `LAYOUT-overflow` finding (the widget already drew the "…").
  mutating func reportOverflow(_ report: RenderReport, ref: CopyKey) {
    guard report.didOverflow else { return }
    findings.append(
      LayoutFinding(
        rule: "LAYOUT-overflow", ref: ref,
        message:
          "\(ref) needs \(report.overflow.count) more line(s) than its box has: “\(report.overflowText)”"
      ))
  }
}

/// A button a screen asks for: role, label key, action and styles.
public struct ButtonSpec: Sendable {
  /// What it is for.
  public var role: ButtonRole
  /// Its label's key.
  public var ref: CopyKey
  /// What pressing it does.
  public var action: ConsentAction
  /// Unfocused style.
  public var style: Style
  /// Focused style.
  public var focusedStyle: Style

  /// Creates a button spec.
  public init(
    _ role: ButtonRole, _ ref: CopyKey, _ action: ConsentAction, style: Style = Style(.primaryButton),
    focusedStyle: Style = Style(.focusedButton)
  ) {
    self.role = role
    self.ref = ref
    self.action = action
    self.style = style
    self.focusedStyle = focusedStyle
  }
}
