import ConsentEngine
import StringTables
import TerminalKit

/// The app's own pre-permission screen: full screen, one action, clearly not an alert (HIG-1 … HIG-3).
struct PrimerScreen: JourneyScreen {
  func draw(_ state: ConsentState, on canvas: inout ScreenCanvas) {
    canvas.bottomButtons([ButtonSpec(.primary, CopyKey("Primer", "primer.action"), .continueTapped)])
    canvas.space(2)
    canvas.paragraph(
      CopyKey("Primer", "primer.title"), style: Style(.title, bold: true), alignment: .center, spacing: 2)
    canvas.paragraph(CopyKey("Primer", "primer.body"))
  }
}
