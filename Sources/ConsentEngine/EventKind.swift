/// Who called `requestTrackingAuthorization`.
public enum Requester: String, Sendable, Hashable, CaseIterable {
  /// The app itself.
  case app
  /// The consent platform after its explainer (UMP-3).
  case consentPlatform
}

/// Why a request completed without showing the prompt.
public enum CompletionReason: String, Sendable, Hashable, CaseIterable {
  /// The person answered before (ATT-3, X-7).
  case alreadyDetermined
  /// The app was not active (ATT-4).
  case appNotActive
  /// Another permission alert was on screen or pending (ATT-6).
  case alertPending
  /// The device is restricted (ATT-7).
  case restricted
  /// "Allow Apps to Request to Track" is off (ATT-8).
  case globalToggleOff
}

/// The Settings page opened.
public enum SettingsPage: String, Sendable, Hashable, CaseIterable {
  /// Settings › the app (ATT-12).
  case app
  /// Settings › Privacy & Security › Tracking.
  case tracking
}

/// What changed in Settings or in the scenario.
public enum SettingsChange: Equatable, Sendable, Hashable {
  /// The app's own tracking toggle (ATT-13).
  case appTracking(Bool)
  /// "Allow Apps to Request to Track" (ATT-8, ATT-14), with the choice made when turned off.
  case allowAppsToRequestToTrack(Bool, GlobalToggleOffChoice?)
  /// The stored answer expired after a year in the EU.
  case trackingAnswerExpired
  /// The device restriction (ATT-7); nil when lifted.
  case restriction(RestrictionReason?)
  /// The scenario's other settings.
  case scenario(ScenarioChange)

  /// The setting's name and value, as printed in `settingsChanged`.
  var pair: (String, String) {
    switch self {
    case .appTracking(let on): return ("appTracking", on ? "on" : "off")
    case .allowAppsToRequestToTrack(let on, let choice):
      return ("allowAppsToRequestToTrack", on ? "on" : ("off" + (choice.map { ":" + $0.rawValue } ?? "")))
    case .trackingAnswerExpired: return ("trackingAnswer", "expired")
    case .restriction(let reason): return ("restriction", reason?.rawValue ?? "none")
    case .scenario(let change): return change.pair
    }
  }
}

extension ScenarioChange {
  /// The scenario setting's name and value.
  var pair: (String, String) {
    switch self {
    case .osVersion(let version): return ("osVersion", version.description)
    case .deviceCountry(let code): return ("deviceCountry", code)
    case .accountCountry(let code): return ("accountCountry", code)
    case .region(let region): return ("region", region.rawValue)
    case .restriction(let reason): return ("restriction", reason?.rawValue ?? "none")
    case .allowAppsToRequestToTrack(let on): return ("allowAppsToRequestToTrack", on ? "on" : "off")
    case .consentRefresh(let refresh): return ("consentRefresh", refresh.rawValue)
    case .raceWinner(let winner): return ("raceWinner", winner.rawValue)
    case .wiring(let wiring): return ("wiring", wiring.rawValue)
    }
  }
}

