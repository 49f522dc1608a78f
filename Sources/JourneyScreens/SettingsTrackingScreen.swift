import ConsentEngine
import StringTables
import TerminalKit

/// Settings › Privacy & Security › Tracking: the global toggle (EU name, X-5; disabled when
/// restricted, ATT-7, ATT-15), its footer and one toggle per app that asked (ATT-12).
struct SettingsTrackingScreen: JourneyScreen {
  var isGroupedList: Bool { true }

  func draw(_ state: ConsentState, on canvas: inout ScreenCanvas) {
    defer { canvas.groupedPage() }
    let exitRow = canvas.takeRows(1)
    defer { canvas.settingsExit(state, in: exitRow) }
    canvas.link(CopyKey("System", Self.privacyKey(state)), prefix: "‹ ", action: nil)
    canvas.space(1)
    canvas.settingsTitle(CopyKey("System", "settings.tracking.title"))
    let restricted = state.device.restriction != nil
    let globalKey = state.usesEUToggleName ? "settings.tracking.toggle.eu" : "settings.tracking.toggle"
    let globalState: ToggleRow.State =
      restricted ? .disabled(isOn: false) : (state.device.allowAppsToRequestToTrack ? .on : .off)
    canvas.groupedRows { rows in
      rows.toggle(
        CopyKey("System", globalKey), state: globalState,
        action: restricted ? nil : RowAction(.toggle, .settingsGlobalToggleTapped))
    }
    canvas.settingsFooter(
      CopyKey("System", restricted ? "settings.tracking.restricted" : "settings.tracking.footer"))
    drawApps(state, on: &canvas)
  }

  /// The System key of the page above Tracking: "Privacy & Security" from iOS 16, "Privacy" on iOS 14 and
  /// 15 (OS-3); the recovery's path names it the same way.
  static func privacyKey(_ state: ConsentState) -> String {
    state.device.osVersion.namesPrivacyAndSecurity ? "settings.privacy" : "settings.privacy.ios14"
  }

  /// The app's own switch and the other apps' (ATT-12), under a rule.
  private func drawApps(_ state: ConsentState, on canvas: inout ScreenCanvas) {
    let restricted = state.device.restriction != nil
    guard state.tracking.listedInSettings || !state.otherApps.isEmpty else { return }
    canvas.rule()
    canvas.groupedRows { rows in
      if state.tracking.listedInSettings {
        let appState = ScreenCanvas.appToggleState(state)
        rows.toggle(
          CopyKey("InfoPlist", "CFBundleDisplayName"), state: appState,
          action: appState.isEnabled ? RowAction(.toggle, .settingsAppToggleTapped) : nil)
      }
      for app in state.otherApps {
        let otherState: ToggleRow.State = restricted ? .disabled(isOn: false) : (app.allowed ? .on : .off)
        rows.toggle(
          CopyKey("InfoPlist", "CFBundleDisplayName"), dataLabel: app.name, state: otherState, action: nil)
      }
    }
  }
}
