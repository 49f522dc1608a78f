import ConsentEngine
import JourneyTestSupport

/// A state built from a journey and a device, not yet launched, with an empty event log.
func makeState(
  _ definition: JourneyDefinition = JourneyDefinition(onboardingStepIDs: ["welcome"]),
  _ device: DeviceSettings = DeviceSettings()
) -> LoggedState {
  LoggedState(ConsentState(definition: definition, device: device))
}

/// Plays actions and returns the event lines they appended and their effects.
@discardableResult
func play(_ state: inout LoggedState, _ actions: ConsentAction...) -> (lines: [String], effects: [Effect]) {
  play(&state, actions)
}

/// Plays an array of actions and returns the event lines they appended and their effects.
@discardableResult
func play(_ state: inout LoggedState, _ actions: [ConsentAction]) -> (lines: [String], effects: [Effect]) {
  let start = state.events.count
  let effects = EngineTranscript.play(actions, on: &state)
  return (EngineTranscript.lines(of: state, after: start), effects)
}

/// A journey without onboarding, so the flow reaches the primer at once.
func quickJourney(
  wiring: Wiring = .none, explainerPublished: Bool = false, introSheet: Bool = false
) -> JourneyDefinition {
  JourneyDefinition(
    onboardingStepIDs: [], primerTrigger: .afterOnboarding, wiring: wiring, introSheet: introSheet,
    explainerPublished: explainerPublished)
}

/// The prompt lines of one request that showed the classic alert and was answered.
func promptLines(by requester: String, answer status: String, interface: String = "classic") -> [String] {
  [
    "trackingRequested{by=\(requester)}", "systemAlertShown{interface=\(interface)}", "appResignedActive",
    "trackingAnswered{status=\(status)}", "appBecameActive",
  ]
}