/// What happened, in the public event vocabulary.
public enum EventKind: Equatable, Sendable, Hashable {
  /// The app process started (`didFinishLaunching`, app inactive).
  case appLaunched
  /// The app became active.
  case appBecameActive
  /// The app resigned active (system alert, Control Centre …).
  case appResignedActive
  /// The app went to the background.
  case appBackgrounded
  /// The app was deleted and installed again.
  case appReinstalled
  /// The app crashed.
  case appCrashed(reason: CrashReason)
  /// An onboarding step appeared.
  case onboardingStepShown(index: Int)
  /// The app's primer appeared.
  case primerShown
  /// The person tapped the primer's one action.
  case primerContinued
  /// `requestTrackingAuthorization` was called.
  case trackingRequested(by: Requester)
  /// The tracking prompt appeared.
  case systemAlertShown(interface: PromptStyle)
  /// The prompt was answered (or dismissed by "Additional Information" with `notDetermined`, X-6).
  case trackingAnswered(status: TrackingStatus)
  /// The request completed without a prompt.
  case trackingRequestCompleted(status: TrackingStatus, reason: CompletionReason)
  /// The consent information was refreshed.
  case consentRefreshed(status: ConsentStatus)
  /// The consent refresh failed (UMP-6).
  case consentRefreshFailed
  /// The consent form appeared.
  case consentFormShown
  /// The consent form was answered.
  case consentFormAnswered(consent: ConsentAnswer)
  /// The IDFA explainer appeared.
  case explainerShown
  /// The app's intro sheet appeared.
  case introSheetShown
  /// The app's intro sheet was dismissed.
  case introSheetDismissed
  /// A Settings page opened.
  case settingsOpened(page: SettingsPage)
  /// A setting changed; `status` is the app's tracking status afterwards.
  case settingsChanged(SettingsChange, status: TrackingStatus)
  /// The recovery offer appeared (HIG-6).
  case recoveryOffered
  /// A flow finding was recorded.
  case finding(Finding)
  /// The runtime started the ad SDK, with `npa` 1 or 0 (UMP-9, UMP-10).
  case adSDKStarted(npa: Bool)
  /// The runtime opened the app's own Settings page URL (ATT-12).
  case appSettingsURLOpened
  /// The runtime ran the app's "Additional Information" action.
  case additionalInformationActionRun
  /// The runtime reported the crash.
  case crashReported(reason: CrashReason)

  /// The event's name in the vocabulary.
  public var name: String {
    switch self {
    case .appLaunched: return "appLaunched"
    case .appBecameActive: return "appBecameActive"
    case .appResignedActive: return "appResignedActive"
    case .appBackgrounded: return "appBackgrounded"
    case .appReinstalled: return "appReinstalled"
    case .appCrashed: return "appCrashed"
    case .onboardingStepShown: return "onboardingStepShown"
    case .primerShown: return "primerShown"
    case .primerContinued: return "primerContinued"
    case .trackingRequested: return "trackingRequested"
    case .systemAlertShown: return "systemAlertShown"
    case .trackingAnswered: return "trackingAnswered"
    case .trackingRequestCompleted: return "trackingRequestCompleted"
    case .consentRefreshed: return "consentRefreshed"
    case .consentRefreshFailed: return "consentRefreshFailed"
    case .consentFormShown: return "consentFormShown"
    case .consentFormAnswered: return "consentFormAnswered"
    case .explainerShown: return "explainerShown"
    case .introSheetShown: return "introSheetShown"
    case .introSheetDismissed: return "introSheetDismissed"
    case .settingsOpened: return "settingsOpened"
    case .settingsChanged: return "settingsChanged"
    case .recoveryOffered: return "recoveryOffered"
    case .finding: return "finding"
    case .adSDKStarted: return "adSDKStarted"
    case .appSettingsURLOpened: return "appSettingsURLOpened"
    case .additionalInformationActionRun: return "additionalInformationActionRun"
    case .crashReported: return "crashReported"
    }
  }

  /// The event's attributes in their stable order.
  public var attributes: [(String, EventValue)] {
    switch self {
    case .appCrashed(let reason), .crashReported(let reason): return [("reason", .string(reason.rawValue))]
    case .adSDKStarted(let npa): return [("npa", .int(npa ? 1 : 0))]
    case .onboardingStepShown(let index): return [("index", .int(index))]
    case .trackingRequested(let by): return [("by", .string(by.rawValue))]
    case .systemAlertShown(let interface): return [("interface", .string(interface.rawValue))]
    case .trackingAnswered(let status): return [("status", .string(status.name))]
    case .trackingRequestCompleted(let status, let reason):
      return [("status", .string(status.name)), ("reason", .string(reason.rawValue))]
    case .consentRefreshed(let status): return [("status", .string(status.name))]
    case .consentFormAnswered(let consent): return [("consent", .string(consent.rawValue))]
    case .settingsOpened(let page): return [("page", .string(page.rawValue))]
    case .settingsChanged(let change, let status):
      let (setting, value) = change.pair
      return [("setting", .string(setting)), ("value", .string(value)), ("status", .string(status.name))]
    case .finding(let finding):
      return [("rule", .string(finding.rule)), ("message", .string(finding.message))]
    default: return []
    }
  }
}
