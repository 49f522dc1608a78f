import ConsentEngine
import JourneyTestSupport
import Testing

/// How the mock app calls the request, as real apps wire it: guarded by the status, once active at launch,
/// on first use of the feature, and the race's lost explainer as a finding.
@Suite("App request wiring")
struct AppRequestWiringTests {
  /// A journey with no onboarding and no consent platform whose own step is a direct call (no primer).
  static func directJourney(_ guarding: RequestGuard) -> JourneyDefinition {
    var definition = JourneyDefinition(onboardingStepIDs: [], explainerOwner: .consentPlatform, wiring: .none)
    definition.requestGuard = guarding
    return definition
  }

  @Test("ATT-3: the default guard reads an answered status and makes no call at the next launch")
  func guardedSkipsAnsweredCall() {
    #expect(JourneyDefinition().requestGuard == .statusCheck)
    var state = makeState(Self.directJourney(.statusCheck))
    play(&state, .launch)
    #expect(state.overlay == .trackingPrompt(.classicAlert))
    play(&state, .alertAnswered(.allow), .continueTapped, .terminate)
    let next = play(&state, .launch)
    #expect(!next.lines.contains { $0.hasPrefix("trackingRequested") })
    #expect(!next.lines.contains { $0.hasPrefix("trackingRequestCompleted") })
    #expect(state.screen == .home)
  }

  @Test(
    "ATT-3: with RequestGuard none the answered call goes out and comes back at once, a wasted round trip")
  func unguardedCallIsAWastedRoundTrip() {
    var state = makeState(Self.directJourney(.none))
    play(&state, .launch, .alertAnswered(.deny), .continueTapped, .terminate)
    let next = play(&state, .launch)
    #expect(next.lines.contains("trackingRequested{by=app}"))
    #expect(next.lines.contains("trackingRequestCompleted{status=denied,reason=alreadyDetermined}"))
    #expect(!next.lines.contains { $0.hasPrefix("systemAlertShown") })
    #expect(state.promptsShown == 1)
  }

