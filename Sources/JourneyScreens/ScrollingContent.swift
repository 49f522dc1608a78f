import TerminalKit

/// Lays a screen (or a full-page sheet) out in the phone's content and shows the part that fits.
///
/// On a full-size phone at the default text size a screen is drawn as designed. A shorter (compact)
/// phone draws it at its own height when it fits there; content that does not fit, and content made
/// taller by a larger text size, is laid out at its full height and shown through a window that
/// follows the focused button (or the scroll keys), with a scroll bar on the phone's right border.
/// Findings are those of the phone's own height, so they do not depend on the terminal.
enum ScrollingContent {
  /// The canvas drawn (its buffer holds the shown cells, its buttons their shown frames) and the
  /// scroll window when the content is taller than the viewport.
  struct Drawn {
    var canvas: ScreenCanvas
    var window: ScrollWindow?
  }

  /// Draws `draw` into the layout's content of `buffer`.
  static func draw(
    into buffer: Buffer, layout: PhoneLayout, context: ScreenContext, _ draw: (inout ScreenCanvas) -> Void
  ) -> Drawn {
    let viewport = layout.content
    let standardText = context.textSize == .standard
    if standardText && viewport.height >= layout.designHeight {
      var canvas = ScreenCanvas(buffer: buffer, area: viewport, context: context)
      draw(&canvas)
      return Drawn(canvas: canvas, window: nil)
    }
    let findings = designFindings(layout: layout, context: context, draw)
    var fit = ScreenCanvas(buffer: buffer, area: viewport, context: context)
    draw(&fit)
    if !overflows(fit) {
      fit.findings = findings
      return Drawn(canvas: fit, window: nil)
    }
    let height = max(
      viewport.height, neededHeight(width: buffer.width, area: viewport, context: context, draw))
    var tall = canvas(height: height, width: buffer.width, area: viewport, context: context)
    draw(&tall)
    var window = ScrollWindow(
      contentHeight: height, viewportHeight: viewport.height, offset: context.scroll ?? 0)
    if context.scroll == nil, let focused = tall.buttons.indices.first(where: { tall.isFocused(index: $0) }) {
      let frame = tall.buttons[focused].frame
      window = window.revealing((frame.y - viewport.y)..<(frame.maxY - viewport.y))
    }
    var shown = buffer
    shown.fill(viewport, with: Cell(" ", style: .plain))
    shown.copy(
      tall.buffer,
      rect: Rect(
        x: viewport.x, y: viewport.y + window.offset, width: viewport.width, height: viewport.height),
      up: window.offset, clip: viewport)
    drawCue(window, layout: layout, buffer: &shown)
    var result = ScreenCanvas(buffer: shown, area: viewport, context: context)
    result.buttons = tall.buttons.map { button in
      var moved = button
      let frame = button.frame
      let shown = Rect(x: frame.x, y: frame.y - window.offset, width: frame.width, height: frame.height)
        .intersection(viewport)
      // A button scrolled out of view keeps an empty frame on the edge it is beyond.
      moved.frame =
        shown.isEmpty
        ? Rect(
          x: viewport.x, y: frame.y - window.offset < viewport.y ? viewport.y : viewport.maxY, width: 0,
          height: 0)
        : shown
      return moved
    }
    result.findings = findings
    result.shownKeys = tall.shownKeys
    result.elements = tall.elements
    result.scroll = window
    return Drawn(canvas: result, window: window)
  }

  /// The findings of the phone's own content height; with a larger text size the content grows as
  /// iOS's scroll views do, so only what still cannot fit is a finding.
  static func designFindings(
    layout: PhoneLayout, context: ScreenContext, _ draw: (inout ScreenCanvas) -> Void
  )
    -> [LayoutFinding]
  {
    let design = Rect(
      x: layout.content.x, y: layout.content.y, width: layout.content.width, height: layout.designHeight)
    var phone = canvas(height: design.height, width: layout.terminal.width, area: design, context: context)
    draw(&phone)
    guard context.textSize != .standard, overflows(phone) else { return phone.findings }
    let height = neededHeight(width: layout.terminal.width, area: design, context: context, draw)
    var grown = canvas(
      height: max(design.height, height), width: layout.terminal.width, area: design, context: context)
    draw(&grown)
    return grown.findings
  }

  /// Rows the content needs: what is placed from the top plus what is anchored at the bottom.
  static func neededHeight(
    width: Int, area: Rect, context: ScreenContext, _ draw: (inout ScreenCanvas) -> Void
  ) -> Int {
    let roomy = 400
    var probe = canvas(height: roomy, width: width, area: area, context: context)
    draw(&probe)
    return (probe.top - probe.area.y) + (probe.area.maxY - probe.bottom)
  }

  /// A canvas over a scratch buffer, `height` rows from the area's top.
  static func canvas(height: Int, width: Int, area: Rect, context: ScreenContext) -> ScreenCanvas {
    let scratch = Buffer(width: width, height: area.y + height)
    return ScreenCanvas(
      buffer: scratch, area: Rect(x: area.x, y: area.y, width: area.width, height: height), context: context)
  }

  /// True when some copy did not fit its box.
  static func overflows(_ canvas: ScreenCanvas) -> Bool {
    canvas.findings.contains { $0.rule == "LAYOUT-overflow" }
  }

  /// Draws the scroll bar over the phone's right border beside the content.
  static func drawCue(_ window: ScrollWindow, layout: PhoneLayout, buffer: inout Buffer) {
    let column = layout.frame.maxX - 1
    for (row, mark) in window.cue.enumerated() {
      guard let mark else { continue }
      let style = mark == "┃" ? Style(.deviceFrame) : Style(.warning)
      buffer.put(Glyph(mark, width: 1, style: style), x: column, y: layout.content.y + row)
    }
  }
}
