/// Wrapped styled text (paragraphs and bullet items) drawn into a rect; what does not fit is
/// marked with a "…" in `.warning` style and returned as overflow, never cut silently.
public struct Paragraph: Widget, Hashable {
  /// The blocks drawn, top to bottom.
  public var blocks: [TextBlock]
  /// Placement of each line.
  public var alignment: Alignment
  /// Columns the text wraps at when fewer than the rect has (a larger text size).
  ///
  /// A word wider than that but not than the rect keeps a line of its own whole. Nil wraps at the
  /// rect's width.
  public var wrapColumns: Int?

  /// Creates a paragraph from blocks (for example parsed Markdown).
  public init(blocks: [TextBlock], alignment: Alignment = .leading) {
    self.blocks = blocks
    self.alignment = alignment
  }

  /// Creates a paragraph from styled text.
  public init(_ text: StyledText, alignment: Alignment = .leading) {
    self.init(blocks: [TextBlock(text)], alignment: alignment)
  }

  /// Creates a paragraph from a string in one style.
  public init(_ text: String, style: Style = Style(.body), alignment: Alignment = .leading) {
    self.init(StyledText(text, style: style), alignment: alignment)
  }

  /// The wrapped lines at a width (the rect's; `wrapColumns` narrows where the lines break).
  public func lines(width: Int) -> [WrappedLine] {
    guard let wrapColumns, wrapColumns < width else { return TextBlock.wrap(blocks, width: width) }
    return TextBlock.wrap(blocks, width: wrapColumns, wordWidth: width)
  }

  /// Rows needed to draw everything at a width.
  public func height(forWidth width: Int) -> Int {
    lines(width: width).count
  }

  /// Draws the wrapped lines into the rect and reports the overflow.
  @discardableResult
  public func render(in rect: Rect, buffer: inout Buffer) -> RenderReport {
    buffer.drawLines(lines(width: rect.width), in: rect, alignment: alignment)
  }

  /// What `render` reports for the rect, without drawing.
  public func report(in rect: Rect) -> RenderReport {
    RenderReport.fitting(lines(width: rect.width), in: rect).report
  }
}
