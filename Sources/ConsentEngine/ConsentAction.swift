/// Something that happened on the phone, named for what happened.
public enum ConsentAction: Equatable, Sendable, Hashable {
  /// The person taps the app's icon while it is not running.
  case launch
  /// The app stops receiving events (Control Centre, a call).
  case appResignedActive
  /// The app receives events again after `appResignedActive`.
  case appBecameActive
  /// The person goes to the home screen.
  case appBackgrounded
  /// The person brings the backgrounded app back.
  case foreground
  /// The app is terminated (swiped away, killed by the system).
  case terminate
  /// The app is deleted and installed again (ATT-3).
  case reinstall
  /// The single primary action of the current screen.
  case continueTapped
  /// The person answers the tracking prompt.
  case alertAnswered(AlertAnswer)
  /// The person taps "Additional Information" on the expanded sheet.
  case additionalInformationTapped
  /// The person dismisses the app's intro sheet (UMP-7).
  case introSheetDismissed
  /// The person answers the consent form.
  case consentFormAnswered(ConsentAnswer)
  /// The person taps "Manage options" on the consent form: its options page opens (UMP-9).
  case consentOptionsOpened
  /// The person flips one purpose's switch on the options page.
  case consentPurposeToggled(ConsentPurpose)
  /// The person confirms the options page's switches as they are (UMP-9).
  case consentOptionsConfirmed
  /// The person taps "Accept all" on the options page (UMP-9).
  case consentOptionsAcceptedAll
  /// The person goes back from the options page to the form.
  case consentOptionsClosed
  /// The person starts the feature that benefits from tracking (HIG-6).
  case featureStarted
  /// The person reaches a named milestone (HIG-7).
  case milestoneReached(String)
  /// The person taps the recovery's way to Settings (HIG-6, ATT-12).
  case openSettingsTapped
  /// The person declines the recovery offer or the additional information.
  case notNowTapped
  /// The app asks for another permission; its alert is pending (ATT-6).
  case otherPermissionAlertRaised
  /// The person answers the other permission alert.
  case otherPermissionAlertAnswered
  /// The person opens Settings › Privacy & Security › Tracking.
  case settingsOpened
  /// The person taps the app's tracking toggle in Settings (ATT-13).
  case settingsAppToggleTapped
  /// The person answers the app toggle's confirmation (ATT-13).
  case appToggleConfirmationAnswered(ToggleConfirmation)
  /// The person taps "Allow Apps to Request to Track" (ATT-14).
  case settingsGlobalToggleTapped
  /// The person answers the global toggle's confirmation (ATT-14).
  case globalToggleOffAnswered(GlobalToggleOffChoice)
  /// The person leaves Settings for the app (ATT-2).
  case returnToApp
  /// The calendar moves forward.
  case advanceClock(days: Int)
  /// The scenario changes.
  case scenario(ScenarioChange)
  /// The ad SDK started, non-personalised when `npa` (UMP-10): what performing `startAdSDK` gives back.
  case adSDKStarted(npa: Bool)
  /// The app's Settings URL opened and iOS shows the app's own Settings page (ATT-12): what performing
  /// `openAppSettings` gives back.
  case appSettingsURLOpened
  /// The app's "Additional Information" action ran: what performing `runAdditionalInformationAction`
  /// gives back.
  case additionalInformationActionRan
  /// The crash was reported (ATT-9): what performing `crash` gives back.
  case crashReported(CrashReason)
}
