import ConsentEngine
import JourneyTestSupport
import Testing

@Suite("Effects performed by the runtime, and what a UI can read")
struct EffectTests {
  @Test("UMP-10: the ad SDK start is logged with npa and kept for this launch only")
  func adSDKStartLogged() {
    var state = makeState(quickJourney(wiring: .sequential))
    let effects = reduce(into: &state, .launch)
    #expect(effects == [.startAdSDK(npa: true)])
    #expect(state.adSDKNPA == nil)
    #expect(!state.events.contains { $0.name == "adSDKStarted" })
    let more = reduce(into: &state, .effectPerformed(.startAdSDK(npa: true)))
    #expect(more.isEmpty)
    #expect(state.adSDKNPA == true)
    #expect(EngineTranscript.line(state.events.last!) == "adSDKStarted{npa=1}")
    play(&state, .terminate, .launch)
    #expect(state.adSDKNPA == true)
    #expect(state.events.filter { $0.name == "adSDKStarted" }.count == 2)
  }

  @Test("ATT-12, X-6, ATT-9: opening Settings, the additional information and a crash are logged")
  func otherEffectsLogged() {
    var state = makeState()
    let lines = [
      Effect.openAppSettings, .runAdditionalInformationAction, .crash(.missingUsageDescription),
    ].map { effect -> String in
      _ = reduce(into: &state, .effectPerformed(effect))
      return EngineTranscript.line(state.events.last!)
    }
    #expect(
      lines == [
        "appSettingsURLOpened", "additionalInformationActionRun",
        "crashReported{reason=missingUsageDescription}",
      ])
  }

  @Test("reduceAndPerform returns the effects and logs each one after the action's own events")
  func reduceAndPerformFeedsBack() {
    var state = makeState(quickJourney())
    var plain = state
    let effects = reduceAndPerform(into: &state, .launch)
    let plainEffects = reduce(into: &plain, .launch)
    #expect(effects == plainEffects)
    #expect(state.events.dropLast() == plain.events[...])
    #expect(state.events.last?.kind == .adSDKStarted(npa: true))
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
