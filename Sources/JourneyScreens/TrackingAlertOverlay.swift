import ConsentEngine
import StringTables
import TerminalKit

/// The classic tracking alert (ATT-10): a centred box of the alert width, the system title with the
/// app name, the app's purpose string, then "Ask App Not to Track" above "Allow", stacked.
struct TrackingAlertOverlay: SystemOverlayView {
  func draw(_ state: ConsentState, layout: PhoneLayout, on canvas: inout ScreenCanvas) {
    let box = SystemBox(
      lines: [
        .init(
          ref: CopyKey("System", "alert.title"), arguments: [canvas.context.appName],
          style: Style(.systemAlertTitle, bold: true)),
        .init(ref: CopyKey("InfoPlist", "NSUserTrackingUsageDescription"), style: Style(.systemAlert)),
      ],
      buttons: [
        SystemBox.button(.deny, CopyKey("System", "alert.deny"), .alertAnswered(.deny)),
        SystemBox.button(.allow, CopyKey("System", "alert.allow"), .alertAnswered(.allow)),
      ])
    box.drawAlert(layout: layout, on: &canvas)
  }
}
