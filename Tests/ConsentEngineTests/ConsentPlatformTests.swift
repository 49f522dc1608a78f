import ConsentEngine
import JourneyTestSupport
import Testing

@Suite("Consent platform (UMP-1 … UMP-12)")
struct ConsentPlatformTests {
  @Test("UMP-1: ConsentStatus and DebugGeography raw values; regions map to geographies")
  func rawValues() {
    #expect(ConsentStatus.allCases.map(\.rawValue) == [0, 1, 2, 3])
    #expect(ConsentStatus.allCases.map(\.name) == ["unknown", "required", "notRequired", "obtained"])
    #expect(DebugGeography.allCases.map(\.rawValue) == [0, 1, 2, 3, 4])
    #expect(ConsentRegion.allCases.map(\.debugGeography) == [.eea, .eea, .regulatedUSState, .other])
  }

  @Test(
    "UMP-2: refreshed every launch; a form only in the EEA, the UK and regulated US states",
    arguments: ConsentRegion.allCases)
  func formOnlyInRegulatedRegions(region: ConsentRegion) {
    var state = makeState(quickJourney(wiring: .sequential), DeviceSettings(region: region))
    play(&state, .launch)
    #expect((state.screen == .consentForm) == region.isRegulated)
    #expect(region.isRegulated == (region != .other))
    if region.isRegulated { play(&state, .consentFormAnswered(.consented)) }
    play(&state, .continueTapped, .alertAnswered(.allow), .continueTapped, .terminate)
    let again = play(&state, .launch)
    #expect(
      again.lines.contains("consentRefreshed{status=\(region.isRegulated ? "obtained" : "notRequired")}"))
    #expect(!again.lines.contains("consentFormShown"))
  }

  @Test("UMP-3: the explainer shows only while notDetermined, then the platform asks itself")
  func explainerOnlyWhileNotDetermined() {
    var state = makeState(quickJourney(wiring: .sequential, explainerPublished: true))
    play(&state, .launch)
    #expect(state.screen == .explainer)
    let run = play(&state, .continueTapped)
    #expect(run.lines.first == "trackingRequested{by=consentPlatform}")
    play(&state, .continueTapped, .alertAnswered(.allow), .continueTapped, .terminate)
    let again = play(&state, .launch)
    #expect(!again.lines.contains("explainerShown"))
  }

  @Test("UMP-4: the app requests only after the flow, and its own call stays harmless")
  func appRequestsAfterFlow() {
    var state = makeState(quickJourney(wiring: .sequential), DeviceSettings(region: .uk))
    play(&state, .launch)
    #expect(state.screen == .consentForm)
    #expect(state.promptsShown == 0)
    play(&state, .consentFormAnswered(.consented))
    #expect(state.screen == .primer)
    var explained = makeState(
      JourneyDefinition(onboardingStepIDs: [], explainerOwner: .consentPlatform, explainerPublished: false))
    play(&explained, .launch)
    #expect(explained.events.last?.kind == .systemAlertShown(interface: .classic) || explained.overlay != nil)
    #expect(explained.events.contains { $0.kind == .trackingRequested(by: .app) })
  }

  @Test("UMP-5: the flow runs outside regulated regions too, so a published explainer shows there")
  func flowRunsEverywhere() {
    var state = makeState(
      quickJourney(wiring: .sequential, explainerPublished: true), DeviceSettings(region: .other))
    let run = play(&state, .launch)
    #expect(
      run.lines == [
        "appLaunched", "appBecameActive", "consentRefreshed{status=notRequired}", "explainerShown",
        "adSDKStarted{npa=1}",
      ])
  }

  @Test("UMP-6: a failed refresh means no form and no request this launch; the last consent stays")
  func refreshFails() {
    var state = makeState(quickJourney(wiring: .sequential), DeviceSettings(region: .eea))
    play(&state, .launch, .consentFormAnswered(.consented), .terminate)
    #expect(state.trackingStatus == .notDetermined)
    let run = play(&state, .scenario(.consentRefresh(.fail)), .launch)
    #expect(
      run.lines.suffix(4) == [
        "appLaunched", "appBecameActive", "consentRefreshFailed", "adSDKStarted{npa=1}",
      ])
    #expect(state.consentStatus == .obtained)
    #expect(state.screen == .home)
    #expect(state.promptsShown == 0)
  }

  @Test("UMP-7: a dismissed intro sheet closes the umpFlowRan gate; the sheet returns next launch")
  func introSheetGate() {
    var state = makeState(quickJourney(wiring: .sequential, introSheet: true), DeviceSettings(region: .eea))
    play(&state, .launch, .introSheetDismissed, .milestoneReached("x"))
    #expect(!state.flow.consentFlowRan)
    #expect(state.promptsShown == 0)
    play(&state, .terminate, .launch, .continueTapped)
    #expect(state.screen == .consentForm)
  }

  @Test("UMP-8: without an IDFA-reading provider there is no consent form and no prompt")
  func noIDFAReader() {
    var definition = quickJourney(wiring: .sequential, explainerPublished: true)
    definition.adProviders = [AdProvider(name: "WebAds", readsIDFA: false)]
    var state = makeState(definition, DeviceSettings(region: .eea))
    let run = play(&state, .launch)
    #expect(run.lines == ["appLaunched", "appBecameActive", "adSDKStarted{npa=1}"])
    #expect(state.screen == .home)
    #expect(run.effects == [.startAdSDK(npa: true)])
  }

  @Test("UMP-9: npa unless tracking is authorized AND consent was obtained")
  func npaUnion() {
    var state = makeState(quickJourney(wiring: .sequential), DeviceSettings(region: .eea))
    play(&state, .launch, .consentFormAnswered(.consented), .continueTapped)
    #expect(state.npa)
    play(&state, .alertAnswered(.allow))
    #expect(!state.npa)
    var refused = makeState(quickJourney(wiring: .sequential), DeviceSettings(region: .eea))
    play(&refused, .launch, .consentFormAnswered(.refused))
    refused.tracking.decision = .authorized
    #expect(refused.npa)
    var outside = makeState(quickJourney(wiring: .sequential))
    play(&outside, .launch, .continueTapped, .alertAnswered(.allow))
    #expect(!outside.npa)
  }

  @Test("UMP-10: the ad SDK starts before the tracking answer")
  func adsNotBlocked() {
    var state = makeState(quickJourney(wiring: .sequential), DeviceSettings(region: .eea))
    play(&state, .launch)
    let run = play(&state, .consentFormAnswered(.consented), .continueTapped)
    #expect(run.effects == [.startAdSDK(npa: true)])
    #expect(state.overlay == .trackingPrompt(.classicAlert))
  }

  @Test("UMP-11: after a refused consent form the app still asks; npa stays 1 even when tracking is allowed")
  func askAfterRefusal() {
    var state = makeState(
      quickJourney(wiring: .sequential, explainerPublished: true), DeviceSettings(region: .eea))
    play(&state, .launch, .consentFormAnswered(.refused))
    #expect(state.screen == .explainer)
    play(&state, .continueTapped, .alertAnswered(.allow))
    #expect(state.trackingStatus == .authorized)
    #expect(state.npa)
    #expect(state.findings.isEmpty)
    var primer = makeState(quickJourney(wiring: .sequential), DeviceSettings(region: .eea))
    play(&primer, .launch, .consentFormAnswered(.refused))
    #expect(primer.screen == .primer)
  }

  @Test("UMP-11: the skip policy (a team's choice, not the default) asks nothing after a refusal")
  func skipAfterRefusal() {
    #expect(JourneyDefinition().attAfterConsentRefusal == .ask)
    var definition = quickJourney(wiring: .sequential, explainerPublished: true)
    definition.attAfterConsentRefusal = .skip
    var state = makeState(definition, DeviceSettings(region: .eea))
    play(&state, .launch, .consentFormAnswered(.refused))
    #expect(state.screen == .home)
    #expect(state.promptsShown == 0)
    #expect(state.findings.isEmpty)
    var partial = makeState(definition, DeviceSettings(region: .eea))
    play(&partial, .launch, .consentFormAnswered(.partial))
    #expect(partial.screen == .explainer)
  }

  @Test("UMP-11: a legacy race that asks the form after a tracking refusal is a finding")
  func raceAsksFormAfterRefusal() {
    var race = makeState(
      JourneyDefinition(onboardingStepIDs: [], wiring: .race),
      DeviceSettings(region: .eea, raceWinner: .appThenExplainer))
    play(&race, .launch, .continueTapped, .alertAnswered(.deny), .continueTapped)
    #expect(race.screen == .consentForm)
    #expect(race.findings.map(\.rule) == ["UMP-11"])
  }

  @Test(
    "UMP-12: app-then-explainer shows the explainer after the alert; when the platform wins the order is right"
  )
  func race() {
    let definition = JourneyDefinition(onboardingStepIDs: [], wiring: .race, explainerPublished: true)
    var appWins = makeState(definition, DeviceSettings(raceWinner: .appThenExplainer))
    play(&appWins, .launch)
    #expect(appWins.screen == .primer)
    play(&appWins, .continueTapped, .alertAnswered(.allow), .continueTapped)
    #expect(appWins.screen == .explainer)
    #expect(appWins.findings.map(\.rule) == ["UMP-12"])
    var platformWins = makeState(definition, DeviceSettings(raceWinner: .consentPlatform))
    play(&platformWins, .launch)
    #expect(platformWins.screen == .explainer)
    play(&platformWins, .continueTapped, .alertAnswered(.allow), .continueTapped)
    #expect(platformWins.findings.isEmpty)
    #expect(platformWins.screen == .home)
  }

  @Test(
    "UMP-12: the app's prompt answered before the platform looks: the published explainer never shows, now or later, a finding once",
    arguments: [ConsentRegion.other, .eea])
  func raceAppAnsweredFirst(region: ConsentRegion) {
    let definition = JourneyDefinition(onboardingStepIDs: [], wiring: .race, explainerPublished: true)
    var state = makeState(definition, DeviceSettings(region: region, raceWinner: .app))
    play(&state, .launch)
    #expect(state.screen == .primer)
    play(&state, .continueTapped, .alertAnswered(.allow), .continueTapped)
    if region.isRegulated { play(&state, .consentFormAnswered(.consented)) }
    #expect(state.screen != .explainer)
    for _ in 0..<2 {
      play(&state, .terminate, .launch)
      #expect(state.screen != .explainer)
    }
    #expect(!state.events.contains { $0.name == "explainerShown" })
    #expect(state.findings.map(\.rule) == ["UMP-12"], "ATT without the explanation, at the launch it happened")
    #expect(state.promptsShown == 1)
  }

  @Test("UMP-12: the three race timings give three orders of the alert and the explainer")
  func raceTimingsDiffer() {
    let definition = JourneyDefinition(onboardingStepIDs: [], wiring: .race, explainerPublished: true)
    func order(_ timing: RaceWinner) -> [String] {
      var state = makeState(definition, DeviceSettings(raceWinner: timing))
      play(&state, .launch)
      for _ in 0..<4 {
        if case .trackingPrompt = state.overlay {
          play(&state, .alertAnswered(.allow))
        } else {
          play(&state, .continueTapped)
        }
      }
      return state.events.map(\.name).filter { ["systemAlertShown", "explainerShown"].contains($0) }
    }
    #expect(order(.app) == ["systemAlertShown"])
    #expect(order(.appThenExplainer) == ["systemAlertShown", "explainerShown"])
    #expect(order(.consentPlatform) == ["explainerShown", "systemAlertShown"])
  }
}
