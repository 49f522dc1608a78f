import ConsentEngine
import JourneyTestSupport
import Testing

@Suite("Effects performed by a driver, and what a UI can read")
struct EffectTests {
  @Test("UMP-10: reduce only asks for the ad SDK; its start is logged with npa once the driver answers")
  func adSDKStartLogged() {
    var state = makeState(quickJourney(wiring: .sequential))
    let launch = state.sendHoldingEffects(.launch)
    #expect(launch.effects == [.startAdSDK(npa: true)])
    #expect(state.held == [.startAdSDK(npa: true)])
    #expect(state.adSDKNPA == nil)
    #expect(!launch.events.contains { $0.name == "adSDKStarted" })
    let answers = state.performHeldEffects()
    #expect(state.performed == [.startAdSDK(npa: true)])
    #expect(state.held.isEmpty)
    #expect(answers.effects == [.startAdSDK(npa: true)])
    #expect(state.adSDKNPA == true)
    #expect(EngineTranscript.lines(answers.events) == ["adSDKStarted{npa=1}"])
    #expect(answers.events.first?.time == state.clock.tick)
    play(&state, .terminate, .launch)
    #expect(state.adSDKNPA == true)
    #expect(state.events.filter { $0.name == "adSDKStarted" }.count == 2)
    #expect(state.performed == [.startAdSDK(npa: true), .startAdSDK(npa: true)])
  }

  @Test("ATT-12: the Settings page shows because the driver opened the app's Settings URL, not before")
  func appSettingsOpenedByTheDriver() {
    var state = makeState(quickJourney())
    play(&state, .launch, .continueTapped, .alertAnswered(.deny), .continueTapped, .featureStarted)
    #expect(state.screen == .recovery)
    let start = state.events.count
    let tap = state.sendHoldingEffects(.openSettingsTapped)
    #expect(tap.effects == [.openAppSettings])
    #expect(tap.events.isEmpty)
    #expect(state.screen == .recovery)
    #expect(state.appState == .active)
    state.performHeldEffects()
    #expect(state.screen == .settingsApp)
    #expect(state.appState == .background)
    #expect(
      EngineTranscript.lines(of: state, after: start) == [
        "appResignedActive", "appBackgrounded", "settingsOpened{page=app}", "appSettingsURLOpened",
      ])
    #expect(state.performed.last == .openAppSettings)
  }

  @Test("ATT-12: an answer that comes when the app is no longer in front opens nothing")
  func lateAnswerOpensNothing() {
    var state = makeState(quickJourney())
    play(&state, .launch, .continueTapped, .alertAnswered(.deny), .continueTapped, .featureStarted)
    state.sendHoldingEffects(.openSettingsTapped)
    state.sendHoldingEffects(.appBackgrounded)
    let before = state.state
    let late = state.performHeldEffects()
    #expect(late.effects == [.openAppSettings])
    #expect(late.events.isEmpty)
    #expect(state.state == before)
    #expect(state.screen == .springboard)
  }

  @Test("The mock phone answers every effect with the action that reports it done")
  func mockPhoneAnswers() {
    let effects: [Effect] = [
      .startAdSDK(npa: true), .startAdSDK(npa: false), .openAppSettings, .runAdditionalInformationAction,
      .crash(.missingUsageDescription),
    ]
    #expect(
      effects.map(MockPhone.perform) == [
        .adSDKStarted(npa: true), .adSDKStarted(npa: false), .appSettingsURLOpened,
        .additionalInformationActionRan, .crashReported(.missingUsageDescription),
      ])
  }

  @Test("X-6, ATT-9: the answers to the additional information and the crash are logged")
  func otherAnswersLogged() {
    var state = makeState().state
    let lines = [ConsentAction.additionalInformationActionRan, .crashReported(.missingUsageDescription)]
      .flatMap { EngineTranscript.lines(reduce(into: &state, $0).events) }
    #expect(lines == ["additionalInformationActionRun", "crashReported{reason=missingUsageDescription}"])
  }

  @Test("The test driver records each effect of first runs: UMP-10, ATT-12, X-6 and ATT-9")
  func firstRunEffectsRecorded() {
    var denied = makeState(quickJourney())
    play(
      &denied, .launch, .continueTapped, .alertAnswered(.deny), .continueTapped, .featureStarted,
      .openSettingsTapped)
    #expect(denied.performed == [.startAdSDK(npa: true), .openAppSettings])

    var allowed = makeState(quickJourney(wiring: .none))
    play(&allowed, .launch, .continueTapped, .alertAnswered(.allow), .terminate, .launch)
    #expect(allowed.performed == [.startAdSDK(npa: true), .startAdSDK(npa: false)])

    let france = DeviceSettings(osVersion: .iOS27Point2, deviceCountry: "FR", accountCountry: "FR")
    var sheet = makeState(
      JourneyDefinition(onboardingStepIDs: [], wiring: .none, additionalInformation: true), france)
    play(&sheet, .launch, .continueTapped, .additionalInformationTapped)
    #expect(sheet.performed.last == .runAdditionalInformationAction)

    var crashing = makeState(
      JourneyDefinition(onboardingStepIDs: [], wiring: .none, hasUsageDescription: false))
    play(&crashing, .launch, .continueTapped)
    #expect(crashing.performed.last == .crash(.missingUsageDescription))
    #expect(crashing.events.last?.kind == .crashReported(reason: .missingUsageDescription))
  }

  @Test("send returns every effect performed and logs each answer after the action's own events")
  func sendFeedsBack() {
    var state = makeState(quickJourney())
    var plain = state.state
    let performed = state.send(.launch)
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
    var state = makeState(quickJourney())
    var again = state
    let first = state.send(.launch)
    let second = again.send(.launch)
    #expect(!first.events.isEmpty)
    #expect(first == second)
    #expect(state.state == again.state)
    #expect(state.send(.launch) == Transition())
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
