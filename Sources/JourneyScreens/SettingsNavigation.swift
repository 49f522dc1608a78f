import ConsentEngine
import StringTables
import TerminalKit

extension ScreenCanvas {
  /// The way back from Settings (`returnToApp`): iOS's "◀ App" breadcrumb while the app runs in the
  /// background or was ended by a switch change (ATT-17), else the prototype's own "⌂ Home Screen".
  ///
  /// It sits on the top row but comes last in the focus order, so the page's toggle has the first focus.
  mutating func settingsExit(_ state: ConsentState, in row: Rect) {
    var exit = child(area: row)
    exit.exitRow(state)
    merge(exit)
  }

  /// Draws the exit row from the top.
  private mutating func exitRow(_ state: ConsentState) {
    if state.appState == .background || state.terminatedBySettings {
      link(
        CopyKey("InfoPlist", "CFBundleDisplayName"), prefix: "◀ ",
        action: RowAction(.secondary, .returnToApp),
        style: Style(.link))
    } else {
      let label = context.presents ? PrototypeText.homeGlyph : PrototypeText.homeScreen
      toolLink(label, name: "homeScreen", action: .returnToApp)
    }
  }

  /// Puts the page on a grouped list's ground (under the rows already grounded): pictures draw it in
  /// `systemGroupedBackground`, a terminal as before.
  mutating func groupedPage() {
    display.ground(area, with: .groupedBackground, under: true)
  }

  /// Draws a group of Settings rows from the top on a grouped list's row ground: pictures draw the rows
  /// in `secondarySystemGroupedBackground`, from the focus gutter's second column to the screen's edge.
  mutating func groupedRows(_ draw: (inout ScreenCanvas) -> Void) {
    let start = top
    draw(&self)
    let rows = Rect(x: area.x + 1, y: start, width: area.width - 1, height: top - start)
    display.ground(rows, with: .groupedRow)
  }

  /// The large title of a Settings page, under the navigation rows.
  mutating func settingsTitle(_ ref: CopyKey) {
    indented(by: Self.gutter) { inner in
      inner.paragraph(ref, style: Style(.title, bold: true), spacing: 1)
    }
  }

  /// A Settings footer under a group, indented like the rows.
  mutating func settingsFooter(_ ref: CopyKey) {
    indented(by: Self.gutter) { inner in
      inner.paragraph(ref, style: Style(.secondary), spacing: 1)
    }
  }

  /// The state of this app's tracking toggle: on when authorized; greyed when restricted (ATT-7,
  /// ATT-15) or when requests are off and the app was not allowed (ATT-8: the engine ignores the tap).
  static func appToggleState(_ state: ConsentState) -> ToggleRow.State {
    if state.device.restriction != nil { return .disabled(isOn: false) }
    if state.trackingStatus == .authorized { return .on }
    return state.device.allowAppsToRequestToTrack ? .off : .disabled(isOn: false)
  }
}

extension ToggleRow.State {
  /// Whether the person can change the toggle.
  var isEnabled: Bool {
    if case .disabled = self { return false }
    return true
  }
}
