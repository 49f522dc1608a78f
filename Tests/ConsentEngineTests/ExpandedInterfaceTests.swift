import ConsentEngine
import JourneyTestSupport
import Testing

@Suite("iOS 27.2 expanded interface (ATT-16, X-1 … X-8)")
struct ExpandedInterfaceTests {
  func device(_ country: String, account: String? = nil, os: OSVersion = .iOS27Point2) -> DeviceSettings {
    DeviceSettings(osVersion: os, deviceCountry: country, accountCountry: account ?? country)
  }

  func options(prefer: Bool, action: Bool, markdown: Bool = true) -> JourneyDefinition {
    JourneyDefinition(
      onboardingStepIDs: [], wiring: .none, preferExpandedInterface: prefer, additionalInformation: action,
      hasMarkdownUsageDescription: markdown)
  }

  @Test("X-1: before iOS 27.2 there is no expanded interface, even in France")
  func needsIOS272() {
    #expect(OSVersion.iOS26 < .iOS27Point2 && OSVersion(27, 1) < .iOS27Point2 && OSVersion(28) > .iOS27Point2)
    let state = makeState(options(prefer: true, action: true), device("FR", os: .iOS26))
    #expect(state.state.promptInterface(for: .app) == .classicAlert)
  }

  @Test("X-2: preferExpandedInterface asks for the sheet; no action hides the button")
  func requestOptions() {
    #expect(
      makeState(options(prefer: true, action: false), device("NL")).state.promptInterface(for: .app)
        == .expandedSheet(usesMarkdown: true, additionalInformation: false))
    #expect(
      makeState(options(prefer: true, action: true), device("NL")).state.promptInterface(for: .app)
        == .expandedSheet(usesMarkdown: true, additionalInformation: true))
    #expect(
      makeState(options(prefer: false, action: true), device("NL")).state.promptInterface(for: .app)
        == .classicAlert)
  }

  @Test("X-3: without the Markdown key the sheet falls back to the plain description")
  func markdownFallback() {
    let state = makeState(options(prefer: true, action: false, markdown: false), device("NL"))
    #expect(
      state.state.promptInterface(for: .app)
        == .expandedSheet(usesMarkdown: false, additionalInformation: false))
  }

  @Test(
    "X-4, ATT-16: FR DE IT PL RO always show the sheet, even for the old API",
    arguments: ["FR", "DE", "IT", "PL", "RO"])
  func alwaysSheetCountries(country: String) {
    let state = makeState(options(prefer: false, action: false), device(country))
    #expect(
      state.state.promptInterface(for: .app)
        == .expandedSheet(usesMarkdown: true, additionalInformation: false))
    #expect(state.state.promptInterface(for: .consentPlatform).style == .expanded)
  }

  @Test("X-4: device location AND account country decide; outside the EU the options are ignored")
  func locationAndAccount() {
    #expect(
      makeState(options(prefer: false, action: false), device("FR", account: "US")).state.promptInterface(
        for: .app)
        == .classicAlert)
    #expect(
      makeState(options(prefer: true, action: true), device("US")).state.promptInterface(for: .app)
        == .classicAlert
    )
    #expect(
      makeState(options(prefer: true, action: true), device("NL", account: "JP")).state.promptInterface(
        for: .app)
        == .classicAlert)
    let mixed = makeState(options(prefer: false, action: false), device("FR", account: "NL"))
    #expect(mixed.state.promptInterface(for: .app) == .classicAlert)
    #expect(
      makeState(options(prefer: true, action: false), device("FR", account: "NL")).state.promptInterface(
        for: .app
      )
      .style == .expanded)
    #expect(CountryRules.europeanUnion.count == 27)
  }

  @Test("X-5: the EU names the global toggle differently from iOS 27.2")
  func euToggleName() {
    #expect(makeState(quickJourney(), device("NL")).usesEUToggleName)
    #expect(!makeState(quickJourney(), device("NL", os: .iOS26)).usesEUToggleName)
    #expect(!makeState(quickJourney(), device("US")).usesEUToggleName)
    #expect(makeState(quickJourney(), device("de")).isEU)
  }

  @Test(
    "X-6: Additional Information completes with notDetermined, runs the action, and the app may ask again")
  func additionalInformation() {
    var state = makeState(options(prefer: true, action: true), device("NL"))
    play(&state, .launch, .continueTapped)
    let run = play(&state, .additionalInformationTapped)
    #expect(run.effects == [.runAdditionalInformationAction])
    #expect(
      run.lines == [
        "trackingAnswered{status=notDetermined}", "appBecameActive", "additionalInformationActionRun",
      ])
    #expect(state.screen == .additionalInformation)
    #expect(state.trackingStatus == .notDetermined)
    #expect(state.tracking.lastAnsweredDay == nil)
    let declined = play(&state, .notNowTapped)
    #expect(declined.lines.isEmpty)
    #expect(state.screen == .home)
    #expect(state.promptsShown == 1)
  }

  @Test("X-6: the button is absent without an action, so the tap does nothing")
  func noActionNoButton() {
    var state = makeState(options(prefer: true, action: false), device("NL"))
    play(&state, .launch, .continueTapped, .additionalInformationTapped)
    #expect(
      state.overlay == .trackingPrompt(.expandedSheet(usesMarkdown: true, additionalInformation: false)))
  }

  @Test("X-7: in the EU an answer expires after a year and the prompt may show again")
  func yearlyReprompt() {
    var state = makeState(options(prefer: true, action: false), device("NL"))
    play(&state, .launch, .continueTapped, .alertAnswered(.deny), .continueTapped, .terminate)
    play(&state, .advanceClock(days: 364))
    #expect(state.trackingStatus == .denied)
    let run = play(&state, .advanceClock(days: 1))
    #expect(run.lines == ["settingsChanged{setting=trackingAnswer,value=expired,status=notDetermined}"])
    play(&state, .launch, .continueTapped)
    #expect(state.overlay?.isTrackingPrompt == true)
    #expect(state.promptsShown == 2)
  }

  @Test("X-7: no re-prompt outside the EU, before 27.2, or with the global toggle off")
  func noYearlyReprompt() {
    for (device, global) in [(device("US"), true), (device("NL", os: .iOS26), true), (device("NL"), false)] {
      var state = makeState(options(prefer: true, action: false), device)
      play(&state, .launch, .continueTapped, .alertAnswered(.allow), .continueTapped)
      if !global { play(&state, .scenario(.allowAppsToRequestToTrack(false))) }
      play(&state, .advanceClock(days: 800))
      #expect(state.trackingStatus == .authorized)
    }
  }

  @Test("X-8: nothing is tracked and the IDFA stays zero until the prompt itself grants permission")
  func idfaZeroUntilGranted() {
    var state = makeState(options(prefer: true, action: true), device("FR"))
    play(&state, .launch, .continueTapped, .additionalInformationTapped)
    #expect(state.idfa == AdvertisingIdentifier.zero)
    #expect(state.npa)
    play(&state, .continueTapped, .alertAnswered(.allow))
    #expect(state.idfa != AdvertisingIdentifier.zero)
  }
}

extension SystemOverlay {
  /// Whether this is the tracking prompt, in either interface.
  var isTrackingPrompt: Bool {
    if case .trackingPrompt = self { return true }
    return false
  }
}
