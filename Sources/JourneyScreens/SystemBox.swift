import ConsentEngine
import StringTables
import TerminalKit

/// A box iOS draws (alert, action sheet group): system style, rounded border, one column of padding.
///
/// Two buttons whose labels each fit half the box on one line sit side by side when the alert allows
/// it (as iOS lays out two short buttons); otherwise they stack. A box taller than the phone keeps its
/// buttons and scrolls its text, with a scroll bar on its right border.
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
  /// The buttons, in focus order.
  var buttons: [ButtonSpec]
  /// Blank rows after each text but the last.
  var spacing = 1
  /// Whether two short buttons may sit side by side (the tracking alert always stacks, ATT-10).
  var allowsSideBySide = false

  /// Draws the box as an alert centred in the phone's content.
  ///
  /// On a full-size phone at the default text size text that does not fit ends in "…" (a finding); on a compact phone or at a larger text
  /// size the box is at most the content's height and its text scrolls, a finding only when the text
  /// would not fit the full-size phone either.
  func drawAlert(layout: PhoneLayout, on canvas: inout ScreenCanvas) {
    let width = layout.device.alertContentWidth
    let height = height(width: width, canvas: canvas)
    let rect = layout.alertRect(contentHeight: height - 2)
    let scrolls = layout.isCompact || canvas.context.textSize != .standard
    let designRoom = layout.designHeight - 2 - buttonRows(width: width, canvas: canvas)
    draw(in: rect, scrolls: scrolls, designRoom: designRoom, on: &canvas)
  }

  /// Rows the box needs (borders included) for a text width.
  func height(width: Int, canvas: ScreenCanvas) -> Int {
    textHeight(width: width, canvas: canvas) + buttonRows(width: width, canvas: canvas) + 2
  }

  /// Rows of the texts and the gaps between them.
  func textHeight(width: Int, canvas: ScreenCanvas) -> Int {
    let text = lines.map { canvas.measure($0.ref, arguments: $0.arguments, width: width, style: $0.style) }
    return text.reduce(0, +) + spacing * max(0, lines.count - 1)
  }

  /// Rows of the buttons and their rules.
  func buttonRows(width: Int, canvas: ScreenCanvas) -> Int {
    if sideBySide(width: width, canvas: canvas) { return 2 }
    return buttons.map { 1 + canvas.measureButton($0.ref, width: width, shape: .bar) }.reduce(0, +)
  }

  /// Whether the buttons sit side by side: allowed, two of them, not an accessibility text size, and
  /// each label fits its half of the box on one line with room for the focus marks and a space
  /// either side (`❯ Don’t Allow ❮`).
  func sideBySide(width: Int, canvas: ScreenCanvas) -> Bool {
    guard allowsSideBySide, buttons.count == 2, !canvas.context.textSize.isAccessibilitySize else {
      return false
    }
    let widths = labelWidths(canvas: canvas)
    let halves = Self.halves(interior: width + 2 * Self.padding, labels: widths)
    return zip(widths, halves).allSatisfy { label, half in
      label <= canvas.context.textSize.wrapColumns(.body, in: half - 2 * Self.markRoom)
    }
  }

  /// Columns at each end of a side-by-side button kept for its focus mark and a space.
  static let markRoom = 2

  /// The widths of the buttons' labels as drawn.
  func labelWidths(canvas: ScreenCanvas) -> [Int] {
    buttons.map { spec in
      DisplayWidth.of(
        canvas.context.showsKeys
          ? spec.ref.description : canvas.context.copy.text(spec.ref, arguments: []).text)
    }
  }

  /// The widths of the two halves of a box's interior, either side of a one-column divider; an odd
  /// column goes to the half with the wider label.
  static func halves(interior: Int, labels: [Int] = []) -> [Int] {
    let small = (interior - 1) / 2
    let large = interior - 1 - small
    let leftWider = labels.count == 2 && labels[0] > labels[1]
    return leftWider ? [large, small] : [small, large]
  }

  /// Draws the box in `rect`; buttons join the canvas's focus order; text that does not fit scrolls.
  func draw(in rect: Rect, scrolls: Bool = false, designRoom: Int = .max, on canvas: inout ScreenCanvas) {
    Self.frame(rect, on: &canvas.display)
    let textRect = rect.inset(by: Insets(top: 1, left: Self.edge, bottom: 1, right: Self.edge))
    var inner = canvas.child(area: textRect)
    if sideBySide(width: textRect.width, canvas: canvas) {
      drawSideBySide(in: rect, on: &inner)
    } else {
      inner.bottomButtons(buttons, shape: .bar, ruled: true, ruleOverhang: Self.edge)
    }
    let room = Rect(x: textRect.x, y: textRect.y, width: textRect.width, height: inner.bottom - textRect.y)
    let needed = textHeight(width: textRect.width, canvas: canvas)
    if needed <= room.height || !scrolls {
      drawLines(on: &inner)
    } else {
      drawScrolled(needed: needed, room: room, box: rect, on: &inner)
      if needed > designRoom, canvas.context.textSize == .standard, let last = lines.last {
        inner.report(
          LayoutFinding(
            rule: "LAYOUT-overflow", ref: last.ref,
            message: "\(last.ref) needs \(needed - designRoom) more line(s) than the alert has on the phone"))
      }
    }
    canvas.merge(inner)
  }

  /// Draws the texts from the canvas's top.
  func drawLines(on canvas: inout ScreenCanvas) {
    for (index, line) in lines.enumerated() {
      canvas.paragraph(
        line.ref, arguments: line.arguments, style: line.style, alignment: .center,
        spacing: index == lines.count - 1 ? 0 : spacing)
    }
  }

  /// Lays the texts out at their full height and shows the rows that fit `room` (the scroll keys move
  /// them), with "▲" "▼" and a bar on the box's right border.
  func drawScrolled(needed: Int, room: Rect, box: Rect, on canvas: inout ScreenCanvas) {
    var tall = ScrollingContent.canvas(
      height: needed, width: canvas.surface.width, area: room, context: canvas.context)
    tall.display.fill(tall.area, with: Cell(" ", style: Style(.systemAlert)))
    drawLines(on: &tall)
    // The scroll keys move the text; the window does not follow the focus (the buttons stay in view).
    let rule = ScrollRule(
      room: room, contentHeight: needed, viewportHeight: room.height, readsScroll: canvas.hasFocus,
      buttonRows: [])
    canvas.display.scrolled(
      ScrolledContent(
        content: tall.display, surface: tall.surface, clearsRoom: false, rule: rule, cueColumn: box.maxX - 1,
        cue: .alertBorder))
    canvas.shownKeys += tall.shownKeys
    canvas.findings += tall.findings
    canvas.elements += tall.elements
    canvas.scroll = rule
    canvas.buttonsScroll = false
  }

  /// Two buttons in one row under one rule, split by a divider, in focus order left to right.
  func drawSideBySide(in box: Rect, on canvas: inout ScreenCanvas) {
    let y = box.maxY - 2
    let interior = Rect(x: box.x + 1, y: y, width: box.width - 2, height: 1)
    let halves = Self.halves(interior: interior.width, labels: labelWidths(canvas: canvas))
    let dividerX = interior.x + halves[0]
    canvas.drawRule(y: y - 1, overhang: Self.edge)
    canvas.display.put(Glyph("┬", width: 1, style: Style(.systemAlert)), x: dividerX, y: y - 1)
    canvas.display.put(Glyph("│", width: 1, style: Style(.systemAlert)), x: dividerX, y: y)
    canvas.display.put(Glyph("┴", width: 1, style: Style(.systemAlert)), x: dividerX, y: box.maxY - 1)
    let rects = [
      Rect(x: interior.x, y: y, width: halves[0], height: 1),
      Rect(x: dividerX + 1, y: y, width: halves[1], height: 1),
    ]
    for (spec, rect) in zip(buttons, rects) {
      canvas.placeButton(
        spec, in: rect, shape: .bar, padding: Self.markRoom, stackedWidth: box.width - 2 * Self.edge)
    }
    _ = canvas.reserveBottom(2)
  }

  /// Fills a rect in the alert style and draws its border.
  static func frame(_ rect: Rect, on display: inout DisplayList) {
    display.fill(rect, with: Cell(" ", style: Style(.systemAlert)))
    display.drawBorder(rect, border: .rounded, style: Style(.systemAlert))
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
