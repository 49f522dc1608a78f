import ConsentEngine
import StringTables

/// The confirmation when turning the app's toggle on (ATT-13): confirm or cancel.
struct AppToggleConfirmationOverlay: SystemOverlayView {
  func draw(_ state: ConsentState, layout: PhoneLayout, on canvas: inout ScreenCanvas) {
    ActionSheet(
      message: CopyKey("System", "settings.appOn.message"),
      choices: [
        SystemBox.button(
          .choice, CopyKey("System", "settings.appOn.confirm"), .appToggleConfirmationAnswered(.confirm))
      ],
      cancel: SystemBox.button(
        .choice, CopyKey("System", "settings.cancel"), .appToggleConfirmationAnswered(.cancel), bold: true)
    ).draw(on: &canvas)
  }
}
