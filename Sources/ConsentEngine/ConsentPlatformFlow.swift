extension ConsentState {
  /// Starts the consent platform's flow of this launch; true while it waits on screen (UMP-2 … UMP-8).
  mutating func startConsentPlatform() -> Bool {
    guard definition.wiring != .none, definition.hasIDFAReader else {
      flow.consentStage = .finished(.notUsed)
      startAds()
      return false
    }
    if definition.introSheet {
      flow.consentStage = .introSheet
      screen = .introSheet
      emit(.introSheetShown)
      return true
    }
    return refreshConsent()
  }

  /// The intro sheet's action: on to the consent refresh (UMP-7).
  mutating func introSheetContinued() {
    guard flow.consentStage == .introSheet else { return }
    if !refreshConsent() { proceed() }
  }

  /// The person dismisses the intro sheet: the flow did not run, no tracking request this launch (UMP-7).
  mutating func introSheetDismissed() {
    guard appTakesTaps, screen == .introSheet, flow.consentStage == .introSheet else { return }
    emit(.introSheetDismissed)
    flow.consentStage = .finished(.introSheetDismissed)
    startAds()
    proceed()
  }

  /// Refreshes consent information (UMP-2, UMP-6) and shows the form where required.
  mutating func refreshConsent() -> Bool {
    guard device.consentRefresh == .ok else {
      emit(.consentRefreshFailed)
      flow.consentStage = .finished(.refreshFailed)
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
      flow.consentStage = .form
      screen = .consentForm
      emit(.consentFormShown)
      if flow.refusedThisFlow {
        record("UMP-11", "The consent form asked again in the same flow after tracking was refused.")
      }
      return true
    }
    startAds()
    return showExplainerIfDue()
  }

  /// The person answers the consent form.
  mutating func consentFormAnswered(_ answer: ConsentAnswer) {
    guard appTakesTaps, screen == .consentForm, flow.consentStage == .form else { return }
    consent.status = .obtained
    consent.answer = answer
    emit(.consentFormAnswered(consent: answer))
    if answer == .refused { flow.consentRefused = true }
    startAds()
    if !showExplainerIfDue() { proceed() }
  }

  /// Shows the IDFA explainer while the status is `notDetermined` (UMP-3), or as the race leaves it (UMP-12).
  mutating func showExplainerIfDue() -> Bool {
    let race = definition.wiring == .race
    let seen = race ? flow.trackingStatusAtLaunch : trackingStatus
    let afterRefusal = !race && flow.refusedThisFlow
    guard definition.explainerPublished, seen == .notDetermined, !afterRefusal else {
      finishConsentPlatform()
      return false
    }
    flow.consentStage = .explainer
    flow.explainerShown = true
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
    guard flow.consentStage == .explainer else { return }
    let request = PendingRequest(requester: .consentPlatform, context: .consentPlatform)
    let outcome = requestTracking(by: .consentPlatform, context: .consentPlatform)
    if case .completed = outcome { resume(after: request, outcome: outcome) }
  }

  /// Ends the consent platform's flow of this launch; the app may request now (UMP-4).
  mutating func finishConsentPlatform() {
    flow.consentStage = .finished(.ran)
  }

  /// Starts the ad SDK once per launch, not waiting for the tracking answer (UMP-10).
  mutating func startAds() {
    guard !flow.adsStarted else { return }
    flow.adsStarted = true
    outbox.append(.startAdSDK(npa: npa))
  }
}
