import ConsentEngine
import JourneyTestSupport
import Testing

@Suite("Interruptions: Control Centre and calls (ATT-4)")
struct InterruptionTests {
  /// States on each app screen the journey reaches, by a short name.
  func appScreens() -> [(String, LoggedState)] {
    var screens: [(String, LoggedState)] = []
    func reach(
      _ name: String, _ definition: JourneyDefinition, _ device: DeviceSettings, _ actions: ConsentAction...
    ) {
      var state = makeState(definition, device)
      EngineTranscript.play(actions, on: &state)
      screens.append((name, state))
    }
    let eea = DeviceSettings(region: .eea)
    let sheet = DeviceSettings(osVersion: .iOS27Point2, deviceCountry: "FR", accountCountry: "FR")
    var info = quickJourney()
    info.additionalInformation = true
    reach("onboarding", JourneyDefinition(onboardingStepIDs: ["a"]), DeviceSettings(), .launch)
    reach("introSheet", quickJourney(wiring: .sequential, introSheet: true), eea, .launch)
    reach("consentForm", quickJourney(wiring: .sequential), eea, .launch)
    reach("explainer", quickJourney(wiring: .sequential, explainerPublished: true), DeviceSettings(), .launch)
    reach("primer", quickJourney(), DeviceSettings(), .launch)
    reach("outcome", quickJourney(), DeviceSettings(), .launch, .continueTapped, .alertAnswered(.deny))
    reach(
      "recovery", quickJourney(), DeviceSettings(), .launch, .continueTapped, .alertAnswered(.deny),
      .continueTapped, .featureStarted)
    reach(
      "additionalInformation", info, sheet, .launch, .continueTapped, .additionalInformationTapped)
    return screens
  }

  @Test("ATT-4: from every app screen the app goes inactive and back, keeping its screen; taps wait")
  func interruptionFromEveryScreen() {
    let screens = appScreens()
    #expect(screens.count == 8)
    for (name, start) in screens {
      var state = start
      #expect(state.appState == .active, "\(name)")
      let run = play(&state, .appResignedActive)
      #expect(run.lines == ["appResignedActive"], "\(name)")
      let inactive = state
      play(&state, .continueTapped, .notNowTapped, .featureStarted, .introSheetDismissed)
      #expect(state == inactive, "\(name): a tap went through during the interruption")
      let back = play(&state, .appBecameActive)
      #expect(back.lines.first == "appBecameActive", "\(name)")
      #expect(state.appState == .active, "\(name)")
      #expect(state.screen == start.screen, "\(name)")
    }
  }

  /// A journey that asks without a primer once the milestone "saved" is reached.
  func milestoneJourney(retries: Bool) -> JourneyDefinition {
    JourneyDefinition(
      onboardingStepIDs: [], primerTrigger: .afterMilestone("saved"), explainerOwner: .consentPlatform,
      wiring: .none, retriesOnBecomeActive: retries)
  }

  @Test("ATT-4: a request made during an interruption is lost; the fragile app leaves a finding")
  func requestDuringInterruptionLost() {
    var state = makeState(milestoneJourney(retries: false))
    play(&state, .launch, .appResignedActive)
    let run = play(&state, .milestoneReached("saved"))
    #expect(
      run.lines == [
        "trackingRequested{by=app}", "trackingRequestCompleted{status=notDetermined,reason=appNotActive}",
        "finding{rule=ATT-4,message=The tracking prompt was lost: the app was not active.}",
      ])
    play(&state, .appBecameActive)
    #expect(state.overlay == nil)
    #expect(state.promptsShown == 0)
    #expect(state.trackingStatus == .notDetermined)
  }

  @Test("ATT-4: the robust app asks again on didBecomeActive and the prompt shows")
  func requestDuringInterruptionRetried() {
    var state = makeState(milestoneJourney(retries: true))
    play(&state, .launch, .appResignedActive, .milestoneReached("saved"))
    #expect(state.findings.isEmpty)
    #expect(state.overlay == nil)
    let run = play(&state, .appBecameActive)
    #expect(
      run.lines == [
        "appBecameActive", "trackingRequested{by=app}", "systemAlertShown{interface=classic}",
        "appResignedActive",
      ])
    #expect(state.overlay == .trackingPrompt(.classicAlert))
  }
}
