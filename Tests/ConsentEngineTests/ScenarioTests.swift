import ConsentEngine
import JourneyTestSupport
import Testing

/// The scenarios every release must reproduce, with their exact event sequences.
@Suite("Scenarios")
struct ScenarioTests {
  let launchLines = ["appLaunched", "appBecameActive"]

  @Test("First run, allow (ATT-3, HIG-7 after onboarding)")
  func firstRunAllow() {
    var state = makeState()
    let run = play(&state, .launch, .continueTapped, .continueTapped, .alertAnswered(.allow))
    #expect(
      run.lines
        == launchLines + [
          "onboardingStepShown{index=0}", "consentRefreshed{status=notRequired}", "primerShown",
          "adSDKStarted{npa=1}", "primerContinued",
        ] + promptLines(by: "app", answer: "authorized"))
    #expect(state.screen == .outcome(.authorized))
    #expect(state.trackingStatus == .authorized)
    #expect(state.idfa != AdvertisingIdentifier.zero)
    #expect(state.npa == false)
    #expect(state.promptsShown == 1)
    play(&state, .continueTapped)
    #expect(state.screen == .home)
  }

  @Test(
    "First run, deny, recovery; the switch ends the app, return relaunches (HIG-6, ATT-12, ATT-13, ATT-17)"
  )
  func firstRunDenyThenRecovery() {
    var state = makeState()
    play(&state, .launch, .continueTapped, .continueTapped, .alertAnswered(.deny), .continueTapped)
    #expect(state.screen == .home)
    let run = play(
      &state, .featureStarted, .openSettingsTapped, .settingsAppToggleTapped,
      .appToggleConfirmationAnswered(.confirm),
      .returnToApp)
    #expect(
      run.lines == [
        "recoveryOffered{route=appPage}", "appResignedActive", "appBackgrounded", "settingsOpened{page=app}",
        "appSettingsURLOpened", "settingsChanged{setting=appTracking,value=on,status=authorized}",
        "appTerminated{reason=privacySettingChanged}", "appLaunched", "appBecameActive",
        "consentRefreshed{status=notRequired}", "adSDKStarted{npa=0}",
      ], "the app reads the answered status and makes no call (ATT-3)")
    #expect(run.effects == [.openAppSettings, .startAdSDK(npa: false)])
    #expect(state.screen == .home)
    #expect(state.sessions == 2)
    #expect(state.idfa != AdvertisingIdentifier.zero)
    #expect(state.findings.isEmpty)
  }

  @Test("Restricted device: no primer, no prompt, and no call at all (ATT-7, HIG-5)")
  func restrictedDevice() {
    var state = makeState(
      JourneyDefinition(onboardingStepIDs: []), DeviceSettings(restriction: .childAccount))
    let run = play(&state, .launch)
    #expect(run.lines == launchLines + ["consentRefreshed{status=notRequired}", "adSDKStarted{npa=1}"])
    #expect(state.screen == .home)
    #expect(state.trackingStatus == .restricted)
    #expect(state.promptsShown == 0)
  }

  @Test("Global toggle off: denied at once, no primer; an unguarded call completes denied (ATT-8, ATT-3)")
  func globalToggleOff() {
    var definition = JourneyDefinition(onboardingStepIDs: [])
    definition.requestGuard = .none
    var state = makeState(definition, DeviceSettings(allowAppsToRequestToTrack: false))
    let run = play(&state, .launch)
    #expect(
      run.lines
        == launchLines + [
          "consentRefreshed{status=notRequired}", "trackingRequested{by=app}",
          "trackingRequestCompleted{status=denied,reason=globalToggleOff}", "adSDKStarted{npa=1}",
        ])
    #expect(state.trackingStatus == .denied)
    #expect(state.promptsShown == 0)
  }

  @Test("Request from launch while inactive, retried on didBecomeActive (ATT-4)")
  func requestWhileInactiveRetried() {
    let definition = JourneyDefinition(
      onboardingStepIDs: ["welcome"], wiring: .none, requestsInDidFinishLaunching: true,
      retriesOnBecomeActive: true)
    var state = makeState(definition)
    let run = play(&state, .launch, .alertAnswered(.allow))
    #expect(
      run.lines == [
        "appLaunched", "trackingRequested{by=app}",
        "trackingRequestCompleted{status=notDetermined,reason=appNotActive}",
        "appBecameActive", "onboardingStepShown{index=0}",
      ] + promptLines(by: "app", answer: "authorized"))
    #expect(state.findings.isEmpty)
    #expect(state.screen == .onboarding(step: 0))
  }

  @Test("Request from launch while inactive, never retried, is lost (ATT-4 finding)")
  func requestWhileInactiveLost() {
    let definition = JourneyDefinition(
      onboardingStepIDs: ["welcome"], wiring: .none, requestsInDidFinishLaunching: true)
    var state = makeState(definition)
    let run = play(&state, .launch)
    #expect(
      run.lines == [
        "appLaunched", "trackingRequested{by=app}",
        "trackingRequestCompleted{status=notDetermined,reason=appNotActive}",
        "finding{rule=ATT-4,message=The tracking prompt was lost: the app was not active.}",
        "appBecameActive",
        "onboardingStepShown{index=0}",
      ])
    #expect(state.findings.map(\.rule) == ["ATT-4"])
    #expect(state.promptsShown == 0)
  }

  @Test("Another permission alert over the primer: the primer waits, so the prompt is not lost (ATT-6)")
  func otherPermissionAlertOverPrimer() {
    var state = makeState(quickJourney())
    play(&state, .launch)
    #expect(state.screen == .primer)
    let run = play(&state, .otherPermissionAlertRaised, .continueTapped)
    #expect(run.lines == ["appResignedActive"])
    #expect(state.overlay == .otherPermissionAlert)
    #expect(state.trackingStatus == .notDetermined)
    play(&state, .otherPermissionAlertAnswered)
    #expect(state.appState == .active)
    #expect(state.overlay == nil)
    let asked = play(&state, .continueTapped)
    #expect(asked.lines.contains("systemAlertShown{interface=classic}"))
    #expect(state.findings.isEmpty)
  }

  @Test("EEA: consent form, then explainer, then the system prompt (UMP-2, UMP-3, UMP-4)")
  func eeaFormExplainerPrompt() {
    var state = makeState(
      JourneyDefinition(onboardingStepIDs: [], explainerPublished: true), DeviceSettings(region: .eea))
    let run = play(&state, .launch, .consentFormAnswered(.consented), .continueTapped, .alertAnswered(.allow))
    #expect(
      run.lines
        == launchLines + [
          "consentRefreshed{status=required}", "consentFormShown",
          "consentFormAnswered{choice=consented,status=obtained}",
          "explainerShown", "adSDKStarted{npa=1}",
        ] + promptLines(by: "consentPlatform", answer: "authorized"),
      "the app's own call is guarded: the platform's answer stands, no round trip (UMP-4)")
    #expect(state.screen == .outcome(.authorized))
    #expect(state.consentStatus == .obtained)
    #expect(state.npa == false)
  }

  @Test("Outside the EEA with the explainer published: no form, explainer, prompt (UMP-5, ATT-3 unguarded)")
  func nonEEAExplainer() {
    var definition = JourneyDefinition(onboardingStepIDs: [], explainerPublished: true)
    definition.requestGuard = .none
    var state = makeState(definition)
    let run = play(&state, .launch, .continueTapped, .alertAnswered(.deny))
    #expect(
      run.lines
        == launchLines + ["consentRefreshed{status=notRequired}", "explainerShown", "adSDKStarted{npa=1}"]
        + promptLines(by: "consentPlatform", answer: "denied") + [
          "trackingRequested{by=app}", "trackingRequestCompleted{status=denied,reason=alreadyDetermined}",
        ])
    #expect(state.screen == .outcome(.denied))
  }

  @Test("Consent refresh failed: nothing this launch, retried next launch (UMP-6)")
  func consentRefreshFailed() {
    var state = makeState(
      quickJourney(wiring: .sequential), DeviceSettings(region: .eea, consentRefresh: .fail))
    let run = play(&state, .launch)
    #expect(run.lines == launchLines + ["consentRefreshFailed", "adSDKStarted{npa=1}"])
    #expect(state.screen == .home)
    #expect(state.promptsShown == 0)
    play(&state, .terminate, .scenario(.consentRefresh(.ok)), .launch)
    #expect(state.screen == .consentForm)
  }

  @Test(
    "Intro sheet after a refresh that requires a form; dismissed: no form and no prompt this launch (UMP-7)")
  func introSheetDismissed() {
    var state = makeState(quickJourney(wiring: .sequential, introSheet: true), DeviceSettings(region: .eea))
    let run = play(&state, .launch, .introSheetDismissed)
    #expect(
      run.lines
        == launchLines + [
          "consentRefreshed{status=required}", "introSheetShown", "introSheetDismissed",
          "adSDKStarted{npa=1}",
        ])
    #expect(state.screen == .home)
    #expect(state.promptsShown == 0)
    play(&state, .terminate, .launch)
    #expect(state.screen == .introSheet)
  }

  @Test("Race wiring, app then explainer: the explainer shows after the app's prompt (UMP-12)")
  func raceConsumesExplainer() {
    var state = makeState(
      JourneyDefinition(onboardingStepIDs: [], wiring: .race, explainerPublished: true),
      DeviceSettings(region: .eea, raceWinner: .appThenExplainer))
    let run = play(
      &state, .launch, .continueTapped, .alertAnswered(.allow), .continueTapped,
      .consentFormAnswered(.consented),
      .continueTapped)
    #expect(
      run.lines
        == launchLines + ["primerShown", "primerContinued"] + promptLines(by: "app", answer: "authorized") + [
          "consentRefreshed{status=required}", "consentFormShown",
          "consentFormAnswered{choice=consented,status=obtained}",
          "explainerShown",
          "finding{rule=UMP-12,message=The explainer showed after the tracking prompt: the app's parallel request consumed its prompt.}",
          "adSDKStarted{npa=0}", "trackingRequested{by=consentPlatform}",
          "trackingRequestCompleted{status=authorized,reason=alreadyDetermined}",
        ])
    #expect(state.findings.map(\.rule) == ["UMP-12"])
    #expect(state.screen == .home)
  }

  @Test("Reinstall: notDetermined again, sessions reset, onboarding again (ATT-3)")
  func reinstall() {
    var state = makeState()
    play(&state, .launch, .continueTapped, .continueTapped, .alertAnswered(.deny), .continueTapped)
    let run = play(&state, .reinstall)
    #expect(run.lines == ["appResignedActive", "appBackgrounded", "appReinstalled"])
    #expect(state.trackingStatus == .notDetermined)
    #expect(state.sessions == 0)
    #expect(state.consentStatus == .unknown)
    play(&state, .launch)
    #expect(state.screen == .onboarding(step: 0))
    play(&state, .continueTapped, .continueTapped)
    #expect(state.overlay == .trackingPrompt(.classicAlert))
  }

  @Test("iOS 27.2 expanded sheet with Additional Information (X-2, X-4, X-6)")
  func expandedSheetAdditionalInformation() {
    let definition = JourneyDefinition(
      onboardingStepIDs: [], wiring: .none, preferExpandedInterface: true, additionalInformation: true,
      hasMarkdownUsageDescription: true)
    var state = makeState(
      definition, DeviceSettings(osVersion: .iOS27Point2, deviceCountry: "NL", accountCountry: "NL"))
    play(&state, .launch, .continueTapped)
    #expect(state.overlay == .trackingPrompt(.expandedSheet(usesMarkdown: true, additionalInformation: true)))
    let run = play(&state, .additionalInformationTapped, .continueTapped, .alertAnswered(.allow))
    #expect(
      run.lines == [
        "trackingAnswered{status=notDetermined}", "appBecameActive", "additionalInformationActionRun",
      ] + promptLines(by: "app", answer: "authorized", interface: "expanded"))
    #expect(run.effects == [.runAdditionalInformationAction])
    #expect(state.screen == .outcome(.authorized))
    #expect(state.promptsShown == 2)
  }
}
