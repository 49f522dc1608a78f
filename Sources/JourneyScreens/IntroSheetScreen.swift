import ConsentEngine
import StringTables
import TerminalKit

/// The app's own sheet before the consent form (UMP-7): a grabber, a scrim, one action.
///
/// Dismissing the sheet (swipe down on the grabber, tap on the scrim) is the engine's
/// `introSheetDismissed`. The scrim above the sheet is a `.secondary` button labelled by
/// `Consent/intro.dismiss.action` with a "↓" hint, after Continue in the focus order.
struct IntroSheetScreen: JourneyScreen {
  /// Rows of scrim above the sheet.
  static let scrimRows = 4
  /// The grabber drawn at the sheet's top.
  static let grabber = "━━━━━"

  func draw(_ state: ConsentState, on canvas: inout ScreenCanvas) {
    let area = canvas.area
    let scrim = Rect(x: area.x, y: area.y, width: area.width, height: min(Self.scrimRows, area.height))
    let sheetArea = Rect(x: area.x, y: scrim.maxY, width: area.width, height: area.height - scrim.height)
    canvas.display.restyle(scrim, with: Style(.dimmedBackdrop))
    let edge = sheetArea.row(0)
    canvas.display.drawHorizontalRule(edge, style: Style(.secondary))
    canvas.display.put(Glyph("╭", width: 1, style: Style(.secondary)), x: edge.x, y: edge.y)
    canvas.display.put(Glyph("╮", width: 1, style: Style(.secondary)), x: edge.maxX - 1, y: edge.y)
    var sheet = canvas.child(area: sheetArea.inset(by: Insets(top: 1)))
    sheet.decoration(Self.grabber)
    sheet.bottomButtons([ButtonSpec(.primary, CopyKey("Consent", "intro.action"), .continueTapped)])
    sheet.page(title: CopyKey("Consent", "intro.title"), body: CopyKey("Consent", "intro.body"), topSpace: 1)
    canvas.merge(sheet)
    var scrimCanvas = canvas.child(area: Rect(x: scrim.x, y: scrim.y + 1, width: scrim.width, height: 1))
    scrimCanvas.bottomButtons(
      [
        ButtonSpec(
          .secondary, CopyKey("Consent", "intro.dismiss.action"), .introSheetDismissed,
          style: Style(.dimmedBackdrop))
      ], shape: .bar)
    canvas.merge(scrimCanvas)
    let hint = scrim.row(2)
    if !hint.isEmpty {
      canvas.display.write(
        "↓", at: Point(x: hint.x + hint.width / 2, y: hint.y), style: Style(.dimmedBackdrop))
    }
  }
}
