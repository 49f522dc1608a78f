import ConsentEngine
import JourneyTestSupport
import Testing

@Suite("Effects performed by the runtime, and what a UI can read")
struct EffectTests {
  @Test("UMP-10: the ad SDK start is logged with npa and kept for this launch only")
  func adSDKStartLogged() {
    var state = makeState(quickJourney(wiring: .sequential))
    let launch = reduce(into: &state.state, .launch)
    #expect(launch.effects == [.startAdSDK(npa: true)])
    #expect(state.adSDKNPA == nil)
    #expect(!launch.events.contains { $0.name == "adSDKStarted" })
    state.events += launch.events
    let more = reduce(into: &state.state, .effectPerformed(.startAdSDK(npa: true)))
    #expect(more.effects.isEmpty)
    #expect(state.adSDKNPA == true)
    #expect(EngineTranscript.lines(more.events) == ["adSDKStarted{npa=1}"])
    #expect(more.events.first?.time == state.clock.tick)
    state.events += more.events
    play(&state, .terminate, .launch)
    #expect(state.adSDKNPA == true)
    #expect(state.events.filter { $0.name == "adSDKStarted" }.count == 2)
  }

  @Test("ATT-12, X-6, ATT-9: opening Settings, the additional information and a crash are logged")
  func otherEffectsLogged() {
    var state = makeState().state
    let lines = [
      Effect.openAppSettings, .runAdditionalInformationAction, .crash(.missingUsageDescription),
    ].flatMap { effect -> [String] in
      EngineTranscript.lines(reduce(into: &state, .effectPerformed(effect)).events)
    }
    #expect(
      lines == [
        "appSettingsURLOpened", "additionalInformationActionRun",
        "crashReported{reason=missingUsageDescription}",
      ])
  }

  @Test("reduceAndPerform returns the effects and logs each one after the action's own events")
  func reduceAndPerformFeedsBack() {
    var state = makeState(quickJourney()).state
    var plain = state
    let performed = reduceAndPerform(into: &state, .launch)
    let reduced = reduce(into: &plain, .launch)
    #expect(performed.effects == reduced.effects)
    #expect(reduced.effects == [.startAdSDK(npa: true)])
    #expect(performed.events.dropLast() == reduced.events[...])
    #expect(performed.events.last?.kind == .adSDKStarted(npa: true))
    #expect(performed.events.map(\.time) == Array(1...performed.events.count))
    #expect(state.clock.tick == performed.events.count)
  }

  @Test("The state keeps no log: a transition's events are what it returns, and a state holds only the tick")
  func stateKeepsNoLog() {
    var state = makeState(quickJourney()).state
    var again = state
    let first = reduceAndPerform(into: &state, .launch)
    let second = reduceAndPerform(into: &again, .launch)
    #expect(!first.events.isEmpty)
    #expect(first == second)
    #expect(state == again)
    #expect(reduceAndPerform(into: &state, .launch) == Transition())
  }

  @Test("Findings are read from the finding events; there is no second record")
  func findingsFromEvents() {
    var state = makeState(
      JourneyDefinition(onboardingStepIDs: [], wiring: .none, requestsInDidFinishLaunching: true))
    play(&state, .launch)
    #expect(
      state.findings == [
        Finding(rule: "ATT-4", message: "The tracking prompt was lost: the app was not active.")
      ])
    state.events.removeAll { $0.name == "finding" }
    #expect(state.findings.isEmpty)
    #expect(!state.events.isEmpty)
  }

  @Test("A wiring change while the app runs waits for the next launch, and the state says so")
  func wiringChangePending() {
    var state = makeState(quickJourney(wiring: .sequential))
    play(&state, .launch, .scenario(.wiring(.race)))
    #expect(state.definition.wiring == .sequential)
    #expect(state.wiringChangePending)
    #expect(state.nextLaunchWiring == .race)
    play(&state, .scenario(.wiring(.sequential)))
    #expect(!state.wiringChangePending)
    play(&state, .scenario(.wiring(.none)), .terminate, .launch)
    #expect(state.definition.wiring == .none)
    #expect(!state.wiringChangePending)
  }

  @Test("ATT-6: the readings that explain a refused key agree with what the engine does")
  func refusalReadings() {
    var state = makeState(quickJourney())
    #expect(!state.canRaiseOtherAlert)
    #expect(state.canChangeOSVersion)
    play(&state, .otherPermissionAlertRaised)
    #expect(!state.otherAlertPending)
    play(&state, .launch)
    #expect(state.canRaiseOtherAlert)
    #expect(!state.canChangeOSVersion)
    play(&state, .otherPermissionAlertRaised)
    #expect(state.overlay == .otherPermissionAlert)
    #expect(!state.canRaiseOtherAlert)
    #expect(!state.canReinstall)
    let before = state
    play(&state, .reinstall, .scenario(.osVersion(.iOS27Point2)))
    #expect(state.installations == before.installations)
    #expect(state.device.osVersion == .iOS26)
  }
}
