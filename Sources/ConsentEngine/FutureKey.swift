extension ConsentState {
  /// This state with everything that cannot change what happens next left out: two states with equal keys
  /// go through the same screens, prompts and findings for every action, so an explorer visits one of them.
  ///
  /// Left out (zeroed): the tick, prompt and launch counts, the install count (it only changes the IDFV)
  /// and the calendar day itself. Days are kept relative to today, and only as far back as a rule looks:
  /// a year for the last answer, three days for a new Apple Account's restriction (ATT-7). Sessions
  /// are counted only up to the journey's `afterSessions` trigger, and a milestone kept only when it is the
  /// trigger's (HIG-7); the onboarding step only while onboarding is unfinished; the `npa` the ad SDK
  /// reported (read by nothing the engine decides) not at all. Every other field, including one added
  /// later, takes part as it is.
  public var futureKey: ConsentState {
    var key = self
    let today = clock.day
    key.clock = LogicalClock(day: 0)
    key.promptsShown = 0
    key.installations = 1
    key.tracking.lastAnsweredDay = tracking.lastAnsweredDay.map { max($0 - today, -365) }
    key.restrictedSinceDay = -min(today - restrictedSinceDay, 3)
    key.journey.launches = 0
    key.journey.sessions = min(journey.sessions, sessionsThatMatter)
    key.journey.milestones = milestonesThatMatter
    if journey.onboardingCompleted { key.flow.onboardingStep = 0 }
    key.flow.adSDKNPA = nil
    return key
  }

  /// The milestone the primer waits for, when it was reached; no other milestone changes anything.
  private var milestonesThatMatter: [String] {
    guard case .afterMilestone(let name) = definition.primerTrigger else { return [] }
    return journey.milestones.contains(name) ? [name] : []
  }

  /// The most sessions the journey tells apart: its `afterSessions` count, else none.
  private var sessionsThatMatter: Int {
    if case .afterSessions(let count) = definition.primerTrigger { return count }
    return 0
  }
}
