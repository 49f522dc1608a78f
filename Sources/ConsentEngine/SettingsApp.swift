extension ConsentState {
  /// The person opens Settings › Privacy & Security › Tracking; the app goes to the background.
  mutating func openTrackingSettings() {
    guard overlay == nil, screen != .settingsTracking else { return }
    if !screen.isSettings { leaveApp() }
    screen = .settingsTracking
    emit(.settingsOpened(page: .tracking))
  }

  /// The recovery's way to the app's own Settings page, the only one an app can open (ATT-12, HIG-6): the app
  /// opens its Settings URL; the page shows once the URL opened (`appSettingsURLOpened`).
  mutating func openSettingsTapped() {
    guard appTakesTaps, screen == .recovery, recoveryRoute == .appPage else { return }
    ask(.openAppSettings)
  }

  /// The app's Settings URL opened: iOS leaves the app for its own Settings page (ATT-12).
  mutating func appSettingsURLOpened() {
    guard appState == .active, !screen.isSettings else { return }
    leaveApp()
    screen = .settingsApp
    emit(.settingsOpened(page: .app))
    emit(.appSettingsURLOpened)
  }

  /// Whether any app on the device is allowed to track (ATT-14).
  var someAppAllowed: Bool { trackingStatus == .authorized || otherApps.contains { $0.allowed } }

  /// The app's toggle: off at once, on only after a confirmation (ATT-13); disabled when restricted (ATT-15).
  mutating func appToggleTapped() {
    guard screen.isSettings, overlay == nil, device.restriction == nil, tracking.listedInSettings,
      tracking.decision != .notDetermined
    else { return }
    if trackingStatus == .authorized {
      tracking.decision = .denied
      tracking.source = .appSwitch
      tracking.lastAnsweredDay = clock.day
      emit(.settingsChanged(.appTracking(false), status: trackingStatus))
      terminateForPrivacyChange()
    } else if device.allowAppsToRequestToTrack {
      overlay = .appToggleConfirmation
    }
  }

  /// The person confirms or cancels turning the app's toggle on (ATT-13).
  mutating func appToggleConfirmationAnswered(_ answer: ToggleConfirmation) {
    guard overlay == .appToggleConfirmation else { return }
    overlay = nil
    guard answer == .confirm else { return }
    tracking.decision = .authorized
    tracking.source = .appSwitch
    tracking.lastAnsweredDay = clock.day
    emit(.settingsChanged(.appTracking(true), status: trackingStatus))
    terminateForPrivacyChange()
  }

  /// "Allow Apps to Request to Track": off asks to confirm when some app is allowed (ATT-14); disabled when restricted (ATT-15).
  mutating func globalToggleTapped() {
    guard screen == .settingsTracking, overlay == nil, device.restriction == nil else { return }
    if device.allowAppsToRequestToTrack {
      if someAppAllowed {
        overlay = .globalToggleOffConfirmation
      } else {
        device.allowAppsToRequestToTrack = false
        emit(.settingsChanged(.allowAppsToRequestToTrack(false, nil), status: trackingStatus))
        terminateForPrivacyChange()
      }
    } else {
      device.allowAppsToRequestToTrack = true
      emit(.settingsChanged(.allowAppsToRequestToTrack(true, nil), status: trackingStatus))
      terminateForPrivacyChange()
    }
  }

  /// The person picks "Continue Tracking", "Stop Tracking" or cancels (ATT-14).
  mutating func globalToggleOffAnswered(_ choice: GlobalToggleOffChoice) {
    guard overlay == .globalToggleOffConfirmation else { return }
    overlay = nil
    guard choice != .cancel else { return }
    if choice == .stopTracking {
      if tracking.decision == .authorized {
        tracking.decision = .denied
        tracking.source = .globalSwitch
      }
      for index in otherApps.indices { otherApps[index].allowed = false }
    }
    device.allowAppsToRequestToTrack = false
    emit(.settingsChanged(.allowAppsToRequestToTrack(false, choice), status: trackingStatus))
    terminateForPrivacyChange()
  }

  /// The person leaves Settings: the app comes back and re-reads the status (ATT-2), or relaunches (ATT-17).
  mutating func returnToApp() {
    guard screen.isSettings, overlay == nil else { return }
    if appState == .background {
      comeBack()
    } else if terminatedBySettings {
      coldLaunch()
    } else {
      screen = .springboard
    }
  }

  /// iOS ends the running app when a privacy setting of it changes; coming back is a cold launch (ATT-17).
  mutating func terminateForPrivacyChange() {
    guard isAppRunning else { return }
    if overlay == .otherPermissionAlert { overlay = nil }
    if appState != .background { leaveApp() }
    appState = .notRunning
    flow = FlowProgress()
    terminatedBySettings = true
    if !screen.isSettings { screen = .springboard }
    emit(.appTerminated(reason: .privacySettingChanged))
  }
}
