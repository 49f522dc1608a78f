import ConsentEngine
import StringTables
import TerminalKit

/// An onboarding step: title, body, page dots and Next (Get Started on the last step).
struct OnboardingScreen: JourneyScreen {
  /// The step shown, by index into `state.definition.onboardingStepIDs`.
  let step: Int

  func draw(_ state: ConsentState, on canvas: inout ScreenCanvas) {
    let ids = state.definition.onboardingStepIDs
    guard ids.indices.contains(step) else {
      canvas.data(
        "onboarding step \(step) is not in the journey (\(ids.count) steps)", style: Style(.warning))
      return
    }
    let isLast = step == ids.count - 1
    let action = isLast ? "onboarding.start.action" : "onboarding.next.action"
    canvas.bottomButtons([ButtonSpec(.primary, CopyKey("Onboarding", action), .continueTapped)])
    let dots = canvas.reserveBottom(2)
    canvas.display.render(.dots(PageDots(count: ids.count, current: step)), in: dots)
    canvas.addDecoration(PageDots(count: ids.count, current: step).text, frame: dots)
    canvas.space(4)
    canvas.paragraph(
      CopyKey("Onboarding", "onboarding.\(ids[step]).title"), style: Style(.title, bold: true),
      alignment: .center, spacing: 2)
    canvas.paragraph(CopyKey("Onboarding", "onboarding.\(ids[step]).body"), alignment: .center)
  }
}