  @Test("ATT-7: on a restricted device the guarded app never calls; unguarded, every launch calls in vain")
  func restrictedDeviceGetsNoCall() {
    let device = DeviceSettings(restriction: .childAccount)
    var guarded = makeState(Self.directJourney(.statusCheck), device)
    let first = play(&guarded, .launch, .terminate, .launch)
    #expect(!first.lines.contains { $0.hasPrefix("trackingRequested") })
    var unguarded = makeState(Self.directJourney(.none), device)
    let calls = play(&unguarded, .launch, .terminate, .launch)
    #expect(
      calls.lines.filter { $0 == "trackingRequestCompleted{status=restricted,reason=restricted}" }.count == 2)
  }

  @Test("ATT-7: the guard covers the launch request too: no call from didFinishLaunching when restricted")
  func launchRequestGuarded() {
    var definition = Self.directJourney(.statusCheck)
    definition.launchRequest = .lost
    var state = makeState(definition, DeviceSettings(restriction: .schoolManaged))
    let run = play(&state, .launch)
    #expect(!run.lines.contains { $0.hasPrefix("trackingRequested") })
    #expect(state.findings.isEmpty)
  }

  @Test("ATT-4: whenActive waits for didBecomeActive and calls once: one prompt, no lost call")
  func whenActivePromptsOnce() {
    var definition = JourneyDefinition(onboardingStepIDs: ["welcome"], wiring: .none)
    definition.launchRequest = .whenActive
    #expect(definition.launchRequest == .whenActive)
    #expect(!definition.requestsInDidFinishLaunching)
    var state = makeState(definition)
    let run = play(&state, .launch)
    #expect(state.overlay == .trackingPrompt(.classicAlert))
    #expect(run.lines.filter { $0.hasPrefix("trackingRequested") } == ["trackingRequested{by=app}"])
    #expect(!run.lines.contains { $0.hasPrefix("trackingRequestCompleted") })
    let active = run.lines.firstIndex(of: "appBecameActive") ?? run.lines.endIndex
    let asked = run.lines.firstIndex(of: "trackingRequested{by=app}") ?? -1
    #expect(active < asked, "the call comes after didBecomeActive")
    play(&state, .alertAnswered(.allow))
    #expect(state.findings.isEmpty)
    #expect(state.trackingStatus == .authorized)
  }

  @Test("ATT-4: retried still loses one call first, and lost loses it for good (the other two patterns)")
  func otherLaunchPatterns() {
    for (pattern, prompts, findings) in [(LaunchRequest.retried, 1, [String]()), (.lost, 0, ["ATT-4"])] {
      var definition = JourneyDefinition(
        onboardingStepIDs: [], primerTrigger: .afterMilestone("saved"), wiring: .none)
      definition.launchRequest = pattern
      var state = makeState(definition)
      let run = play(&state, .launch)
      #expect(run.lines.contains("trackingRequestCompleted{status=notDetermined,reason=appNotActive}"))
      #expect(state.promptsShown == prompts, "\(pattern)")
      #expect(state.findings.map(\.rule) == findings, "\(pattern)")
    }
  }

  @Test(
    "HIG-7: onFeature asks nothing at launch, shows the primer when the feature is first opened, then the feature"
  )
  func primerOnFeature() {
    var state = makeState(
      JourneyDefinition(onboardingStepIDs: ["welcome"], primerTrigger: .onFeature, wiring: .none))
    let launch = play(&state, .launch, .continueTapped)
    #expect(state.screen == .home)
    #expect(!launch.lines.contains("primerShown"))
    #expect(!launch.lines.contains { $0.hasPrefix("trackingRequested") })
    play(&state, .featureStarted)
    #expect(state.screen == .primer)
    play(&state, .continueTapped)
    #expect(state.overlay == .trackingPrompt(.classicAlert))
    play(&state, .alertAnswered(.deny))
    #expect(state.screen == .outcome(.denied))
    play(&state, .continueTapped)
    #expect(state.screen == .feature, "the feature the person opened follows the answer (HIG-4)")
    play(&state, .continueTapped, .featureStarted)
    #expect(state.screen == .recovery, "after a refusal the feature offers recovery as before (HIG-6)")
  }

  @Test("HIG-5: onFeature with a decided status shows no primer and opens the feature at once")
  func onFeatureAfterAnswer() {
    var definition = JourneyDefinition(onboardingStepIDs: [], primerTrigger: .onFeature, wiring: .none)
    definition.launchRequest = .whenActive
    var state = makeState(definition)
    play(&state, .launch, .alertAnswered(.allow))
    let opened = play(&state, .featureStarted)
    #expect(state.screen == .feature)
    #expect(!opened.lines.contains("primerShown"))
    #expect(!opened.lines.contains { $0.hasPrefix("trackingRequested") })
  }

  @Test(
    "UMP-12: the race's app timing with a published explainer is ATT without the explanation, a finding once")
  func raceAppTimingIsAFinding() {
    var definition = JourneyDefinition(onboardingStepIDs: [], wiring: .race, explainerPublished: true)
    definition.primerTrigger = .afterOnboarding
    var state = makeState(definition, DeviceSettings(raceWinner: .app))
    play(&state, .launch, .continueTapped, .alertAnswered(.allow), .continueTapped)
    #expect(state.findings.map(\.rule) == ["UMP-12"])
    #expect(state.findings.first?.message.contains("without the explanation") == true)
    play(&state, .terminate, .launch)
    #expect(state.findings.map(\.rule) == ["UMP-12"], "later launches add nothing: nothing was due")
    var unpublished = makeState(
      JourneyDefinition(onboardingStepIDs: [], wiring: .race), DeviceSettings(raceWinner: .app))
    play(&unpublished, .launch, .continueTapped, .alertAnswered(.allow), .continueTapped)
    #expect(unpublished.findings.isEmpty, "no published explainer, nothing lost")
    var platformFirst = makeState(definition, DeviceSettings(raceWinner: .consentPlatform))
    play(&platformFirst, .launch, .continueTapped, .alertAnswered(.allow))
    #expect(platformFirst.findings.isEmpty)
  }

  @Test("OS-3: iOS 14 and 15 name the Settings page Privacy, iOS 16 on Privacy & Security")
  func privacyPageName() {
    #expect(!OSVersion(14, 5).namesPrivacyAndSecurity)
    #expect(!OSVersion(15, 7).namesPrivacyAndSecurity)
    #expect(OSVersion(16, 0).namesPrivacyAndSecurity)
    #expect(OSVersion.iOS27Point2.namesPrivacyAndSecurity)
  }
}
