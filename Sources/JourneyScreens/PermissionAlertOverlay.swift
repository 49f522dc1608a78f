import ConsentEngine
import StringTables
import TerminalKit

/// Another permission alert (notifications) that blocks the tracking prompt (ATT-6); either answer sends
/// `otherPermissionAlertAnswered`.
///
/// "Don't Allow" then "Allow": side by side when both labels are short, as iOS draws them, else stacked.
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
      ], allowsSideBySide: true)
    box.drawAlert(layout: layout, on: &canvas)
  }
}
