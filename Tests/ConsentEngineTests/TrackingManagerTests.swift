import ConsentEngine
import JourneyTestSupport
import Testing

@Suite("Tracking manager (ATT-1 … ATT-11)")
struct TrackingManagerTests {
  @Test("ATT-1: four statuses with raw values 0…3")
  func rawValues() {
    #expect(TrackingStatus.allCases.map(\.rawValue) == [0, 1, 2, 3])
    #expect(TrackingStatus.allCases.map(\.name) == ["notDetermined", "restricted", "denied", "authorized"])
  }

  @Test("ATT-2: the app learns of a change made while it was away only when it reads again on return")
  func statusReadOnReturn() {
    var state = makeState(quickJourney())
    play(&state, .launch, .continueTapped, .alertAnswered(.allow), .continueTapped, .appBackgrounded)
    play(&state, .scenario(.restriction(.configurationProfile)))
    #expect(state.trackingStatus == .restricted)
    #expect(state.flow.lastReadStatus == .authorized)
    play(&state, .foreground)
    #expect(state.flow.lastReadStatus == .restricted)
    #expect(state.screen == .outcome(.restricted))
    #expect(state.statusReason == .restricted)
  }

  @Test("ATT-3: once answered, every later request completes at once and shows nothing (unguarded app)")
  func oneTimeRequest() {
    var journey = quickJourney()
    journey.requestGuard = .none
    var state = makeState(journey)
    play(&state, .launch, .continueTapped, .alertAnswered(.deny), .continueTapped, .terminate)
    let run = play(&state, .launch)
    #expect(run.lines.contains("trackingRequestCompleted{status=denied,reason=alreadyDetermined}"))
    #expect(!run.lines.contains("primerShown"))
    #expect(state.promptsShown == 1)
  }

  @Test("ATT-4: a request while inactive (Control Centre) is lost; a robust app retries on didBecomeActive")
  func inactiveRequestLostThenRetried() {
    var state = makeState(
      JourneyDefinition(
        onboardingStepIDs: [], primerTrigger: .afterMilestone("saved"), wiring: .none,
        requestsInDidFinishLaunching: true, retriesOnBecomeActive: true))
    play(&state, .launch)
    #expect(state.overlay == .trackingPrompt(.classicAlert))
    #expect(state.findings.isEmpty)
    var fragile = makeState(
      JourneyDefinition(
        onboardingStepIDs: [], primerTrigger: .afterMilestone("saved"), requestsInDidFinishLaunching: true))
    play(&fragile, .launch)
    #expect(fragile.overlay == nil)
    #expect(fragile.findings.map(\.rule) == ["ATT-4"])
    #expect(fragile.trackingStatus == .notDetermined)
  }

  @Test("ATT-5: the app is inactive while the prompt is on screen")
  func inactiveUnderPrompt() {
    var state = makeState(quickJourney())
    play(&state, .launch, .continueTapped)
    #expect(state.appState == .inactive)
    play(&state, .continueTapped, .featureStarted)
    #expect(state.overlay == .trackingPrompt(.classicAlert))
    play(&state, .alertAnswered(.allow))
    #expect(state.appState == .active)
  }

