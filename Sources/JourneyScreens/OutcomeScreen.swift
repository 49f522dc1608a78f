import ConsentEngine
import StringTables
import TerminalKit

/// The app's reaction to the tracking answer, with the IDFA exactly as the app reads it (ATT-11).
struct OutcomeScreen: JourneyScreen {
  /// The status the screen is about.
  let status: TrackingStatus

  func draw(_ state: ConsentState, on canvas: inout ScreenCanvas) {
    let name = Self.keyName(status, reason: state.statusReason)
    canvas.bottomButtons([ButtonSpec(.primary, CopyKey("Outcome", "outcome.action"), .continueTapped)])
    canvas.page(
      title: CopyKey("Outcome", "outcome.\(name).title"), body: CopyKey("Outcome", "outcome.\(name).body"))
    canvas.space(1)
    canvas.paragraph(CopyKey("Outcome", "outcome.idfa.label"), style: Style(.secondary), spacing: 0)
    canvas.data(state.idfa, style: Style(.body))
  }

  /// The key part for a status; `notDetermined` reads like `denied` (tracking is off, the IDFA is zero).
  /// A denial that only the global switch made has its own words: nobody chose anything (ATT-18).
  static func keyName(_ status: TrackingStatus, reason: TrackingStatusReason) -> String {
    switch status {
    case .authorized: return "authorized"
    case .restricted: return "restricted"
    case .denied where reason == .globalSwitch: return "deniedBySystem"
    case .denied, .notDetermined: return "denied"
    }
  }
}
