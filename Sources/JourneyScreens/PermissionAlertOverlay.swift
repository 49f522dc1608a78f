import ConsentEngine
import StringTables
import TerminalKit

/// Another permission alert (notifications) that blocks the tracking prompt (ATT-6); either answer sends
/// `otherPermissionAlertAnswered`.
///
/// Buttons stacked, "Don't Allow" first.
struct PermissionAlertOverlay: SystemOverlayView {
  func draw(_ state: ConsentState, layout: PhoneLayout, on canvas: inout ScreenCanvas) {
    let box = SystemBox(
      lines: [
        .init(
          ref: CopyKey("System", "permission.notifications.title"), arguments: [canvas.context.appName],
          style: Style(.systemAlertTitle, bold: true)),
        .init(ref: CopyKey("System", "permission.notifications.body"), style: Style(.systemAlert)),
      ],
      buttons: [
        SystemBox.button(.deny, CopyKey("System", "permission.dontAllow"), .otherPermissionAlertAnswered),
        SystemBox.button(
          .allow, CopyKey("System", "permission.allow"), .otherPermissionAlertAnswered, bold: true),
      ])
    let height = box.height(width: layout.device.alertContentWidth, canvas: canvas)
    box.draw(in: layout.alertRect(contentHeight: height - 2), on: &canvas)
  }
}
