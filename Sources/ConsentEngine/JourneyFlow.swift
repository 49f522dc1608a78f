/// A step of the flow at launch.
enum FlowStep {
  /// The onboarding steps (first launch).
  case onboarding
  /// The consent platform's flow (every launch, UMP-5).
  case consentPlatform
  /// The app's own primer and request (HIG-7).
  case appRequest
}

extension ConsentState {
  /// The order of this launch's steps: the trigger (HIG-7) and the race winner (UMP-12) decide it.
  var flowOrder: [FlowStep] {
    let appFirst = definition.wiring == .race && device.raceWinner != .consentPlatform
    let consentSteps: [FlowStep] =
      appFirst ? [.appRequest, .consentPlatform] : [.consentPlatform, .appRequest]
    return definition.primerTrigger == .atLaunch ? consentSteps + [.onboarding] : [.onboarding] + consentSteps
  }

  /// Whether the primer trigger is met now (HIG-7).
  var primerTriggerMet: Bool {
    switch definition.primerTrigger {
    case .atLaunch: return true
    case .afterOnboarding: return journey.onboardingCompleted
    case .afterMilestone(let name): return journey.milestones.contains(name)
    case .afterSessions(let count): return journey.sessions >= count
    case .onFeature: return false  // asked in featureStarted, never by the launch flow
    }
  }

  /// Moves the app to the next screen of the flow, or home.
  mutating func proceed() {
    guard appState == .active || appState == .inactive else { return }
    for step in flowOrder {
      switch step {
      case .onboarding:
        if definition.onboardingStepIDs.isEmpty { journey.onboardingCompleted = true }
        if !journey.onboardingCompleted {
          showOnboarding(flow.onboardingStep)
          return
        }
      case .consentPlatform:
        if flow.consentStage == .notStarted && startConsentPlatform() { return }
      case .appRequest:
        if flow.appStep == .notReached && primerTriggerMet && runAppStep() { return }
      }
    }
    if flow.outcomePending {
      flow.outcomePending = false
      screen = .outcome(trackingStatus)
      return
    }
    screen = flow.featureAfterAsking ? .feature : .home
    flow.featureAfterAsking = false
  }

  /// Shows an onboarding step.
  mutating func showOnboarding(_ step: Int) {
    flow.onboardingStep = step
    screen = .onboarding(step: step)
    emit(.onboardingStepShown(index: step))
  }

  /// Whether the primer may show now (HIG-5, ATT-7, ATT-8).
  var primerAllowed: Bool {
    trackingStatus == .notDetermined && !flow.trackingRefused && !flow.primerShown
      && !skipsTrackingAfterConsentRefusal
  }

  /// The app's policy skips tracking for this flow after a refused consent form (UMP-11; not the default).
  var skipsTrackingAfterConsentRefusal: Bool {
    flow.consentRefused && definition.attAfterConsentRefusal == .skip
  }

  /// The app's own step: the primer, or its own call (UMP-4); true while it waits on screen.
  mutating func runAppStep() -> Bool {
    flow.appStep = .ran
    // Before iOS 14 there is no framework to ask with: no primer, no request (OS-1).
    guard definition.hasIDFAReader, device.osVersion.hasTrackingFramework else { return false }
    if definition.wiring == .sequential && !flow.consentFlowRan { return false }
    let refused = flow.trackingRefused || skipsTrackingAfterConsentRefusal
    if refused && trackingStatus == .notDetermined { return false }  // UMP-11
    if definition.explainerOwner == .app && (primerAllowed || !definition.primerChecksStatus) {
      if !primerAllowed {
        record("HIG-5", "The primer showed although the status was \(trackingStatus.name).")
      }
      flow.appStep = .ranWithPrimer
      screen = .primer
      emit(.primerShown)
      return true
    }
    switch appRequestsTracking(context: .direct) {
    case .prompted?, .crashed?: return true
    case .completed?, nil: break
    }
    if flow.outcomePending {
      flow.outcomePending = false
      screen = .outcome(trackingStatus)
      return true
    }
    return false
  }

  /// The primer's one action leads to the system prompt (HIG-1).
  mutating func primerContinued() {
    emit(.primerContinued)
    let outcome = requestTracking(by: .app, context: .primer)
    followImmediate(outcome, showingOutcome: true)
  }

  /// A milestone is reached, also during an interruption; the primer or request may follow (HIG-7, ATT-4).
  mutating func milestoneReached(_ name: String) {
    guard isAppInForeground, overlay == nil, screen == .home || screen == .feature else { return }
    if !journey.milestones.contains(name) { journey.milestones.append(name) }
    guard definition.primerTrigger == .afterMilestone(name), flow.appStep == .notReached else { return }
    _ = runAppStep()
  }

  /// The person starts the tracking-benefiting feature; after a refusal, recovery may be offered (HIG-6).
  mutating func featureStarted() {
    guard appTakesTaps, screen == .home else { return }
    if definition.primerTrigger == .onFeature && flow.appStep == .notReached {
      // Asked on first use of the feature (HIG-7): the feature opens once the app has asked.
      flow.featureAfterAsking = true
      if runAppStep() { return }
      flow.featureAfterAsking = false
    }
    let offer = flow.recoveryOffered == 0 || definition.recoveryPolicy == .everyFeatureStart
    guard trackingStatus == .denied, offer else {
      screen = .feature
      return
    }
    flow.recoveryOffered += 1
    screen = .recovery
    emit(.recoveryOffered(route: recoveryRoute))
    if flow.recoveryOffered > 1 {
      record("HIG-6", "Recovery was offered \(flow.recoveryOffered) times in one flow: a recurring nudge.")
    }
  }
}
