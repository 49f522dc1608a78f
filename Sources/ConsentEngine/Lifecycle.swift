extension ConsentState {
  /// A tap on the app's icon: a cold launch, or the running app comes to the front; nothing when in front.
  mutating func launch() {
    switch launchMeaning {
    case .coldLaunch: coldLaunch()
    case .bringToFront: comeBack()
    case .alreadyInFront, .blocked: return
    }
  }

  /// A new process: `didFinishLaunching` (inactive), then `didBecomeActive` (ATT-4); a new session and flow.
  mutating func coldLaunch() {
    terminatedBySettings = false
    if let wiring = pendingWiring {
      definition.wiring = wiring
      pendingWiring = nil
    }
    journey.launches += 1
    journey.sessions += 1
    flow = FlowProgress()
    flow.trackingStatusAtLaunch = trackingStatus
    appState = .inactive
    screen = .home
    emit(.appLaunched)
    flow.lastReadStatus = trackingStatus
    if definition.requestsInDidFinishLaunching && device.osVersion.hasTrackingFramework {
      if appRequestsTracking(context: .launchTime) == .crashed { return }
    }
    appState = .active
    emit(.appBecameActive)
    proceed()
    retryLostRequest()
    requestOnceActive()
  }

  /// A robust app calls again on `didBecomeActive` while the status is `notDetermined` (ATT-4).
  mutating func retryLostRequest() {
    guard flow.retryOnBecomeActive, appTakesTaps else { return }
    flow.retryOnBecomeActive = false
    guard trackingStatus == .notDetermined else { return }
    _ = requestTracking(by: .app, context: .launchTime)
  }

  /// Control Centre or a call: the app stops receiving events.
  mutating func resignActive() {
    guard appTakesTaps else { return }
    appState = .inactive
    emit(.appResignedActive)
  }

  /// Control Centre closes: the app receives events again, re-reads the status (ATT-2) and retries (ATT-4).
  mutating func becomeActiveAgain() {
    guard appState == .inactive, overlay == nil, flow.pendingRequest == nil else { return }
    appState = .active
    emit(.appBecameActive)
    rereadStatus()
    retryLostRequest()
  }

  /// The person goes to the home screen.
  mutating func background() {
    guard appState == .active || appState == .inactive, overlay == nil else { return }
    leaveApp()
    screen = .springboard
  }

  /// Moves the running app to the background, keeping its screen.
  mutating func leaveApp() {
    guard appState == .active || appState == .inactive else { return }
    if appState == .active { emit(.appResignedActive) }
    appState = .background
    emit(.appBackgrounded)
    flow.savedScreen = screen
  }

  /// The person brings the app back from the home screen or the switcher; after ATT-17, a cold launch.
  mutating func foreground() {
    guard screen == .springboard, overlay == nil else { return }
    if appState == .background {
      comeBack()
    } else if appState == .notRunning && terminatedBySettings {
      coldLaunch()
    }
  }

  /// The app returns to the foreground: active, status re-read (ATT-2), lost request retried (ATT-4).
  mutating func comeBack() {
    appState = .active
    emit(.appBecameActive)
    var restored = flow.savedScreen ?? .home
    if restored == .recovery { restored = .feature }
    screen = restored
    flow.savedScreen = nil
    rereadStatus()
    retryLostRequest()
  }

  /// The app reads the status again and reacts to a change made elsewhere (ATT-2).
  mutating func rereadStatus() {
    let now = trackingStatus
    guard now != flow.lastReadStatus else { return }
    flow.lastReadStatus = now
    switch screen {
    case .primer:
      if now != .notDetermined { proceed() }
    case .outcome, .home, .feature, .recovery:
      screen = .outcome(now)
    default:
      return
    }
  }

  /// The app is terminated.
  mutating func terminate() {
    guard isAppRunning, overlay == nil else { return }
    if appState != .background { leaveApp() }
    appState = .notRunning
    flow = FlowProgress()
    if !screen.isSettings { screen = .springboard }
  }

  /// The app is deleted and installed again: everything it stored is gone (ATT-3).
  mutating func reinstall() {
    guard canReinstall else { return }
    terminate()
    tracking = TrackingRecord()
    consent = ConsentPlatformState()
    journey = JourneyProgress()
    flow = FlowProgress()
    installations += 1
    terminatedBySettings = false
    appState = .notRunning
    screen = .springboard
    emit(.appReinstalled)
  }

  /// The app asks for another permission; its alert waits until the app is active, nothing on top (ATT-6).
  mutating func raiseOtherPermissionAlert() {
    guard canRaiseOtherAlert else { return }
    flow.otherAlertPending = true
  }

  /// Draws a pending other permission alert as soon as it can; the app becomes inactive (ATT-5, ATT-6).
  mutating func drawPendingOtherAlert() {
    guard flow.otherAlertPending else { return }
    guard isAppRunning else {
      flow.otherAlertPending = false
      return
    }
    guard appTakesTaps else { return }
    flow.otherAlertPending = false
    overlay = .otherPermissionAlert
    appState = .inactive
    emit(.appResignedActive)
  }

  /// The person answers the other permission alert.
  mutating func answerOtherPermissionAlert() {
    guard overlay == .otherPermissionAlert else { return }
    overlay = nil
    appState = .active
    emit(.appBecameActive)
    rereadStatus()
    retryLostRequest()
  }
}
