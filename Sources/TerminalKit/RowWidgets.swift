/// Page dots for onboarding steps: "● ○ ○", centred.
public struct PageDots: Widget, Hashable {
  /// Number of pages.
  public var count: Int
  /// The current page, from 0.
  public var current: Int

  /// Creates page dots.
  public init(count: Int, current: Int) {
    self.count = max(0, count)
    self.current = current
  }

  /// The dots as text.
  public var text: String {
    (0..<count).map { $0 == current ? "●" : "○" }.joined(separator: " ")
  }

  /// One row.
  public func height(forWidth width: Int) -> Int { 1 }

  /// Draws the dots centred on the first row.
  @discardableResult
  public func render(in rect: Rect, buffer: inout Buffer) -> RenderReport {
    buffer.drawLines([line], in: row(of: rect), alignment: .center)
  }

  /// What `render` reports for the rect, without drawing.
  public func report(in rect: Rect) -> RenderReport {
    RenderReport.fitting([line], in: row(of: rect)).report
  }

  private var line: WrappedLine {
    let glyphs = (0..<count).flatMap { index -> [Glyph] in
      let dot = Glyph(
        index == current ? "●" : "○", width: 1, style: Style(index == current ? .body : .secondary))
      return index == 0 ? [dot] : [Glyph(" ", width: 1, style: .plain), dot]
    }
    return WrappedLine(glyphs: glyphs)
  }

  private func row(of rect: Rect) -> Rect {
    Rect(x: rect.x, y: rect.y, width: rect.width, height: min(1, rect.height))
  }
}

/// A list row: label on the left, optional detail and a chevron "›" on the right.
public struct ListRow: Widget, Hashable {
  /// The label.
  public var label: String
  /// Text shown before the chevron (for example "Allow"), in `.secondary`.
  public var detail: String?
  /// True to draw the chevron.
  public var showsChevron: Bool
  /// True when the row has keyboard focus.
  public var isFocused: Bool
  /// The label style.
  public var style: Style

  /// Creates a list row.
  public init(
    _ label: String, detail: String? = nil, showsChevron: Bool = true, isFocused: Bool = false,
    style: Style = Style(.body)
  ) {
    self.label = label
    self.detail = detail
    self.showsChevron = showsChevron
    self.isFocused = isFocused
    self.style = style
  }

  private var trailingWidth: Int {
    let detailWidth = detail.map { DisplayWidth.of($0) + 1 } ?? 0
    return detailWidth + (showsChevron ? 2 : 0)
  }

  private func labelWidth(_ width: Int) -> Int { max(TextWrapper.minimumWidth, width - trailingWidth) }

  /// Rows needed at a width.
  public func height(forWidth width: Int) -> Int {
    TextWrapper.wrap(label, width: labelWidth(width)).count
  }

  /// Draws the label (wrapped), the detail and the chevron on the first row.
  @discardableResult
  public func render(in rect: Rect, buffer: inout Buffer) -> RenderReport {
    var x = rect.maxX
    if showsChevron {
      x -= 1
      buffer.write("›", at: Point(x: x, y: rect.y), style: Style(.secondary), clip: rect)
      x -= 1
    }
    if let detail {
      x -= DisplayWidth.of(detail)
      buffer.write(detail, at: Point(x: x, y: rect.y), style: Style(.secondary), clip: rect)
    }
    let labelStyle = isFocused ? Style(.focusedButton) : style
    let lines = TextWrapper.wrap(label, width: labelWidth(rect.width), style: labelStyle)
    let labelRect = Rect(x: rect.x, y: rect.y, width: labelWidth(rect.width), height: rect.height)
    return buffer.drawLines(lines, in: labelRect, alignment: .leading)
  }

  /// What `render` reports for the rect, without drawing.
  public func report(in rect: Rect) -> RenderReport {
    let labelRect = Rect(x: rect.x, y: rect.y, width: labelWidth(rect.width), height: rect.height)
    let labelStyle = isFocused ? Style(.focusedButton) : style
    return RenderReport.fitting(
      TextWrapper.wrap(label, width: labelRect.width, style: labelStyle), in: labelRect
    ).report
  }
}

/// A horizontal rule across the rect's first row.
public struct Separator: Widget, Hashable {
  /// The rule character (one column wide).
  public var character: String
  /// The rule style.
  public var style: Style

  /// Creates a separator.
  public init(character: String = "─", style: Style = Style(.secondary)) {
    self.character = character
    self.style = style
  }

  /// One row.
  public func height(forWidth width: Int) -> Int { 1 }

  /// Draws the rule.
  @discardableResult
  public func render(in rect: Rect, buffer: inout Buffer) -> RenderReport {
    buffer.drawHorizontalRule(rect, character: character, style: style)
    return report(in: rect)
  }

  /// What `render` reports for the rect, without drawing.
  public func report(in rect: Rect) -> RenderReport { RenderReport(usedHeight: min(1, rect.height)) }
}
