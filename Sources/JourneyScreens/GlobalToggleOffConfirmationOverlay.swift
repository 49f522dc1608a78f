import ConsentEngine
import StringTables
import TerminalKit

/// The confirmation when turning the global toggle off while an app is allowed (ATT-14): iOS's question
/// as its title, then the two choices.
struct GlobalToggleOffConfirmationOverlay: SystemOverlayView {
  func draw(_ state: ConsentState, layout: PhoneLayout, on canvas: inout ScreenCanvas) {
    ActionSheet(
      message: CopyKey("System", "settings.globalOff.message"),
      messageStyle: Style(.systemAlertTitle, bold: true),
      choices: [
        SystemBox.button(
          .choice, CopyKey("System", "settings.globalOff.continue"),
          .globalToggleOffAnswered(.continueTracking)),
        ButtonSpec(
          .choice, CopyKey("System", "settings.globalOff.stop"), .globalToggleOffAnswered(.stopTracking),
          style: Style(.destructive), focusedStyle: Style(.systemButtonFocused)),
      ],
      cancel: SystemBox.button(
        .choice, CopyKey("System", "settings.cancel"), .globalToggleOffAnswered(.cancel), bold: true)
    ).draw(on: &canvas)
  }
}
