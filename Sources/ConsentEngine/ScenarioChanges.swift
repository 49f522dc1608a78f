extension ConsentState {
  /// Moves the calendar: a new Apple Account's restriction lifts after three days (ATT-7), EU answers expire after a year.
  mutating func advanceClock(days: Int) {
    guard days > 0 else { return }
    clock.day += days
    if device.restriction == .newAppleAccount && clock.day - restrictedSinceDay >= 3 {
      device.restriction = nil
      emit(.settingsChanged(.restriction(nil), status: trackingStatus))
    }
    guard device.hasYearlyReprompt, device.allowAppsToRequestToTrack, overlay == nil,
      tracking.decision != .notDetermined, let answered = tracking.lastAnsweredDay,
      clock.day - answered >= 365
    else { return }
    tracking.decision = .notDetermined
    tracking.source = nil
    tracking.lastAnsweredDay = nil
    emit(.settingsChanged(.trackingAnswerExpired, status: trackingStatus))
  }

  /// Applies a scenario change as iOS would: the OS changes only while the app is not running, a wiring
  /// change waits for the next launch, and a global switch change ends the running app (ATT-17).
  mutating func applyScenario(_ change: ScenarioChange) {
    if case .trackingPrompt = overlay { return }
    var privacyChanged = false
    switch change {
    case .osVersion(let version):
      guard !isAppRunning else { return }
      device.osVersion = version
    case .wiring(let wiring):
      if isAppRunning {
        pendingWiring = wiring == definition.wiring ? nil : wiring
      } else {
        definition.wiring = wiring
      }
    case .deviceCountry(let code): device.deviceCountry = code.uppercased()
    case .accountCountry(let code): device.accountCountry = code.uppercased()
    case .region(let region): device.region = region
    case .restriction(let reason):
      if overlay == .globalToggleOffConfirmation || overlay == .appToggleConfirmation { overlay = nil }
      device.restriction = reason
      restrictedSinceDay = clock.day
    case .allowAppsToRequestToTrack(let on):
      if overlay == .globalToggleOffConfirmation { overlay = nil }
      privacyChanged = on != device.allowAppsToRequestToTrack
      device.allowAppsToRequestToTrack = on
    case .consentRefresh(let refresh): device.consentRefresh = refresh
    case .raceWinner(let winner): device.raceWinner = winner
    }
    emit(.settingsChanged(.scenario(change), status: trackingStatus))
    if privacyChanged { terminateForPrivacyChange() }
  }
}
