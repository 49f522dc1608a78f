/// What a call to `requestTrackingAuthorization` did.
enum RequestOutcome: Equatable {
  /// The prompt is on screen.
  case prompted
  /// The completion ran at once with this status.
  case completed(TrackingStatus, CompletionReason)
  /// The app crashed (ATT-9).
  case crashed
}

extension ConsentState {
  /// Calls `requestTrackingAuthorization` as iOS handles it (ATT-3 … ATT-9, X-4).
  mutating func requestTracking(by requester: Requester, context: RequestContext) -> RequestOutcome {
    emit(.trackingRequested(by: requester))
    let status = trackingStatus
    if status == .restricted { return complete(.restricted, .restricted) }
    if !device.allowAppsToRequestToTrack && status == .denied {
      return complete(.denied, .globalToggleOff)
    }
    if status != .notDetermined { return complete(status, .alreadyDetermined) }
    if overlay == .otherPermissionAlert || flow.otherAlertPending {
      let outcome = complete(.notDetermined, .alertPending)
      lose(by: requester, rule: "ATT-6", "The tracking prompt was lost: another alert was pending.")
      return outcome
    }
    if appState != .active {
      let outcome = complete(.notDetermined, .appNotActive)
      lose(by: requester, rule: "ATT-4", "The tracking prompt was lost: the app was not active.")
      return outcome
    }
    guard definition.hasUsageDescription else {
      crash(.missingUsageDescription)
      return .crashed
    }
    let interface = promptInterface(for: requester)
    overlay = .trackingPrompt(interface)
    flow.pendingRequest = PendingRequest(requester: requester, context: context)
    promptsShown += 1
    emit(.systemAlertShown(interface: interface.style))
    appState = .inactive
    emit(.appResignedActive)
    if flow.trackingRefused {
      record("UMP-11", "Tracking was asked again in the same flow after a refusal.")
    }
    return .prompted
  }

  /// Emits the completion of a request that showed nothing.
  private mutating func complete(_ status: TrackingStatus, _ reason: CompletionReason) -> RequestOutcome {
    emit(.trackingRequestCompleted(status: status, reason: reason))
    flow.lastReadStatus = trackingStatus
    return .completed(status, reason)
  }

  /// Notes a lost prompt: retried on `didBecomeActive` by a robust app, a finding otherwise (ATT-4, ATT-6).
  private mutating func lose(by requester: Requester, rule: String, _ message: String) {
    if requester == .app && definition.retriesOnBecomeActive {
      flow.retryOnBecomeActive = true
    } else {
      record(rule, message)
    }
  }

  /// The person answers the prompt (ATT-3, ATT-5, X-7).
  mutating func answerPrompt(_ answer: AlertAnswer) {
    guard case .trackingPrompt = overlay, let request = flow.pendingRequest else { return }
    overlay = nil
    flow.pendingRequest = nil
    let status: TrackingStatus = answer == .allow ? .authorized : .denied
    tracking.decision = status
    tracking.source = .prompt
    tracking.lastAnsweredDay = clock.day
    tracking.listedInSettings = true
    emit(.trackingAnswered(status: status))
    if status == .denied { flow.trackingRefused = true }
    appState = .active
    emit(.appBecameActive)
    flow.lastReadStatus = trackingStatus
    flow.outcomePending = request.context != .launchTime
    resume(after: request, outcome: .completed(status, .alreadyDetermined))
  }

  /// The person taps "Additional Information": no answer, completion with `notDetermined`.
  mutating func additionalInformationTapped() {
    guard case .trackingPrompt(let interface) = overlay, interface.offersAdditionalInformation else { return }
    overlay = nil
    flow.pendingRequest = nil
    emit(.trackingAnswered(status: .notDetermined))
    ask(.runAdditionalInformationAction)
    appState = .active
    emit(.appBecameActive)
    flow.lastReadStatus = trackingStatus
    screen = .additionalInformation
  }

  /// Continues the flow once a request finished, prompted or not.
  mutating func resume(after request: PendingRequest, outcome: RequestOutcome) {
    switch request.context {
    case .primer, .direct, .additionalInformation:
      followImmediate(outcome, showingOutcome: true)
    case .launchTime:
      return
    case .consentPlatform:
      finishConsentPlatform()
      proceed()
    }
  }

  /// Follows an app request's completion: the outcome, or on if the prompt was lost.
  mutating func followImmediate(_ outcome: RequestOutcome, showingOutcome: Bool) {
    guard case .completed(let status, _) = outcome else { return }
    if status == .notDetermined || !showingOutcome {
      proceed()
    } else {
      flow.outcomePending = false
      screen = .outcome(status)
    }
  }

  /// The app crashes (ATT-9).
  mutating func crash(_ reason: CrashReason) {
    emit(.appCrashed(reason: reason))
    record(
      "ATT-9", "The app crashed: the request would prompt but NSUserTrackingUsageDescription is missing.")
    ask(.crash(reason))
    appState = .notRunning
    overlay = nil
    flow = FlowProgress()
    screen = .crashed(reason)
  }
}
