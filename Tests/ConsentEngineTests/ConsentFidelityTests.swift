import ConsentEngine
import JourneyTestSupport
import Testing

@Suite("Consent platform, second pass (UMP-6, UMP-7, UMP-9)")
struct ConsentFidelityTests {
  @Test(
    "UMP-7: no intro sheet when the refresh failed, outside regulated regions, or once consent was obtained")
  func introSheetOnlyBeforeAForm() {
    let journey = quickJourney(wiring: .sequential, introSheet: true)
    var failed = makeState(journey, DeviceSettings(region: .eea, consentRefresh: .fail))
    play(&failed, .launch)
    #expect(failed.screen == .home)
    #expect(!failed.events.contains { $0.kind == .introSheetShown })
    var outside = makeState(journey, DeviceSettings(region: .other))
    play(&outside, .launch)
    #expect(outside.screen == .primer)
    #expect(!outside.events.contains { $0.kind == .introSheetShown })
    var obtained = makeState(journey, DeviceSettings(region: .eea))
    play(&obtained, .launch, .continueTapped, .consentFormAnswered(.consented), .terminate)
    let again = play(&obtained, .launch)
    #expect(!again.lines.contains("introSheetShown"))
    #expect(obtained.screen == .primer)
  }

  @Test(
    "UMP-7: outside the EEA the explainer and the tracking request still follow when a sheet is configured")
  func introSheetNeverBlocksOutsideEEA() {
    var state = makeState(
      quickJourney(wiring: .sequential, explainerPublished: true, introSheet: true),
      DeviceSettings(region: .other))
    play(&state, .launch)
    #expect(state.screen == .explainer)
    play(&state, .continueTapped)
    #expect(state.overlay == .trackingPrompt(.classicAlert))
  }

  @Test("UMP-7: the sheet's action leads to the form it announced")
  func introSheetThenForm() {
    var state = makeState(quickJourney(wiring: .sequential, introSheet: true), DeviceSettings(region: .uk))
    let run = play(&state, .launch, .continueTapped)
    #expect(
      run.lines == [
        "appLaunched", "appBecameActive", "consentRefreshed{status=required}", "introSheetShown",
        "consentFormShown",
      ])
  }

  @Test("UMP-6: a refresh that fails once does nothing this launch; the next launch refreshes and goes on")
  func refreshFailsOnce() {
    var state = makeState(
      quickJourney(wiring: .sequential), DeviceSettings(region: .eea, consentRefresh: .failOnce))
    let first = play(&state, .launch)
    #expect(first.lines.contains("consentRefreshFailed"))
    #expect(state.screen == .home)
    #expect(state.promptsShown == 0)
    play(&state, .terminate)
    let second = play(&state, .launch)
    #expect(second.lines.contains("consentRefreshed{status=required}"))
    #expect(state.screen == .consentForm)
  }

  @Test("UMP-9: without a consent platform npa follows ATT alone", arguments: [ConsentRegion.eea, .other])
  func npaWithoutPlatform(region: ConsentRegion) {
    var state = makeState(quickJourney(wiring: .none), DeviceSettings(region: region))
    play(&state, .launch)
    #expect(state.npa)
    play(&state, .continueTapped, .alertAnswered(.allow))
    #expect(!state.npa)
    #expect(state.consentStatus == .unknown)
    var webOnly = quickJourney(wiring: .sequential)
    webOnly.adProviders = [AdProvider(name: "Web", readsIDFA: false)]
    var web = makeState(webOnly, DeviceSettings(region: region))
    play(&web, .launch)
    web.tracking.decision = .authorized
    #expect(!web.npa)
  }

  @Test("UMP-9: where consent is notRequired npa follows ATT; a partial or refused choice keeps npa 1")
  func npaFollowsChoice() {
    var outside = makeState(quickJourney(wiring: .sequential), DeviceSettings(region: .other))
    play(&outside, .launch, .continueTapped, .alertAnswered(.allow))
    #expect(outside.consentStatus == .notRequired)
    #expect(!outside.npa)
    for choice in ConsentAnswer.allCases {
      var state = makeState(quickJourney(wiring: .sequential), DeviceSettings(region: .eea))
      play(&state, .launch, .consentFormAnswered(choice), .continueTapped, .alertAnswered(.allow))
      #expect(state.trackingStatus == .authorized)
      #expect(state.npa == (choice != .consented), "\(choice)")
    }
  }

  @Test("UMP-9: UMP reads obtained after any answer; the choice is kept and logged beside it")
  func consentChoiceVisible() {
    var state = makeState(quickJourney(wiring: .sequential), DeviceSettings(region: .eea))
    #expect(state.consentChoice == nil)
    let run = play(&state, .launch, .consentFormAnswered(.refused))
    #expect(run.lines.contains("consentFormAnswered{choice=refused,status=obtained}"))
    #expect(state.consentStatus == .obtained)
    #expect(state.consentChoice == .refused)
    play(&state, .continueTapped, .alertAnswered(.deny), .continueTapped, .terminate, .launch)
    #expect(state.consentChoice == .refused)
    #expect(state.consentStatus == .obtained)
  }
}
