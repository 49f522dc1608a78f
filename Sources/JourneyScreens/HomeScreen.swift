import ConsentEngine
import StringTables

/// The game's main screen: play today's puzzle (a milestone, HIG-7) or open Picks for You (HIG-6).
struct HomeScreen: JourneyScreen {
  func draw(_ state: ConsentState, on canvas: inout ScreenCanvas) {
    canvas.bottomButtons(
      [
        ButtonSpec(
          .primary, CopyKey("Outcome", "home.play.action"), .milestoneReached(Self.milestone(state))),
        ScreenCanvas.secondary(CopyKey("Outcome", "home.feature.action"), .featureStarted),
      ], gap: 1)
    canvas.page(title: CopyKey("Outcome", "home.title"), body: CopyKey("Outcome", "home.body"))
  }

  /// The milestone playing reaches: the primer's trigger milestone when it has one.
  static func milestone(_ state: ConsentState) -> String {
    if case .afterMilestone(let name) = state.definition.primerTrigger { return name }
    return "firstPuzzleSolved"
  }
}
