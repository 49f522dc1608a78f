import ConsentEngine
import JourneyTestSupport
import Testing

@Suite("Journey (HIG-5 … HIG-7)")
struct JourneyTests {
  @Test(
    "HIG-5: no primer when restricted, denied or authorized; a legacy primer without the check is a finding")
  func primerOnlyWhenNotDetermined() {
    for device in [
      DeviceSettings(restriction: .configurationProfile), DeviceSettings(allowAppsToRequestToTrack: false),
    ] {
      var state = makeState(quickJourney(), device)
      play(&state, .launch)
      #expect(state.screen == .home)
      #expect(!state.events.contains { $0.kind == .primerShown })
    }
    var legacy = makeState(
      JourneyDefinition(onboardingStepIDs: [], wiring: .none, primerChecksStatus: false),
      DeviceSettings(restriction: .childAccount))
    play(&legacy, .launch)
    #expect(legacy.screen == .primer)
    #expect(legacy.findings.map(\.rule) == ["HIG-5"])
  }

  @Test("HIG-5, UMP-11: with the skip policy no primer follows a refused consent form in that flow")
  func primerNotAfterRefusalWhenSkipping() {
    var state = makeState(
      JourneyDefinition(
        onboardingStepIDs: [], primerTrigger: .afterMilestone("saved"), wiring: .sequential,
        attAfterConsentRefusal: .skip),
      DeviceSettings(region: .eea))
    play(&state, .launch, .consentFormAnswered(.refused), .milestoneReached("saved"))
    #expect(state.screen == .home)
    #expect(!state.events.contains { $0.kind == .primerShown })
  }

  @Test("HIG-6: recovery only when a tracking feature starts after a refusal, once per flow")
  func recoveryOncePerFlow() {
    var state = makeState(quickJourney())
    play(&state, .launch, .continueTapped, .alertAnswered(.deny))
    #expect(state.screen == .outcome(.denied))
    play(&state, .continueTapped)
    #expect(state.screen == .home)
    play(&state, .featureStarted)
    #expect(state.screen == .recovery)
    play(&state, .notNowTapped, .continueTapped, .featureStarted)
    #expect(state.screen == .feature)
    #expect(state.flow.recoveryOffered == 1)
    #expect(state.findings.isEmpty)
    var allowed = makeState(quickJourney())
    play(&allowed, .launch, .continueTapped, .alertAnswered(.allow), .continueTapped, .featureStarted)
    #expect(allowed.screen == .feature)
  }

  @Test("HIG-6: a recurring nudge is a finding")
  func recurringNudge() {
    var definition = quickJourney()
    definition.recoveryPolicy = .everyFeatureStart
    var state = makeState(definition)
    play(&state, .launch, .continueTapped, .alertAnswered(.deny), .continueTapped)
    play(&state, .featureStarted, .notNowTapped, .continueTapped, .featureStarted)
    #expect(state.screen == .recovery)
    #expect(state.findings.map(\.rule) == ["HIG-6"])
  }

  @Test("HIG-7: at launch the primer comes before onboarding")
  func triggerAtLaunch() {
    var state = makeState(
      JourneyDefinition(onboardingStepIDs: ["a"], primerTrigger: .atLaunch, wiring: .none))
    play(&state, .launch)
    #expect(state.screen == .primer)
    play(&state, .continueTapped, .alertAnswered(.allow), .continueTapped)
    #expect(state.screen == .onboarding(step: 0))
  }

  @Test("HIG-7: after onboarding, the primer follows the last step")
  func triggerAfterOnboarding() {
    var state = makeState(JourneyDefinition(onboardingStepIDs: ["a", "b"], wiring: .none))
    let run = play(&state, .launch, .continueTapped, .continueTapped)
    #expect(
      run.lines == [
        "appLaunched", "appBecameActive", "onboardingStepShown{index=0}", "onboardingStepShown{index=1}",
        "primerShown", "adSDKStarted{npa=1}",
      ])
  }

  @Test("HIG-7: after a named milestone only")
  func triggerAfterMilestone() {
    var state = makeState(
      JourneyDefinition(onboardingStepIDs: [], primerTrigger: .afterMilestone("saved"), wiring: .none))
    play(&state, .launch, .milestoneReached("other"))
    #expect(state.screen == .home)
    play(&state, .milestoneReached("saved"))
    #expect(state.screen == .primer)
  }

  @Test("HIG-7: after N sessions; onboarding only on first launch")
  func triggerAfterSessions() {
    var state = makeState(
      JourneyDefinition(onboardingStepIDs: ["a"], primerTrigger: .afterSessions(3), wiring: .none))
    play(&state, .launch, .continueTapped)
    #expect(state.screen == .home)
    play(&state, .terminate, .launch)
    #expect(state.screen == .home)
    #expect(state.sessions == 2)
    play(&state, .terminate, .launch)
    #expect(state.screen == .primer)
    #expect(state.sessions == 3)
  }

  @Test("Backgrounding keeps the app's screen; Control Centre makes it inactive")
  func lifecycle() {
    var state = makeState(quickJourney())
    play(&state, .launch, .appResignedActive)
    #expect(state.appState == .inactive)
    play(&state, .continueTapped)
    #expect(state.overlay == nil)
    play(&state, .appBecameActive, .appBackgrounded)
    #expect(state.screen == .springboard)
    #expect(state.appState == .background)
    play(&state, .foreground)
    #expect(state.screen == .primer)
    #expect(state.appState == .active)
  }
}
