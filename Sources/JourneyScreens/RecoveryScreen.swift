import ConsentEngine
import StringTables
import TerminalKit

/// After a refusal, the non-coercive way to the app's own Settings page (HIG-6, ATT-12); when only the
/// global switch is off, the real path in Settings instead, since the app's page cannot fix it (ATT-18).
struct RecoveryScreen: JourneyScreen {
  func draw(_ state: ConsentState, on canvas: inout ScreenCanvas) {
    switch state.recoveryRoute {
    case .appPage:
      canvas.bottomButtons(
        [
          ButtonSpec(.primary, CopyKey("Settings", "recovery.openSettings.action"), .openSettingsTapped),
          ScreenCanvas.secondary(CopyKey("Settings", "recovery.notNow.action"), .notNowTapped),
        ], gap: 1)
      canvas.page(title: CopyKey("Settings", "recovery.title"), body: CopyKey("Settings", "recovery.body"))
    case .globalSwitch:
      canvas.bottomButtons([
        ButtonSpec(.primary, CopyKey("Settings", "recovery.globalSwitch.action"), .continueTapped)
      ])
      canvas.page(
        title: CopyKey("Settings", "recovery.globalSwitch.title"),
        body: CopyKey("Settings", "recovery.globalSwitch.body"))
      canvas.space(1)
      canvas.data(Self.settingsPath(state, on: &canvas), style: Style(.body, bold: true))
    }
  }

  /// Privacy & Security › Tracking › the global switch, in iOS's own words for the locale and version (X-5
  /// names the switch differently in the EU, OS-3 the first page on iOS 14 and 15).
  static func settingsPath(_ state: ConsentState, on canvas: inout ScreenCanvas) -> String {
    let toggle = state.usesEUToggleName ? "settings.tracking.toggle.eu" : "settings.tracking.toggle"
    return [SettingsTrackingScreen.privacyKey(state), "settings.tracking.title", toggle]
      .map { canvas.text(CopyKey("System", $0)).text }
      .joined(separator: " › ")
  }
}
