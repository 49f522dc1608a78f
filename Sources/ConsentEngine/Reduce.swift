/// Applies one action to the state and returns what happened: the events logged and the effects for a driver
/// to perform.
///
/// `reduce` performs nothing: the driver carries out each effect and sends its result back as an action
/// (`startAdSDK` comes back as `.adSDKStarted(npa:)`, `openAppSettings` as `.appSettingsURLOpened`; see
/// `MockPhone.perform`).
///
/// Actions that make no sense in the current state (a tap behind an alert, a launch while running)
/// change nothing and return an empty transition. Same actions from the same state give identical events.
public func reduce(into state: inout ConsentState, _ action: ConsentAction) -> Transition {
  state.pending = Transition()
  state.apply(action)
  state.drawPendingOtherAlert()
  defer { state.pending = Transition() }
  return state.pending
}

extension ConsentState {
  /// Routes an action to its handler.
  mutating func apply(_ action: ConsentAction) {
    switch action {
    case .launch: launch()
    case .appResignedActive: resignActive()
    case .appBecameActive: becomeActiveAgain()
    case .appBackgrounded: background()
    case .foreground: foreground()
    case .terminate: terminate()
    case .reinstall: reinstall()
    case .continueTapped: continueTapped()
    case .alertAnswered(let answer): answerPrompt(answer)
    case .additionalInformationTapped: additionalInformationTapped()
    case .introSheetDismissed: introSheetDismissed()
    case .consentFormAnswered(let answer): consentFormAnswered(answer)
    case .consentOptionsOpened: consentOptionsOpened()
    case .consentPurposeToggled(let purpose): consentPurposeToggled(purpose)
    case .consentOptionsConfirmed: consentOptionsConfirmed()
    case .consentOptionsAcceptedAll: consentOptionsAcceptedAll()
    case .consentOptionsClosed: consentOptionsClosed()
    case .featureStarted: featureStarted()
    case .milestoneReached(let name): milestoneReached(name)
    case .openSettingsTapped: openSettingsTapped()
    case .notNowTapped: notNowTapped()
    case .otherPermissionAlertRaised: raiseOtherPermissionAlert()
    case .otherPermissionAlertAnswered: answerOtherPermissionAlert()
    case .settingsOpened: openTrackingSettings()
    case .settingsAppToggleTapped: appToggleTapped()
    case .appToggleConfirmationAnswered(let answer): appToggleConfirmationAnswered(answer)
    case .settingsGlobalToggleTapped: globalToggleTapped()
    case .globalToggleOffAnswered(let choice): globalToggleOffAnswered(choice)
    case .returnToApp: returnToApp()
    case .advanceClock(let days): advanceClock(days: days)
    case .scenario(let change): applyScenario(change)
    case .adSDKStarted(let npa): adSDKStarted(npa: npa)
    case .appSettingsURLOpened: appSettingsURLOpened()
    case .additionalInformationActionRan: emit(.additionalInformationActionRun)
    case .crashReported(let reason): emit(.crashReported(reason: reason))
    }
  }

  /// Whether the person can tap the app's own screen: app active, nothing drawn on top.
  var appTakesTaps: Bool { appState == .active && overlay == nil }

  /// Whether the app is in the foreground, active or interrupted (inactive).
  var isAppInForeground: Bool { appState == .active || appState == .inactive }

  /// The primary action of the app's current screen.
  mutating func continueTapped() {
    guard appTakesTaps else { return }
    switch screen {
    case .onboarding(let step):
      if step + 1 < definition.onboardingStepIDs.count {
        showOnboarding(step + 1)
      } else {
        journey.onboardingCompleted = true
        proceed()
      }
    case .introSheet: introSheetContinued()
    case .explainer: explainerContinued()
    case .primer: primerContinued()
    case .outcome: proceed()
    case .feature: screen = .home
    case .recovery:
      if recoveryRoute == .appPage { openSettingsTapped() } else { screen = .feature }
    case .additionalInformation:
      let outcome = requestTracking(by: .app, context: .additionalInformation)
      followImmediate(outcome, showingOutcome: true)
    default: return
    }
  }

  /// The secondary action: decline recovery (HIG-6) or leave the additional information.
  mutating func notNowTapped() {
    guard appTakesTaps else { return }
    switch screen {
    case .recovery: screen = .feature
    case .additionalInformation: proceed()
    default: return
    }
  }
}
