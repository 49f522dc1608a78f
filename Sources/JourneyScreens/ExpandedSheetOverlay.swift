import ConsentEngine
import StringTables
import TerminalKit

/// The iOS 27.2 full-page tracking sheet (X-2 … X-6): app name, title, the Markdown purpose string (or the
/// plain one), Allow / Reject, and "Additional Information" only when the app passed an action.
///
/// Its system text is unverified: the prototype says so on the phone's top edge, outside the screen.
struct ExpandedSheetOverlay: SystemOverlayView {
  /// Whether the Markdown purpose string is shown.
  let usesMarkdown: Bool
  /// Whether the "Additional Information" button is shown.
  let additionalInformation: Bool

  func draw(_ state: ConsentState, layout: PhoneLayout, on canvas: inout ScreenCanvas) {
    canvas.display.fill(canvas.area, with: Cell(" ", style: Style(.systemAlert)))
    var buttons = [
      SystemBox.button(.allow, CopyKey("System", "sheet.allow"), .alertAnswered(.allow), bold: true),
      SystemBox.button(.deny, CopyKey("System", "sheet.deny"), .alertAnswered(.deny), bold: true),
    ]
    if additionalInformation {
      buttons.append(
        ButtonSpec(
          .additionalInformation, CopyKey("System", "sheet.additionalInformation"),
          .additionalInformationTapped,
          style: Style(.systemLink), focusedStyle: Style(.systemButtonFocused)))
    }
    canvas.bottomButtons(buttons, gap: 0)
    canvas.paragraph(
      CopyKey("InfoPlist", "CFBundleDisplayName"), style: Style(.systemAlert, bold: true), alignment: .center,
      spacing: 0)
    canvas.paragraph(
      CopyKey("System", "sheet.title"), arguments: [canvas.context.appName],
      style: Style(.systemAlertTitle, bold: true), alignment: .center, spacing: 1)
    if usesMarkdown {
      canvas.markdown(
        CopyKey("InfoPlist", "NSUserTrackingMarkdownUsageDescription"), style: Style(.systemAlert))
    } else {
      canvas.paragraph(CopyKey("InfoPlist", "NSUserTrackingUsageDescription"), style: Style(.systemAlert))
    }
  }

  var isFullPage: Bool { true }

  /// Says on the phone's top edge that the sheet's system text is unverified.
  ///
  /// On a compact phone the top border carries the status bar, which the label replaces.
  func decorate(layout: PhoneLayout, on display: inout DisplayList) {
    if layout.isCompact {
      let edge = Rect(x: layout.frame.x + 1, y: layout.frame.y, width: layout.frame.width - 2, height: 1)
      display.drawHorizontalRule(edge, style: Style(.deviceFrame))
    }
    let label = " \(PrototypeText.unverifiedSheet) "
    let labelX = layout.frame.x + (layout.frame.width - DisplayWidth.of(label)) / 2
    display.write(label, at: Point(x: labelX, y: layout.frame.y), style: Style(.warning), clip: layout.frame)
  }
}
