import ConsentEngine
import StringTables
import TerminalKit

/// Settings › the app, the only page an app can open (ATT-12): its "Allow Tracking" toggle once it asked.
struct SettingsAppScreen: JourneyScreen {
  var isGroupedList: Bool { true }

  func draw(_ state: ConsentState, on canvas: inout ScreenCanvas) {
    defer { canvas.groupedPage() }
    let exitRow = canvas.takeRows(1)
    defer { canvas.settingsExit(state, in: exitRow) }
    canvas.space(1)
    canvas.settingsTitle(CopyKey("InfoPlist", "CFBundleDisplayName"))
    guard state.tracking.listedInSettings else {
      guard !canvas.context.presents else { return }
      canvas.indented(by: ScreenCanvas.gutter) { inner in
        inner.data(PrototypeText.noTrackingRow, style: Style(.inspector))
      }
      return
    }
    let appState = ScreenCanvas.appToggleState(state)
    canvas.groupedRows { rows in
      rows.toggle(
        CopyKey("System", "settings.app.tracking"), state: appState,
        action: appState.isEnabled ? RowAction(.toggle, .settingsAppToggleTapped) : nil)
    }
    if state.device.restriction != nil {
      canvas.settingsFooter(CopyKey("System", "settings.tracking.restricted"))
    }
  }
}
