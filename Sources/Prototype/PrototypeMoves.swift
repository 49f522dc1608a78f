import ConsentEngine
import JourneyMap
import JourneyRuntime
import JourneyScreens
import JourneyTapes

/// Moves the prototype offers beside the map's: Control Centre pulled down over the app and pushed up again
/// (the app resigns and regains active, ATT-4), as the walk's `c` key does.
enum PrototypeMoves {
  /// The extra moves on a session's screen: Control Centre down over an app screen, or up again.
  static func extra(in session: JourneySession) -> [MapMove] {
    let state = session.state
    guard state.overlay == nil, state.screen != .springboard, !state.screen.isSettings else { return [] }
    let label: String
    if state.isControlCentreDown {
      label = PrototypeWords.controlCentreUp
    } else if state.appState == .active {
      label = PrototypeWords.controlCentreDown
    } else {
      return []
    }
    let commands: [SessionCommand] = [.toggleInterruption]
    return [
      MapMove(
        label: label, kind: .event, action: "controlCentre", commands: commands,
        tapeLines: (TapeVerbs.lines(for: commands) ?? []).map(TapePrinter.line))
    ]
  }
}
