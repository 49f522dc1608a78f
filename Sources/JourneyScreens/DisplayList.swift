import TerminalKit

/// What a laid-out screen draws, in order: fills, restyles, grounds, borders, rules, glyphs, text runs with their
/// styles, widgets, the parts that look different with the focus, and scrolled content.
///
/// Screens record into it through `ScreenCanvas` with the calls they would make on a `Buffer`; painting
/// (`paint(into:_:)`) makes those calls on a buffer, in the same order, so a painted layout is the frame
/// the calls would have drawn.
public struct DisplayList: Sendable, Hashable {
  /// The items, first drawn first.
  var items: [DisplayItem] = []

  /// An empty list.
  public init() {}

  /// True when nothing is drawn.
  public var isEmpty: Bool { items.isEmpty }

  /// Records a fill of a rect with a cell.
  public mutating func fill(_ rect: Rect, with cell: Cell) { items.append(.fill(rect, cell)) }

  /// Records a new style for every cell of a rect (text kept).
  public mutating func restyle(_ rect: Rect, with style: Style) { items.append(.restyle(rect, style)) }

  /// Records a ground role put under every cell of a rect (`Buffer.ground`); `under` skips cells already
  /// on a ground.
  public mutating func ground(_ rect: Rect, with role: StyleRole, under: Bool = false) {
    items.append(.ground(rect, role, under: under))
  }

  /// Records a border around a rect.
  public mutating func drawBorder(_ rect: Rect, border: Border = .rounded, style: Style = .plain) {
    items.append(.border(rect, border, style))
  }

  /// Records a horizontal rule across a rect's first row.
  public mutating func drawHorizontalRule(
    _ rect: Rect, character: String = "─", style: Style = Style(.secondary)
  ) {
    items.append(.rule(rect, character, style))
  }

  /// Records one glyph at a cell.
  public mutating func put(_ glyph: Glyph, x: Int, y: Int) { items.append(.glyph(glyph, Point(x: x, y: y))) }

  /// Records one line of text at a point, clipped to `clip`.
  public mutating func write(_ text: String, at point: Point, style: Style = .plain, clip: Rect? = nil) {
    items.append(.text(text, point, style, clip))
  }

  /// Records wrapped lines in a rect (a text run per line) and returns what drawing them reports.
  @discardableResult
  public mutating func drawLines(_ lines: [WrappedLine], in rect: Rect, alignment: Alignment) -> RenderReport
  {
    let fitted = RenderReport.fitting(lines, in: rect)
    items.append(.lines(fitted.shown, rect, alignment))
    return fitted.report
  }

  /// Records a paragraph as its wrapped lines and returns what drawing it reports.
  @discardableResult
  public mutating func render(_ paragraph: Paragraph, in rect: Rect) -> RenderReport {
    drawLines(paragraph.lines(width: rect.width), in: rect, alignment: paragraph.alignment)
  }

  /// Records a widget and returns what drawing it reports.
  @discardableResult
  public mutating func render(_ widget: DisplayWidget, in rect: Rect) -> RenderReport {
    items.append(.widget(widget, rect))
    return widget.widget.report(in: rect)
  }

  /// Records what a focusable thing draws with the focus and without.
  ///
  /// `index` is its place in the focus order (nil: a layer that cannot have the focus, drawn unfocused).
  /// Returns the unfocused drawing's answer (the answers do not depend on the focus).
  mutating func focusable<Answer>(_ index: Int?, _ draw: (Bool, inout DisplayList) -> Answer) -> Answer {
    var unfocused = DisplayList()
    let answer = draw(false, &unfocused)
    guard let index else {
      items += unfocused.items
      return answer
    }
    var focused = DisplayList()
    _ = draw(true, &focused)
    items.append(.focusable(index, focused: focused, unfocused: unfocused))
    return answer
  }

  /// Records content laid out taller than its room, shown through a window.
  mutating func scrolled(_ content: ScrolledContent) { items.append(.scrolled(content)) }

  /// Appends another list's items.
  mutating func append(_ other: DisplayList) { items += other.items }

  /// Paints the items into a buffer, with the focus and scroll offset given.
  public func paint(into buffer: inout Buffer, _ inputs: PaintInputs) {
    for item in items { item.paint(into: &buffer, inputs) }
  }
}

/// A widget a display list draws whole at paint time.
public enum DisplayWidget: Sendable, Hashable {
  /// A button bar or pill.
  case button(ButtonView)
  /// A Settings switch row.
  case toggle(ToggleRow)
  /// Onboarding's page dots.
  case dots(PageDots)
  /// A rule.
  case separator(Separator)

  /// The widget.
  var widget: any Widget {
    switch self {
    case .button(let view): return view
    case .toggle(let row): return row
    case .dots(let dots): return dots
    case .separator(let rule): return rule
    }
  }
}

/// One thing a display list draws.
indirect enum DisplayItem: Sendable, Hashable {
  case fill(Rect, Cell)
  case restyle(Rect, Style)
  case ground(Rect, StyleRole, under: Bool)
  case border(Rect, Border, Style)
  case rule(Rect, String, Style)
  case glyph(Glyph, Point)
  case text(String, Point, Style, Rect?)
  /// Lines already fitted to the rect (the "…" added), each a run of styled glyphs.
  case lines([WrappedLine], Rect, Alignment)
  case widget(DisplayWidget, Rect)
  /// Drawn one way when the focus is at the index, the other way otherwise.
  case focusable(Int, focused: DisplayList, unfocused: DisplayList)
  case scrolled(ScrolledContent)

  func paint(into buffer: inout Buffer, _ inputs: PaintInputs) {
    switch self {
    case .fill(let rect, let cell): buffer.fill(rect, with: cell)
    case .restyle(let rect, let style): buffer.restyle(rect, with: style)
    case .ground(let rect, let role, let under): buffer.ground(rect, with: role, under: under)
    case .border(let rect, let border, let style): buffer.drawBorder(rect, border: border, style: style)
    case .rule(let rect, let character, let style):
      buffer.drawHorizontalRule(rect, character: character, style: style)
    case .glyph(let glyph, let point): buffer.put(glyph, x: point.x, y: point.y)
    case .text(let text, let point, let style, let clip):
      buffer.write(text, at: point, style: style, clip: clip)
    case .lines(let lines, let rect, let alignment):
      for (row, line) in lines.enumerated() {
        let x = rect.x + alignment.offset(lineWidth: line.width, in: rect.width)
        buffer.write(line.glyphs, at: Point(x: x, y: rect.y + row), clip: rect)
      }
    case .widget(let widget, let rect): buffer.render(widget.widget, in: rect)
    case .focusable(let index, let focused, let unfocused):
      (inputs.drawsFocus && index == inputs.focus ? focused : unfocused).paint(into: &buffer, inputs)
    case .scrolled(let content): content.paint(into: &buffer, inputs)
    }
  }
}
