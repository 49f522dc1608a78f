import ConsentEngine
import JourneyTestSupport
import Testing

/// The consent platform's options page behind "Manage options": switches per purpose, Confirm choices and
/// Accept all decide the consent and `npa` as UMP does (UMP-9), then the flow goes on (UMP-3, UMP-11).
@Suite("Consent options page (UMP-9)")
struct ConsentOptionsTests {
  /// A state on the consent form in the EEA, with the explainer published when asked.
  private func onForm(explainer: Bool = false) -> LoggedState {
    var state = makeState(
      quickJourney(wiring: .sequential, explainerPublished: explainer), DeviceSettings(region: .eea))
    play(&state, .launch)
    return state
  }

  @Test("UMP-9: Manage options opens the options page with every purpose off and decides nothing yet")
  func opensWithEverythingOff() {
    var state = onForm()
    #expect(state.screen == .consentForm)
    let run = play(&state, .consentOptionsOpened)
    #expect(run.lines == ["consentOptionsShown"])
    #expect(state.screen == .consentOptions)
    #expect(state.flow.consentPurposesOn.isEmpty)
    #expect(state.consentStatus == .required)
    #expect(state.consentChoice == nil)
    #expect(run.effects.isEmpty)
  }

  @Test("UMP-9: a switch flips on and off again, each flip logged with the purpose and its value")
  func switchesFlip() {
    var state = onForm()
    play(&state, .consentOptionsOpened)
    let on = play(&state, .consentPurposeToggled(.measurement))
    #expect(on.lines == ["consentPurposeSwitched{purpose=measurement,value=on}"])
    #expect(state.flow.consentPurposesOn == [.measurement])
    let off = play(&state, .consentPurposeToggled(.measurement))
    #expect(off.lines == ["consentPurposeSwitched{purpose=measurement,value=off}"])
    #expect(state.flow.consentPurposesOn.isEmpty)
    #expect(state.consentChoice == nil)
  }

  @Test(
    "UMP-9: confirmed switches decide the choice: all on is consent, none a refusal, some partial",
    arguments: [
      ([ConsentPurpose](), ConsentAnswer.refused),
      ([.measurement], .partial),
      ([.storage, .measurement], .partial),
      ([.storage, .personalizedAds], .partial),
      (ConsentPurpose.allCases, .consented),
    ])
  func confirmedChoice(purposes: [ConsentPurpose], expected: ConsentAnswer) {
    var state = onForm()
    play(&state, [.consentOptionsOpened] + purposes.map(ConsentAction.consentPurposeToggled))
    let run = play(&state, .consentOptionsConfirmed)
    #expect(run.lines.first == "consentFormAnswered{choice=\(expected.rawValue),status=obtained}")
    #expect(state.consentStatus == .obtained)
    #expect(state.consentChoice == expected)
    #expect(run.effects.contains(.startAdSDK(npa: true)))
  }

  @Test(
    "UMP-9: with tracking allowed, ads are personalised only when every purpose was confirmed on",
    arguments: [
      ([ConsentPurpose](), true), ([.personalizedAds], true), ([.storage, .personalizedAds], true),
      ([.storage, .measurement], true), (ConsentPurpose.allCases, false),
    ])
  func npaFollowsConfirmedSwitches(purposes: [ConsentPurpose], npa: Bool) {
    var state = onForm()
    play(&state, [.consentOptionsOpened] + purposes.map(ConsentAction.consentPurposeToggled))
    play(&state, .consentOptionsConfirmed, .continueTapped, .alertAnswered(.allow))
    #expect(state.trackingStatus == .authorized)
    #expect(state.npa == npa, "\(purposes)")
  }

