extension ConsentState {
  /// Starts the consent platform's flow of this launch; true while it waits on screen (UMP-2 … UMP-8).
  mutating func startConsentPlatform() -> Bool {
    guard definition.usesConsentPlatform else {
      flow.consentStage = .finished(.notUsed)
      startAds()
      return false
    }
    return refreshConsent()
  }

  /// Refreshes consent (UMP-2, UMP-6); where a form is required, the intro sheet or the form follows (UMP-7).
  mutating func refreshConsent() -> Bool {
    guard consentRefreshSucceeds() else {
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
    guard consent.status == .required else {
      startAds()
      return showExplainerIfDue()
    }
    if definition.introSheet {
      flow.consentStage = .introSheet
      screen = .introSheet
      emit(.introSheetShown)
    } else {
      showConsentForm()
    }
    return true
  }

  /// Whether this refresh reaches the server; a single failure passes after this launch (UMP-6).
  mutating func consentRefreshSucceeds() -> Bool {
    switch device.consentRefresh {
    case .ok: return true
    case .fail: return false
    case .failOnce:
      device.consentRefresh = .ok
      return false
    }
  }

  /// Shows the consent form.
  mutating func showConsentForm() {
    flow.consentStage = .form
    screen = .consentForm
    emit(.consentFormShown)
    if flow.trackingRefused {
      record("UMP-11", "The consent form asked again in the same flow after tracking was refused.")
    }
  }

  /// The intro sheet's action: on to the consent form it announced (UMP-7).
  mutating func introSheetContinued() {
    guard flow.consentStage == .introSheet else { return }
    showConsentForm()
  }

  /// The person dismisses the intro sheet: the flow did not run, no tracking request this launch (UMP-7).
  mutating func introSheetDismissed() {
    guard appTakesTaps, screen == .introSheet, flow.consentStage == .introSheet else { return }
    emit(.introSheetDismissed)
    flow.consentStage = .finished(.introSheetDismissed)
    startAds()
    proceed()
  }

  /// The person answers the consent form; UMP reads `obtained` whatever the choice (UMP-9).
  mutating func consentFormAnswered(_ answer: ConsentAnswer) {
    guard appTakesTaps, screen == .consentForm, flow.consentStage == .form else { return }
    consentAnswered(answer)
  }

  /// Records the answer of the form or its options page, starts the ads and goes on (UMP-9, UMP-10, UMP-11).
  mutating func consentAnswered(_ answer: ConsentAnswer) {
    consent.status = .obtained
    consent.answer = answer
    emit(.consentFormAnswered(choice: answer, status: consent.status))
    if answer == .refused { flow.consentRefused = true }
    startAds()
    if !showExplainerIfDue() { proceed() }
  }

  /// Shows the IDFA explainer while `notDetermined` (UMP-3, UMP-11), or as the race leaves it (UMP-12).
  ///
  /// In the race, the `app-then-explainer` timing decides from the status read at launch, so the explainer
  /// can follow the app's alert; the other timings read the status when the platform looks. Before iOS 14
  /// there is no tracking framework and nothing to explain.
  mutating func showExplainerIfDue() -> Bool {
    let race = definition.wiring == .race
    let seen = race && device.raceWinner == .appThenExplainer ? flow.trackingStatusAtLaunch : trackingStatus
    let afterRefusal = !race && (flow.trackingRefused || skipsTrackingAfterConsentRefusal)
    guard definition.explainerPublished, device.osVersion.hasTrackingFramework, seen == .notDetermined,
      !afterRefusal
    else {
      if race && consumedByTheApp {
        record(
          "UMP-12",
          "ATT without the explanation: the app's parallel request used the prompt before the consent platform looked, so its published explainer never shows."
        )
      }
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

  /// Whether a published explainer was due at launch and the app's own prompt, answered this launch, took
  /// its place (UMP-12's `app` timing).
  var consumedByTheApp: Bool {
    definition.explainerPublished && device.osVersion.hasTrackingFramework
      && flow.trackingStatusAtLaunch == .notDetermined && trackingStatus != .notDetermined
      && tracking.source == .prompt
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
    ask(.startAdSDK(npa: npa))
  }
}
