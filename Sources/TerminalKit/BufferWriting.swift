extension Buffer {
  /// The whole buffer as a rect.
  public var bounds: Rect { Rect(x: 0, y: 0, width: width, height: height) }

  /// Writes one line of text at a point, sanitized, clipped to `clip` and the buffer; returns the column after it.
  ///
  /// A wide character takes its cell plus a continuation cell; one that would be cut by the clip
  /// edge is replaced by a space, never half drawn. Line breaks are shown as symbols.
  @discardableResult
  public mutating func write(_ text: String, at point: Point, style: Style = .plain, clip: Rect? = nil) -> Int
  {
    write(VisibleText.glyphs(of: text, style: style), at: point, clip: clip)
  }

  /// Writes styled text as one line; returns the column after it.
  @discardableResult
  public mutating func write(_ text: StyledText, at point: Point, clip: Rect? = nil) -> Int {
    write(text.glyphs, at: point, clip: clip)
  }

  /// Writes glyphs as one line; returns the column after them.
  @discardableResult
  public mutating func write(_ glyphs: [Glyph], at point: Point, clip: Rect? = nil) -> Int {
    let area = (clip ?? bounds).intersection(bounds)
    var column = point.x
    for glyph in glyphs {
      defer { column += glyph.width }
      guard point.y >= area.y, point.y < area.maxY else { continue }
      let first = max(column, area.x)
      let end = min(column + glyph.width, area.maxX)
      if first == column, end == column + glyph.width {
        put(glyph, x: column, y: point.y)
      } else if first < end {
        for x in first..<end { put(Glyph(" ", width: 1, style: glyph.style), x: x, y: point.y) }
      }
    }
    return column
  }

  /// Puts one glyph at a cell, clearing any wide character it overlaps so none is left half drawn.
  public mutating func put(_ glyph: Glyph, x: Int, y: Int) {
    guard y >= 0, y < height, x >= 0, x + glyph.width <= width else { return }
    for column in x..<(x + glyph.width) { detachWide(x: column, y: y) }
    guard x < width else { return }
    let index = y * width + x
    cells[index] = Cell(code: GraphemeCode(glyph.text), style: glyph.style)
    if glyph.width == 2 { cells[index + 1] = Cell(code: .empty, style: glyph.style) }
  }

  /// Fills a rect with a cell (clipped to the buffer).
  ///
  /// Only a wide character across the rect's left or right edge can be left half drawn, so only the edges
  /// are detached; each row inside is replaced whole.
  public mutating func fill(_ rect: Rect, with cell: Cell) {
    let area = rect.intersection(bounds)
    guard !area.isEmpty else { return }
    for y in area.y..<area.maxY {
      detachWide(x: area.x, y: y)
      detachWide(x: area.maxX - 1, y: y)
      replaceRow(y, from: area.x, count: area.width, with: cell)
    }
  }

  /// Gives every cell in a rect a new style, keeping the text (for example to dim an app behind an alert).
  public mutating func restyle(_ rect: Rect, with style: Style) {
    let area = rect.intersection(bounds)
    guard !area.isEmpty else { return }
    for y in area.y..<area.maxY {
      let start = y * width
      for index in (start + area.x)..<(start + area.maxX) { cells[index].style = style }
    }
  }

  /// Draws a border on the edge of a rect.
  public mutating func drawBorder(_ rect: Rect, border: Border = .rounded, style: Style = .plain) {
    let area = rect
    guard area.width >= 2, area.height >= 2 else { return }
    let glyph = { (text: String) in Glyph(text, width: 1, style: style) }
    for x in (area.x + 1)..<(area.maxX - 1) {
      put(glyph(border.horizontal), x: x, y: area.y)
      put(glyph(border.horizontal), x: x, y: area.maxY - 1)
    }
    for y in (area.y + 1)..<(area.maxY - 1) {
      put(glyph(border.vertical), x: area.x, y: y)
      put(glyph(border.vertical), x: area.maxX - 1, y: y)
    }
    put(glyph(border.topLeft), x: area.x, y: area.y)
    put(glyph(border.topRight), x: area.maxX - 1, y: area.y)
    put(glyph(border.bottomLeft), x: area.x, y: area.maxY - 1)
    put(glyph(border.bottomRight), x: area.maxX - 1, y: area.maxY - 1)
  }

  /// Draws a horizontal rule across a rect's first row.
  public mutating func drawHorizontalRule(
    _ rect: Rect, character: String = "─", style: Style = Style(.secondary)
  ) {
    guard rect.height > 0, rect.width > 0 else { return }
    let glyph = Glyph(character, width: 1, style: style)
    for x in rect.x..<rect.maxX { put(glyph, x: x, y: rect.y) }
  }

  /// Before overwriting (x, y), blanks the other half of any wide character that covers it.
  ///
  /// Callers pass a cell inside the buffer.
  private mutating func detachWide(x: Int, y: Int) {
    guard x >= 0, y >= 0, x < width, y < height else { return }
    let index = y * width + x
    if cells[index].isContinuation, x > 0 {
      cells[index - 1].code = .space
    } else if x + 1 < width, cells[index + 1].isContinuation {
      cells[index + 1].code = .space
    }
  }
}

/// The characters of a box border.
public struct Border: Sendable, Hashable {
  /// Top-left corner.
  public var topLeft: String
  /// Top-right corner.
  public var topRight: String
  /// Bottom-left corner.
  public var bottomLeft: String
  /// Bottom-right corner.
  public var bottomRight: String
  /// Horizontal edge.
  public var horizontal: String
  /// Vertical edge.
  public var vertical: String

  /// Creates a border from its six characters (each one column wide).
  public init(
    topLeft: String, topRight: String, bottomLeft: String, bottomRight: String, horizontal: String,
    vertical: String
  ) {
    self.topLeft = topLeft
    self.topRight = topRight
    self.bottomLeft = bottomLeft
    self.bottomRight = bottomRight
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// Rounded corners: ╭─╮ │ ╰─╯.
  public static let rounded = Border(
    topLeft: "╭", topRight: "╮", bottomLeft: "╰", bottomRight: "╯", horizontal: "─", vertical: "│")
  /// Square corners: ┌─┐ │ └─┘.
  public static let square = Border(
    topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘", horizontal: "─", vertical: "│")
}