  @Test("UMP-9: Accept all turns every switch on and gives the same consent as the form's Consent")
  func acceptAllIsConsent() {
    var viaOptions = onForm()
    play(&viaOptions, .consentOptionsOpened, .consentPurposeToggled(.storage))
    let run = play(&viaOptions, .consentOptionsAcceptedAll)
    #expect(run.lines.first == "consentFormAnswered{choice=consented,status=obtained}")
    #expect(viaOptions.flow.consentPurposesOn == Set(ConsentPurpose.allCases))
    var viaForm = onForm()
    play(&viaForm, .consentFormAnswered(.consented))
    #expect(viaOptions.consentChoice == viaForm.consentChoice)
    #expect(viaOptions.screen == viaForm.screen)
    play(&viaOptions, .continueTapped, .alertAnswered(.allow))
    #expect(!viaOptions.npa)
  }

  @Test("UMP-3: after the options page the flow goes on as after the form: explainer, then the prompt")
  func flowContinuesToExplainer() {
    var state = onForm(explainer: true)
    play(&state, .consentOptionsOpened, .consentPurposeToggled(.measurement), .consentOptionsConfirmed)
    #expect(state.screen == .explainer)
    let run = play(&state, .continueTapped)
    #expect(run.lines.first == "trackingRequested{by=consentPlatform}")
    #expect(state.promptsShown == 1)
  }

  @Test("UMP-11: under the skip policy only a refusal skips tracking; a partial choice still asks")
  func skipPolicyOnlyOnRefusal() {
    var definition = quickJourney(wiring: .sequential, explainerPublished: true)
    definition.attAfterConsentRefusal = .skip
    var refused = makeState(definition, DeviceSettings(region: .eea))
    play(&refused, .launch, .consentOptionsOpened, .consentOptionsConfirmed)
    #expect(refused.consentChoice == .refused)
    #expect(refused.screen == .home)
    #expect(refused.promptsShown == 0)
    var partial = makeState(definition, DeviceSettings(region: .eea))
    play(&partial, .launch, .consentOptionsOpened, .consentPurposeToggled(.storage), .consentOptionsConfirmed)
    #expect(partial.consentChoice == .partial)
    #expect(partial.screen == .explainer)
  }

  @Test("UMP-9: the way back shows the form again with nothing answered; the switches are kept this flow")
  func backToForm() {
    var state = onForm()
    play(&state, .consentOptionsOpened, .consentPurposeToggled(.personalizedAds))
    let back = play(&state, .consentOptionsClosed)
    #expect(back.lines == ["consentFormShown"])
    #expect(state.screen == .consentForm)
    #expect(state.consentStatus == .required)
    #expect(state.findings.isEmpty)
    play(&state, .consentOptionsOpened)
    #expect(state.flow.consentPurposesOn == [.personalizedAds])
    play(&state, .terminate, .launch, .consentOptionsOpened)
    #expect(state.flow.consentPurposesOn.isEmpty)
  }

  @Test("UMP-9: the options page's actions do nothing anywhere else, and the form's answers nothing on it")
  func actionsOnlyWhereTheyBelong() {
    var state = onForm()
    for action: ConsentAction in [
      .consentPurposeToggled(.storage), .consentOptionsConfirmed, .consentOptionsAcceptedAll,
      .consentOptionsClosed,
    ] {
      #expect(play(&state, action).lines.isEmpty, "\(action)")
    }
    play(&state, .consentOptionsOpened)
    #expect(play(&state, .consentFormAnswered(.consented)).lines.isEmpty)
    #expect(play(&state, .consentOptionsOpened).lines.isEmpty)
    #expect(state.screen == .consentOptions)
    var outside = makeState(quickJourney(wiring: .sequential), DeviceSettings(region: .other))
    play(&outside, .launch)
    #expect(play(&outside, .consentOptionsOpened).lines.isEmpty)
    #expect(outside.screen == .primer)
  }

  @Test("UMP-9: a background trip keeps the options page and its switches")
  func backgroundKeepsPage() {
    var state = onForm()
    play(&state, .consentOptionsOpened, .consentPurposeToggled(.storage), .appBackgrounded, .foreground)
    #expect(state.screen == .consentOptions)
    #expect(state.flow.consentPurposesOn == [.storage])
  }
}
