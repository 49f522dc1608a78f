import ConsentEngine
import TerminalKit

/// The app is gone (ATT-9): the springboard under the prototype's banner naming the reason and rule.
struct CrashedScreen: JourneyScreen {
  /// Why the app crashed.
  let reason: CrashReason

  func draw(_ state: ConsentState, on canvas: inout ScreenCanvas) {
    // iOS shows nothing when an app crashes: the presented phone is the Home Screen.
    guard !canvas.context.presents else { return SpringboardScreen().draw(state, on: &canvas) }
    let banner = PrototypeText.crashBanner(reason, appName: canvas.context.appName)
    let width = canvas.area.width - 4
    let title = Paragraph(banner.title, style: Style(.warning, bold: true))
    let body = Paragraph(banner.body, style: Style(.warning))
    let height = title.height(forWidth: width) + body.height(forWidth: width) + 2
    let box = canvas.takeRows(height)
    canvas.display.fill(box, with: Cell(" ", style: Style(.warning)))
    canvas.display.drawBorder(box, style: Style(.warning))
    let inner = box.inset(by: Insets(top: 1, left: 2, bottom: 1, right: 2))
    let used = canvas.display.render(title, in: inner).usedHeight
    canvas.display.render(
      body, in: Rect(x: inner.x, y: inner.y + used, width: inner.width, height: inner.height - used))
    SpringboardScreen().draw(state, on: &canvas)
  }
}
