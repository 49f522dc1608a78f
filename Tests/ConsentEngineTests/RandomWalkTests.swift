import ConsentEngine
import JourneyTestSupport
import Testing

@Suite("Random walks and determinism")
struct RandomWalkTests {
  @Test("Seeded random walk keeps every invariant (ATT-3…ATT-8, ATT-11, UMP-9, status transitions)")
  func randomWalkKeepsInvariants() {
    let summary = RandomWalk.run(walks: 2_000, length: 60, seed: 0xA77_2026)
    #expect(summary.violations.isEmpty, "\(summary.violations.prefix(3))")
    #expect(summary.steps > 100_000)
    #expect(summary.prompts > 500)
    for name in [
      "systemAlertShown", "trackingAnswered", "trackingRequestCompleted", "consentFormShown",
      "explainerShown",
      "introSheetDismissed", "recoveryOffered", "settingsChanged", "appCrashed", "finding", "appTerminated",
      "adSDKStarted", "crashReported", "appSettingsURLOpened", "consentRefreshFailed",
    ] {
      #expect(summary.eventNames.contains(name), "walks never produced \(name)")
    }
  }

  @Test("Exhaustive exploration of a short journey keeps every invariant")
  func exhaustiveExploration() {
    let state = makeState(
      quickJourney(wiring: .sequential, explainerPublished: true), DeviceSettings(region: .eea))
    let actions: [ConsentAction] = [
      .launch, .continueTapped, .alertAnswered(.deny), .alertAnswered(.allow),
      .consentFormAnswered(.refused), .consentFormAnswered(.consented), .appResignedActive, .appBecameActive,
      .otherPermissionAlertRaised, .otherPermissionAlertAnswered, .settingsOpened,
      .settingsGlobalToggleTapped,
    ]
    let found = ExhaustiveExplorer.explore(from: state, actions: actions, depth: 5)
    #expect(found.isEmpty, "\(found.prefix(2))")
  }

  @Test("Same actions twice give identical events, byte for byte")
  func determinism() {
    var random = SplitMix64(seed: 42)
    for _ in 0..<50 {
      let definition = RandomScenario.definition(&random)
      let device = RandomScenario.device(&random)
      var generator = RandomActionGenerator(seed: random.next())
      var first = makeState(definition, device)
      var actions: [ConsentAction] = []
      for _ in 0..<80 {
        let action = generator.nextAction(for: first.state)
        actions.append(action)
        first.send(action)
      }
      var second = makeState(definition, device)
      EngineTranscript.play(actions, on: &second)
      #expect(first == second)
      #expect(EngineTranscript.lines(first.events) == EngineTranscript.lines(second.events))
      #expect(first.events.map(\.time) == second.events.map(\.time))
    }
  }
}
