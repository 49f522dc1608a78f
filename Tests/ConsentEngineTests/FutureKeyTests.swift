import ConsentEngine
import JourneyTestSupport
import Testing

@Suite("The state's future key: what an explorer compares")
struct FutureKeyTests {
  @Test("Ticks, prompt, launch and install counts and the calendar day do not tell two states apart")
  func historyLeftOut() {
    let firstRun: [ConsentAction] = [
      .launch, .continueTapped, .alertAnswered(.deny), .continueTapped, .terminate, .launch, .terminate,
    ]
    var once = makeState(quickJourney())
    play(&once, firstRun)
    var often = once
    play(&often, .launch, .terminate, .launch, .terminate)
    #expect(often.state != once.state)
    #expect(often.clock.tick > once.clock.tick)
    #expect(often.journey.launches == once.journey.launches + 2)
    #expect(often.state.futureKey == once.state.futureKey)
    #expect(often.state.futureKey.hashValue == once.state.futureKey.hashValue)
    var reinstalled = once
    play(&reinstalled, [.reinstall] + firstRun)
    #expect(reinstalled.installations == 2)
    #expect(reinstalled.promptsShown == 2)
    #expect(reinstalled.state.futureKey == once.state.futureKey)
    var weeksOn = makeState(quickJourney())
    var monthsOn = weeksOn
    play(&weeksOn, .advanceClock(days: 50))
    play(&monthsOn, .advanceClock(days: 80))
    #expect(monthsOn.clock.day == 80)
    #expect(weeksOn.state.futureKey == monthsOn.state.futureKey)
    let key = monthsOn.state.futureKey
    #expect(key.futureKey == key)
  }

  @Test("X-7: the last answer's day counts only as far back as a year")
  func answerDayRelative() {
    var state = makeState(quickJourney())
    play(&state, .launch, .continueTapped, .alertAnswered(.deny), .continueTapped, .terminate)
    var later = state
    later.clock.day += 100
    #expect(later.state.futureKey != state.state.futureKey)
    var yearOn = state
    yearOn.clock.day += 400
    var yearsOn = state
    yearsOn.clock.day += 900
    #expect(yearOn.state.futureKey == yearsOn.state.futureKey)
  }

  @Test("ATT-7: a new Apple Account's restriction start counts up to three days back")
  func restrictionDaysClamped() {
    var state = makeState(quickJourney(), DeviceSettings(restriction: .newAppleAccount))
    state.clock.day = 10
    func key(sinceDaysAgo days: Int) -> ConsentState {
      var copy = state
      copy.restrictedSinceDay = 10 - days
      return copy.state.futureKey
    }
    #expect(key(sinceDaysAgo: 1) != key(sinceDaysAgo: 2))
    #expect(key(sinceDaysAgo: 3) == key(sinceDaysAgo: 8))
  }

  @Test("HIG-7: sessions count up to the journey's afterSessions trigger, milestones only when they are its")
  func triggersDecide() {
    var journey = quickJourney()
    journey.primerTrigger = .afterSessions(3)
    var state = makeState(journey)
    func key(sessions: Int, milestones: [String] = []) -> ConsentState {
      var copy = state
      copy.journey.sessions = sessions
      copy.journey.milestones = milestones
      return copy.state.futureKey
    }
    #expect(key(sessions: 1) != key(sessions: 2))
    #expect(key(sessions: 3) == key(sessions: 7))
    #expect(key(sessions: 1, milestones: ["saved"]) == key(sessions: 1))
    state.definition.primerTrigger = .afterMilestone("saved")
    #expect(key(sessions: 1, milestones: ["saved"]) != key(sessions: 1))
    #expect(key(sessions: 1, milestones: ["other"]) == key(sessions: 1))
  }

  @Test("A field that decides the future keeps states apart")
  func decidingFieldsKept() {
    let state = makeState(quickJourney())
    var answered = state
    answered.tracking.decision = .denied
    var offSwitch = state
    offSwitch.device.allowAppsToRequestToTrack = false
    let keys: Set<ConsentState> = [
      state.state.futureKey, answered.state.futureKey, offSwitch.state.futureKey,
    ]
    #expect(keys.count == 3)
  }
}
