/// What a widget did when it rendered: the rows it used and the lines that did not fit.
public struct RenderReport: Sendable, Hashable {
  /// Rows used, from the top of the rect.
  public var usedHeight: Int
  /// Lines that did not fit in the rect (empty when everything was drawn).
  public var overflow: [WrappedLine]

  /// Creates a report.
  public init(usedHeight: Int, overflow: [WrappedLine] = []) {
    self.usedHeight = usedHeight
    self.overflow = overflow
  }

  /// True when something did not fit; the screen should raise a finding.
  public var didOverflow: Bool { !overflow.isEmpty }

  /// The text that did not fit, one line per row.
  public var overflowText: String { overflow.map(\.text).joined(separator: "\n") }

  /// The lines of `lines` a rect shows and the report of drawing them, without drawing: what does not fit
  /// leaves the last shown line ending in a "…" in `.warning` style.
  public static func fitting(_ lines: [WrappedLine], in rect: Rect) -> (
    shown: [WrappedLine], report: RenderReport
  ) {
    guard rect.height > 0 else { return ([], RenderReport(usedHeight: 0, overflow: lines)) }
    var visible = Array(lines.prefix(rect.height))
    var overflow = Array(lines.dropFirst(rect.height))
    if !overflow.isEmpty, var last = visible.popLast() {
      var cut: [Glyph] = []
      while let glyph = last.glyphs.last, last.width + 1 > rect.width {
        cut.insert(glyph, at: 0)
        last.glyphs.removeLast()
      }
      if !cut.isEmpty { overflow.insert(WrappedLine(glyphs: cut, consumed: last.consumed), at: 0) }
      last.glyphs.append(Glyph("…", width: 1, style: Style(.warning)))
      visible.append(last)
    }
    return (visible, RenderReport(usedHeight: visible.count, overflow: overflow))
  }
}

/// Something that draws itself into a rect of a buffer.
public protocol Widget: Sendable {
  /// Rows needed to draw everything at a width.
  func height(forWidth width: Int) -> Int
  /// Draws into the rect and reports what did not fit.
  @discardableResult
  func render(in rect: Rect, buffer: inout Buffer) -> RenderReport
  /// What `render(in:buffer:)` reports for the rect, without drawing.
  func report(in rect: Rect) -> RenderReport
}

/// Horizontal placement of lines in a rect.
public enum Alignment: Sendable, Hashable {
  /// Start at the left edge.
  case leading
  /// Centre each line.
  case center
  /// End at the right edge.
  case trailing

  /// The column offset of a line of `lineWidth` in `width` columns.
  public func offset(lineWidth: Int, in width: Int) -> Int {
    switch self {
    case .leading: return 0
    case .center: return max(0, (width - lineWidth) / 2)
    case .trailing: return max(0, width - lineWidth)
    }
  }
}

extension Buffer {
  /// Renders a widget into a rect.
  @discardableResult
  public mutating func render(_ widget: some Widget, in rect: Rect) -> RenderReport {
    widget.render(in: rect, buffer: &self)
  }

  /// Draws wrapped lines into a rect; when they overflow, the last row ends with a "…" in
  /// `.warning` style and the report holds every line (or part of a line) not drawn.
  public mutating func drawLines(_ lines: [WrappedLine], in rect: Rect, alignment: Alignment) -> RenderReport
  {
    let fitted = RenderReport.fitting(lines, in: rect)
    for (row, line) in fitted.shown.enumerated() {
      let x = rect.x + alignment.offset(lineWidth: line.width, in: rect.width)
      write(line.glyphs, at: Point(x: x, y: rect.y + row), clip: rect)
    }
    return fitted.report
  }
}
