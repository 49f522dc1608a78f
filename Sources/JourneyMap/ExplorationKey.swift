import ConsentEngine

/// The part of the engine's state that decides what can happen next: two sessions with equal keys behave the
/// same for every move, so the explorer visits one of them.
///
/// Left out: the event log, the tick counter, prompt and launch counts, the install count (it only changes
/// the IDFV) and the calendar day itself; days are kept relative to today and only as far back as a rule
/// looks (a year for X-7, three days for a new Apple Account, ATT-7). Sessions are counted only up to the
/// journey's `afterSessions` trigger and milestones kept only when they are the trigger's (HIG-7); the
/// onboarding step only while onboarding is unfinished; the `npa` the ad SDK reported (read by nothing the
/// engine decides) not at all.
struct ExplorationKey: Equatable {
  var definition: JourneyDefinition
  var device: DeviceSettings
  var tracking: TrackingRecord
  var otherApps: [OtherApp]
  var appState: AppState
  var screen: PhoneScreen
  var overlay: SystemOverlay?
  var consent: ConsentPlatformState
  var journey: JourneyProgress
  var flow: FlowProgress
  var restrictedDaysAgo: Int
  var pendingWiring: Wiring?
  var terminatedBySettings: Bool

  /// The key of a state.
  init(_ state: ConsentState) {
    definition = state.definition
    device = state.device
    tracking = state.tracking
    tracking.lastAnsweredDay = state.tracking.lastAnsweredDay.map { max($0 - state.clock.day, -365) }
    otherApps = state.otherApps
    appState = state.appState
    screen = state.screen
    overlay = state.overlay
    consent = state.consent
    journey = state.journey
    journey.launches = 0
    journey.sessions = min(state.journey.sessions, Self.sessionsThatMatter(state.definition))
    journey.milestones = Self.milestonesThatMatter(state)
    flow = state.flow
    if state.journey.onboardingCompleted { flow.onboardingStep = 0 }
    flow.adSDKNPA = nil
    restrictedDaysAgo = min(state.clock.day - state.restrictedSinceDay, 3)
    pendingWiring = state.pendingWiring
    terminatedBySettings = state.terminatedBySettings
  }

  /// A hashable digest of the fields that most often differ, to find candidates before comparing whole keys.
  struct Digest: Hashable {
    var screen: PhoneScreen
    var overlay: SystemOverlay?
    var appState: AppState
    var decision: TrackingStatus
    var answeredDaysAgo: Int?
    var allowsRequests: Bool
    var restriction: RestrictionReason?
    var otherApps: [OtherApp]
    var appStep: AppRequestStep
    var consentStage: ConsentPlatformStage
    var savedScreen: PhoneScreen?
    var onboardingStep: Int
    var onboardingCompleted: Bool
    var otherAlertPending: Bool
    var recoveryOffered: Int
    var terminatedBySettings: Bool
  }

  /// The key's digest.
  var digest: Digest {
    Digest(
      screen: screen, overlay: overlay, appState: appState, decision: tracking.decision,
      answeredDaysAgo: tracking.lastAnsweredDay, allowsRequests: device.allowAppsToRequestToTrack,
      restriction: device.restriction, otherApps: otherApps, appStep: flow.appStep,
      consentStage: flow.consentStage, savedScreen: flow.savedScreen, onboardingStep: flow.onboardingStep,
      onboardingCompleted: journey.onboardingCompleted, otherAlertPending: flow.otherAlertPending,
      recoveryOffered: flow.recoveryOffered, terminatedBySettings: terminatedBySettings)
  }

  /// The milestone the primer waits for, when it was reached; no other milestone changes anything.
  static func milestonesThatMatter(_ state: ConsentState) -> [String] {
    guard case .afterMilestone(let name) = state.definition.primerTrigger else { return [] }
    return state.journey.milestones.contains(name) ? [name] : []
  }

  /// The most sessions the journey tells apart: its `afterSessions` count, else none.
  static func sessionsThatMatter(_ definition: JourneyDefinition) -> Int {
    if case .afterSessions(let count) = definition.primerTrigger { return count }
    return 0
  }
}
