import ConsentEngine
import StringTables
import TerminalKit

/// The game's main screen: play today's puzzle (a milestone, HIG-7) or open Picks for You (HIG-6); its ad
/// area says whether the ads are personalised once the ad SDK started (UMP-10).
struct HomeScreen: JourneyScreen {
  func draw(_ state: ConsentState, on canvas: inout ScreenCanvas) {
    canvas.bottomButtons(
      [
        ButtonSpec(
          .primary, CopyKey("Outcome", "home.play.action"), .milestoneReached(Self.milestone(state))),
        ScreenCanvas.secondary(CopyKey("Outcome", "home.feature.action"), .featureStarted),
      ], gap: 1)
    canvas.page(title: CopyKey("Outcome", "home.title"), body: CopyKey("Outcome", "home.body"))
    if let npa = state.adSDKNPA {
      canvas.space(1)
      canvas.paragraph(Self.adKey(npa: npa), style: Style(.secondary), alignment: .center, spacing: 0)
    }
  }

  /// The ad area's words: non-personalised ads when the SDK started with `npa`, personalised otherwise.
  static func adKey(npa: Bool) -> CopyKey {
    CopyKey("Outcome", npa ? "home.ad.nonPersonalized" : "home.ad.personalized")
  }

  /// The milestone playing reaches: the primer's trigger milestone when it has one.
  static func milestone(_ state: ConsentState) -> String {
    if case .afterMilestone(let name) = state.definition.primerTrigger { return name }
    return "firstPuzzleSolved"
  }
}
