import ConsentEngine
import StringTables

/// After a refusal, the non-coercive way to the app's own Settings page (HIG-6, ATT-12).
struct RecoveryScreen: JourneyScreen {
  func draw(_ state: ConsentState, on canvas: inout ScreenCanvas) {
    canvas.bottomButtons(
      [
        ButtonSpec(.primary, CopyKey("Settings", "recovery.openSettings.action"), .openSettingsTapped),
        ScreenCanvas.secondary(CopyKey("Settings", "recovery.notNow.action"), .notNowTapped),
      ], gap: 1)
    canvas.page(title: CopyKey("Settings", "recovery.title"), body: CopyKey("Settings", "recovery.body"))
  }
}
