import TerminalKit

/// Lays a screen (or a full-page sheet) out in the phone's content and shows the part that fits.
///
/// On a full-size phone at the default text size a screen is drawn as designed. A shorter (compact)
/// phone draws it at its own height when it fits there; content that does not fit, and content made
/// taller by a larger text size, is laid out at its full height and shown through a window that
/// follows the focused button (or the scroll keys), with a scroll bar on the phone's right border.
/// Findings are those of the phone's own height, so they do not depend on the terminal.
enum ScrollingContent {
  /// The canvas laid out (its display list shows the content, its buttons sit where they were laid out) and
  /// the scroll window's rule when the content is taller than the viewport.
  struct Drawn {
    var canvas: ScreenCanvas
    var window: ScrollRule?
  }

  /// Lays `draw` out in the layout's content; `hasFocus` is false for the screen behind an overlay.
  static func draw(
    layout: PhoneLayout, context: ScreenContext, hasFocus: Bool = true, _ draw: (inout ScreenCanvas) -> Void
  ) -> Drawn {
    let viewport = layout.content
    let surface = layout.terminal
    let standardText = context.textSize == .standard
    if standardText && viewport.height >= layout.designHeight {
      var canvas = ScreenCanvas(surface: surface, area: viewport, context: context, hasFocus: hasFocus)
      draw(&canvas)
      return Drawn(canvas: canvas, window: nil)
    }
    let findings = designFindings(layout: layout, context: context, draw)
    var fit = ScreenCanvas(surface: surface, area: viewport, context: context, hasFocus: hasFocus)
    draw(&fit)
    if !overflows(fit) {
      fit.findings = findings
      return Drawn(canvas: fit, window: nil)
    }
    let height = max(
      viewport.height, neededHeight(width: surface.width, area: viewport, context: context, draw))
    var tall = canvas(
      height: height, width: surface.width, area: viewport, context: context, hasFocus: hasFocus)
    draw(&tall)
    // The window follows the focused button unless the scroll keys moved it; behind an overlay it stays at
    // the top.
    let rule = ScrollRule(
      room: viewport, contentHeight: height, viewportHeight: viewport.height, readsScroll: hasFocus,
      buttonRows: hasFocus
        ? tall.buttons.map { ($0.frame.y - viewport.y)..<($0.frame.maxY - viewport.y) } : [])
    var result = ScreenCanvas(surface: surface, area: viewport, context: context, hasFocus: hasFocus)
    result.display.scrolled(
      ScrolledContent(
        content: tall.display, surface: tall.surface, clearsRoom: true, rule: rule,
        cueColumn: layout.frame.maxX - 1, cue: .phoneBorder))
    result.buttons = tall.buttons
    result.buttonsScroll = true
    result.findings = findings
    result.shownKeys = tall.shownKeys
    result.elements = tall.elements
    result.scroll = rule
    return Drawn(canvas: result, window: rule)
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
    var phone = canvas(
      height: design.height, width: layout.terminal.width, area: design, context: context, hasFocus: false)
    draw(&phone)
    guard context.textSize != .standard, overflows(phone) else { return phone.findings }
    let height = neededHeight(width: layout.terminal.width, area: design, context: context, draw)
    var grown = canvas(
      height: max(design.height, height), width: layout.terminal.width, area: design, context: context,
      hasFocus: false)
    draw(&grown)
    return grown.findings
  }

  /// Rows the content needs: what is placed from the top plus what is anchored at the bottom.
  static func neededHeight(
    width: Int, area: Rect, context: ScreenContext, _ draw: (inout ScreenCanvas) -> Void
  ) -> Int {
    let roomy = 400
    var probe = canvas(height: roomy, width: width, area: area, context: context, hasFocus: false)
    draw(&probe)
    return (probe.top - probe.area.y) + (probe.area.maxY - probe.bottom)
  }

  /// A canvas over a scratch surface, `height` rows from the area's top.
  static func canvas(height: Int, width: Int, area: Rect, context: ScreenContext, hasFocus: Bool = true)
    -> ScreenCanvas
  {
    ScreenCanvas(
      surface: Size(width: width, height: area.y + height),
      area: Rect(x: area.x, y: area.y, width: area.width, height: height), context: context,
      hasFocus: hasFocus)
  }

  /// True when some copy did not fit its box.
  static func overflows(_ canvas: ScreenCanvas) -> Bool {
    canvas.findings.contains { $0.rule == "LAYOUT-overflow" }
  }
}
