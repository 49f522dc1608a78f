import ConsentEngine
import StringTables
import TerminalKit

/// The consent platform's options page (UMP-9): one switch per purpose, all off until the person turns one
/// on, then Confirm choices and Accept all with equal weight; the way back to the form on the top row.
///
/// The switches come first in the focus order, then the two buttons, then the way back.
struct ConsentOptionsScreen: JourneyScreen {
  /// The copy key of a purpose's switch label.
  static func label(of purpose: ConsentPurpose) -> CopyKey {
    CopyKey("Consent", "options.purpose.\(purpose.rawValue)")
  }

  /// The two buttons at the bottom: confirm the switches as they are, or turn them all on.
  static let buttons = [
    ButtonSpec(.primary, CopyKey("Consent", "options.confirm.action"), .consentOptionsConfirmed),
    ButtonSpec(.primary, CopyKey("Consent", "options.acceptAll.action"), .consentOptionsAcceptedAll),
  ]

  func draw(_ state: ConsentState, on canvas: inout ScreenCanvas) {
    let backRow = canvas.takeRows(1)
    let gap = 1
    let heights = Self.buttons.map { canvas.measureButton($0.ref, width: canvas.area.width) }
    let buttonRows = canvas.reserveBottom(heights.reduce(0, +) + gap * (heights.count - 1))
    canvas.space(1)
    canvas.indented(by: ScreenCanvas.gutter) { inner in
      inner.paragraph(CopyKey("Consent", "options.title"), style: Style(.title, bold: true), spacing: 1)
      inner.paragraph(CopyKey("Consent", "options.body"), spacing: 1)
    }
    for purpose in ConsentPurpose.allCases {
      canvas.toggle(
        Self.label(of: purpose), state: state.flow.consentPurposesOn.contains(purpose) ? .on : .off,
        action: RowAction(.toggle, .consentPurposeToggled(purpose)))
      canvas.space(1)
    }
    var bottom = canvas.child(area: buttonRows)
    bottom.bottomButtons(Self.buttons, gap: gap)
    canvas.merge(bottom)
    var back = canvas.child(area: backRow)
    back.link(
      CopyKey("Consent", "options.back.action"), prefix: "‹ ",
      action: RowAction(.secondary, .consentOptionsClosed))
    canvas.merge(back)
  }
}
