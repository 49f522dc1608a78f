extension ConsentState {
  /// Starts the consent platform's flow of this launch; true while it waits on screen (UMP-2 … UMP-8).
  mutating func startConsentPlatform() -> Bool {
    guard definition.wiring != .none, definition.hasIDFAReader else {
      consent.stage = .finished
      startAds()
      return false
    }
    if definition.introSheet {
      consent.stage = .introSheet
      screen = .introSheet
      emit(.introSheetShown)
      return true
    }
    return refreshConsent()
  }

  /// The intro sheet's action: on to the consent refresh (UMP-7).
  mutating func introSheetContinued() {
    guard consent.stage == .introSheet else { return }
    if !refreshConsent() { proceed() }
  }

  /// The person dismisses the intro sheet: the flow did not run, no tracking request this launch (UMP-7).
  mutating func introSheetDismissed() {
    guard appTakesTaps, screen == .introSheet, consent.stage == .introSheet else { return }
    emit(.introSheetDismissed)
    consent.stage = .finished
    startAds()
    proceed()
  }

  /// Refreshes consent information (UMP-2, UMP-6) and shows the form where required.
  mutating func refreshConsent() -> Bool {
    guard device.consentRefresh == .ok else {
      emit(.consentRefreshFailed)
      consent.stage = .finished
      startAds()
      return false
    }
    if device.region.isRegulated {
      consent.status = consent.answer == nil ? .required : .obtained
    } else {
      consent.status = .notRequired
    }
    emit(.consentRefreshed(status: consent.status))
    if consent.status == .required {
      consent.stage = .form
      screen = .consentForm
      emit(.consentFormShown)
      if journey.refusedThisFlow {
        record("UMP-11", "The consent form asked again in the same flow after tracking was refused.")
      }
      return true
    }
    startAds()
    return showExplainerIfDue()
  }

  /// The person answers the consent form.
  mutating func consentFormAnswered(_ answer: ConsentAnswer) {
    guard appTakesTaps, screen == .consentForm, consent.stage == .form else { return }
    consent.status = .obtained
    consent.answer = answer
    emit(.consentFormAnswered(consent: answer))
    if answer == .refused { journey.refusedThisFlow = true }
    startAds()
    if !showExplainerIfDue() { proceed() }
  }

  /// Shows the IDFA explainer while the status is `notDetermined` (UMP-3), or as the race leaves it (UMP-12).
  mutating func showExplainerIfDue() -> Bool {
    let race = definition.wiring == .race
    let seen = race ? consent.trackingStatusAtLaunch : trackingStatus
    let afterRefusal = !race && journey.refusedThisFlow
    guard definition.explainerPublished, seen == .notDetermined, !afterRefusal else {
      finishConsentPlatform()
      return false
    }
    consent.stage = .explainer
    consent.explainerShown = true
    screen = .explainer
    emit(.explainerShown)
    if trackingStatus != .notDetermined {
      record(
        "UMP-12",
        "The explainer showed after the tracking prompt: the app's parallel request consumed its prompt.")
    }
    return true
  }

  /// The explainer's action: the consent platform requests tracking itself (UMP-3).
  mutating func explainerContinued() {
    guard consent.stage == .explainer else { return }
    let request = PendingRequest(requester: .consentPlatform, context: .consentPlatform)
    let outcome = requestTracking(by: .consentPlatform, context: .consentPlatform)
    if case .completed = outcome { resume(after: request, outcome: outcome) }
  }

  /// Ends the consent platform's flow of this launch; the app may request now (UMP-4).
  mutating func finishConsentPlatform() {
    consent.stage = .finished
    consent.flowRan = true
  }

  /// Starts the ad SDK once per launch, not waiting for the tracking answer (UMP-10).
  mutating func startAds() {
    guard !journey.adsStarted else { return }
    journey.adsStarted = true
    outbox.append(.startAdSDK(npa: npa))
  }
}
