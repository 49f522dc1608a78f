extension ConsentState {
  /// "Manage options" on the form: the options page opens with the switches as this flow left them (UMP-9).
  mutating func consentOptionsOpened() {
    guard appTakesTaps, screen == .consentForm, flow.consentStage == .form else { return }
    screen = .consentOptions
    emit(.consentOptionsShown)
  }

  /// The person flips one purpose's switch; nothing is decided until the choices are confirmed.
  mutating func consentPurposeToggled(_ purpose: ConsentPurpose) {
    guard appTakesTaps, screen == .consentOptions else { return }
    let on = !flow.consentPurposesOn.contains(purpose)
    if on {
      flow.consentPurposesOn.insert(purpose)
    } else {
      flow.consentPurposesOn.remove(purpose)
    }
    emit(.consentPurposeSwitched(purpose: purpose, on: on))
  }

  /// "Confirm choices": the switches decide the answer, then the flow goes on as after the form (UMP-9).
  mutating func consentOptionsConfirmed() {
    guard appTakesTaps, screen == .consentOptions, flow.consentStage == .form else { return }
    consentAnswered(ConsentAnswer(purposes: flow.consentPurposesOn))
  }

  /// "Accept all": every switch on and confirmed, the same consent as the form's Consent (UMP-9).
  mutating func consentOptionsAcceptedAll() {
    guard appTakesTaps, screen == .consentOptions, flow.consentStage == .form else { return }
    flow.consentPurposesOn = Set(ConsentPurpose.allCases)
    consentAnswered(.consented)
  }

  /// The way back: the form again, nothing answered, the switches kept for this flow.
  mutating func consentOptionsClosed() {
    guard appTakesTaps, screen == .consentOptions, flow.consentStage == .form else { return }
    screen = .consentForm
    emit(.consentFormShown)
  }
}
