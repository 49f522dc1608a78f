import ConsentEngine
import StringTables
import TerminalKit

/// The consent platform's form (UMP-2): Consent and Do not consent with equal weight, Manage options.
///
/// The engine has no options page: Manage options stands for opening it and saving the defaults
/// (every purpose off), which the engine records as a refusal.
struct ConsentFormScreen: JourneyScreen {
  func draw(_ state: ConsentState, on canvas: inout ScreenCanvas) {
    canvas.bottomButtons(
      [
        ButtonSpec(.primary, CopyKey("Consent", "form.consent.action"), .consentFormAnswered(.consented)),
        ButtonSpec(.primary, CopyKey("Consent", "form.refuse.action"), .consentFormAnswered(.refused)),
        ScreenCanvas.secondary(CopyKey("Consent", "form.options.action"), .consentFormAnswered(.refused)),
      ], gap: 1)
    canvas.space(1)
    canvas.paragraph(
      CopyKey("InfoPlist", "CFBundleDisplayName"), style: Style(.secondary), alignment: .center, spacing: 1)
    canvas.paragraph(CopyKey("Consent", "form.title"), style: Style(.title, bold: true), spacing: 1)
    canvas.paragraph(CopyKey("Consent", "form.body"))
  }
}
