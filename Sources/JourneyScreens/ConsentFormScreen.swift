import ConsentEngine
import StringTables
import TerminalKit

/// The consent platform's form (UMP-2): Consent and Do not consent with equal weight, and Manage options,
/// which opens the options page (`ConsentOptionsScreen`, UMP-9).
struct ConsentFormScreen: JourneyScreen {
  func draw(_ state: ConsentState, on canvas: inout ScreenCanvas) {
    canvas.bottomButtons(
      [
        ButtonSpec(.primary, CopyKey("Consent", "form.consent.action"), .consentFormAnswered(.consented)),
        ButtonSpec(.primary, CopyKey("Consent", "form.refuse.action"), .consentFormAnswered(.refused)),
        ScreenCanvas.secondary(CopyKey("Consent", "form.options.action"), .consentOptionsOpened),
      ], gap: 1)
    canvas.space(1)
    canvas.paragraph(
      CopyKey("InfoPlist", "CFBundleDisplayName"), style: Style(.secondary), alignment: .center, spacing: 1)
    canvas.paragraph(CopyKey("Consent", "form.title"), style: Style(.title, bold: true), spacing: 1)
    canvas.paragraph(CopyKey("Consent", "form.body"))
  }
}