  @Test("ATT-6: a request while another permission alert is pending is lost, not queued")
  func otherAlertPendingLosesRequest() {
    var state = makeState(milestoneJourney())
    play(&state, .launch, .appResignedActive, .otherPermissionAlertRaised)
    #expect(state.otherAlertPending)
    #expect(state.overlay == nil)
    let run = play(&state, .milestoneReached("saved"))
    #expect(
      run.lines == [
        "trackingRequested{by=app}", "trackingRequestCompleted{status=notDetermined,reason=alertPending}",
        "finding{rule=ATT-6,message=The tracking prompt was lost: another alert was pending.}",
      ])
    play(&state, .appBecameActive)
    #expect(state.overlay == .otherPermissionAlert)
    #expect(!state.otherAlertPending)
    play(&state, .otherPermissionAlertAnswered)
    #expect(state.overlay == nil)
    #expect(state.promptsShown == 0)
  }

  @Test("ATT-6: a robust app retries after the other alert is answered, and only then prompts")
  func otherAlertPendingRetried() {
    var definition = milestoneJourney()
    definition.retriesOnBecomeActive = true
    var state = makeState(definition)
    play(&state, .launch, .appResignedActive, .otherPermissionAlertRaised, .milestoneReached("saved"))
    play(&state, .appBecameActive)
    #expect(state.overlay == .otherPermissionAlert)
    #expect(state.findings.isEmpty)
    play(&state, .otherPermissionAlertAnswered)
    #expect(state.overlay == .trackingPrompt(.classicAlert))
  }

  @Test("ATT-6: a raised alert shows within the same step when the app is active with nothing on top")
  func otherAlertShowsAtOnce() {
    var state = makeState(quickJourney())
    play(&state, .launch, .continueTapped, .alertAnswered(.allow), .continueTapped)
    #expect(state.screen == .home)
    let run = play(&state, .otherPermissionAlertRaised)
    #expect(run.lines == ["appResignedActive"])
    #expect(state.overlay == .otherPermissionAlert)
    #expect(state.appState == .inactive)
    #expect(!state.otherAlertPending)
  }

  @Test("ATT-6: raised under the tracking prompt it waits, then shows once the prompt is answered")
  func otherAlertWaitsForPrompt() {
    var state = makeState(quickJourney())
    play(&state, .launch, .continueTapped, .otherPermissionAlertRaised)
    #expect(state.overlay == .trackingPrompt(.classicAlert))
    #expect(state.otherAlertPending)
    play(&state, .alertAnswered(.deny))
    #expect(state.overlay == .otherPermissionAlert)
    #expect(state.screen == .outcome(.denied))
  }

  @Test(
    "ATT-7: every restriction reason reads restricted, completes at once, shows no primer",
    arguments: RestrictionReason.allCases)
  func restricted(reason: RestrictionReason) {
    var journey = quickJourney()
    journey.requestGuard = .none  // an unguarded call shows how iOS completes it
    var state = makeState(journey, DeviceSettings(restriction: reason))
    play(&state, .launch)
    #expect(state.trackingStatus == .restricted)
    #expect(
      state.events.contains { $0.kind == .trackingRequestCompleted(status: .restricted, reason: .restricted) }
    )
    #expect(!state.events.contains { $0.kind == .primerShown })
    #expect(state.promptsShown == 0)
  }

  @Test("ATT-7: a new Apple Account's restriction lifts after three days")
  func newAccountAges() {
    var state = makeState(quickJourney(), DeviceSettings(restriction: .newAppleAccount))
    play(&state, .advanceClock(days: 2))
    #expect(state.trackingStatus == .restricted)
    play(&state, .advanceClock(days: 1))
    #expect(state.trackingStatus == .notDetermined)
    play(&state, .launch)
    #expect(state.screen == .primer)
  }

  @Test(
    "ATT-8: with the global toggle off requests complete with denied, and the status already reads denied")
  func globalToggleOff() {
    var journey = quickJourney()
    journey.requestGuard = .none  // an unguarded call shows how iOS completes it
    var state = makeState(journey, DeviceSettings(allowAppsToRequestToTrack: false))
    #expect(state.trackingStatus == .denied)
    play(&state, .launch)
    #expect(
      state.events.contains {
        $0.kind == .trackingRequestCompleted(status: .denied, reason: .globalToggleOff)
      })
    #expect(state.screen == .home)
    play(&state, .terminate, .scenario(.allowAppsToRequestToTrack(true)), .launch)
    #expect(state.screen == .primer)
  }

  @Test("ATT-9: a missing usage description crashes when the request would prompt, not when it is lost")
  func missingUsageDescription() {
    var state = makeState(JourneyDefinition(onboardingStepIDs: [], wiring: .none, hasUsageDescription: false))
    play(&state, .launch)
    let run = play(&state, .continueTapped)
    #expect(run.effects == [.crash(.missingUsageDescription)])
    #expect(
      run.lines.prefix(3) == [
        "primerContinued", "trackingRequested{by=app}", "appCrashed{reason=missingUsageDescription}",
      ])
    #expect(state.screen == .crashed(.missingUsageDescription))
    #expect(state.appState == .notRunning)
    #expect(state.findings.map(\.rule) == ["ATT-9"])
    var lost = makeState(
      JourneyDefinition(
        onboardingStepIDs: [], primerTrigger: .afterMilestone("x"), wiring: .none, hasUsageDescription: false,
        requestsInDidFinishLaunching: true))
    play(&lost, .launch)
    #expect(lost.appState == .active)
  }

  @Test("ATT-10: the app cannot change the prompt; only its options and the countries choose the interface")
  func systemOwnsPrompt() {
    var one = makeState(JourneyDefinition(onboardingStepIDs: ["a"], trackingFeature: "maps"))
    var two = makeState(JourneyDefinition(onboardingStepIDs: ["b", "c"], trackingFeature: "news"))
    #expect(one.state.promptInterface(for: .app) == two.state.promptInterface(for: .app))
    #expect(AlertAnswer.allCases == [.allow, .deny])
    play(&one, .launch, .continueTapped, .continueTapped)
    play(&two, .launch, .continueTapped, .continueTapped, .continueTapped)
    #expect(one.overlay == .trackingPrompt(.classicAlert))
    #expect(one.overlay == two.overlay)
  }

  @Test("ATT-11: the IDFA is zeros unless authorized, and a stable uppercase UUID when it is")
  func advertisingIdentifier() {
    var state = makeState(quickJourney(), DeviceSettings(idfaSeed: 7))
    #expect(state.idfa == "00000000-0000-0000-0000-000000000000")
    play(&state, .launch, .continueTapped, .alertAnswered(.allow))
    let idfa = state.idfa
    #expect(idfa == AdvertisingIdentifier.make(seed: 7))
    #expect(idfa != AdvertisingIdentifier.make(seed: 8))
    #expect(idfa.count == 36 && idfa == idfa.uppercased())
    #expect(idfa.split(separator: "-").map(\.count) == [8, 4, 4, 4, 12])
    #expect(Array(idfa)[14] == "4")
    play(&state, .continueTapped, .settingsOpened, .settingsAppToggleTapped)
    #expect(state.idfa == AdvertisingIdentifier.zero)
  }

  /// A journey whose app asks without a primer once the milestone "saved" is reached.
  func milestoneJourney() -> JourneyDefinition {
    JourneyDefinition(
      onboardingStepIDs: [], primerTrigger: .afterMilestone("saved"), explainerOwner: .consentPlatform,
      wiring: .none)
  }
}
