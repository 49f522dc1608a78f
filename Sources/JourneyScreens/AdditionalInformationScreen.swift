import ConsentEngine
import StringTables

/// The app's screen after "Additional Information": Continue asks again, Not Now goes on without.
struct AdditionalInformationScreen: JourneyScreen {
  func draw(_ state: ConsentState, on canvas: inout ScreenCanvas) {
    canvas.bottomButtons(
      [
        ButtonSpec(.primary, CopyKey("Outcome", "additionalInfo.action"), .continueTapped),
        ScreenCanvas.secondary(CopyKey("Outcome", "additionalInfo.notNow.action"), .notNowTapped),
      ], gap: 1)
    canvas.page(
      title: CopyKey("Outcome", "additionalInfo.title"), body: CopyKey("Outcome", "additionalInfo.body"))
  }
}
