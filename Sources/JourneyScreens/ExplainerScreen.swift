import ConsentEngine
import StringTables

/// The consent platform's IDFA explainer message (UMP-3): one action that leads to the system prompt.
struct ExplainerScreen: JourneyScreen {
  func draw(_ state: ConsentState, on canvas: inout ScreenCanvas) {
    canvas.bottomButtons([ButtonSpec(.primary, CopyKey("Consent", "explainer.action"), .continueTapped)])
    canvas.page(title: CopyKey("Consent", "explainer.title"), body: CopyKey("Consent", "explainer.body"))
  }
}
