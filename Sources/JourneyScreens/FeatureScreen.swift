import ConsentEngine
import StringTables

/// Picks for You, the feature that benefits from tracking but works without it (HIG-4, HIG-6).
struct FeatureScreen: JourneyScreen {
  func draw(_ state: ConsentState, on canvas: inout ScreenCanvas) {
    canvas.bottomButtons([ButtonSpec(.primary, CopyKey("Outcome", "feature.action"), .continueTapped)])
    canvas.page(title: CopyKey("Outcome", "feature.title"), body: CopyKey("Outcome", "feature.body"))
  }
}
