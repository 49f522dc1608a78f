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
  /// iOS ended the app's process (ATT-17).
  case appTerminated(reason: TerminationReason)
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
  /// The consent form was answered: the person's choice and UMP's status afterwards (UMP-9).
  case consentFormAnswered(choice: ConsentAnswer, status: ConsentStatus)
  /// The consent platform's options page appeared ("Manage options").
  case consentOptionsShown
  /// A purpose's switch on the options page was flipped, `on` afterwards.
  case consentPurposeSwitched(purpose: ConsentPurpose, on: Bool)
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
  /// The recovery offer appeared, with where it can lead (HIG-6, ATT-18).
  case recoveryOffered(route: RecoveryRoute)
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

  /// Every event name in the vocabulary, in the order of the cases.
  public static let names = [
    "appLaunched", "appBecameActive", "appResignedActive", "appBackgrounded", "appReinstalled", "appCrashed",
    "appTerminated", "onboardingStepShown", "primerShown", "primerContinued", "trackingRequested",
    "systemAlertShown", "trackingAnswered", "trackingRequestCompleted", "consentRefreshed",
    "consentRefreshFailed", "consentFormShown", "consentFormAnswered", "consentOptionsShown",
    "consentPurposeSwitched", "explainerShown", "introSheetShown",
    "introSheetDismissed", "settingsOpened", "settingsChanged", "recoveryOffered", "finding", "adSDKStarted",
    "appSettingsURLOpened", "additionalInformationActionRun", "crashReported",
  ]

  /// The event's name in the vocabulary.
  public var name: String {
    switch self {
    case .appLaunched: return "appLaunched"
    case .appBecameActive: return "appBecameActive"
    case .appResignedActive: return "appResignedActive"
    case .appBackgrounded: return "appBackgrounded"
    case .appReinstalled: return "appReinstalled"
    case .appCrashed: return "appCrashed"
    case .appTerminated: return "appTerminated"
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
    case .consentOptionsShown: return "consentOptionsShown"
    case .consentPurposeSwitched: return "consentPurposeSwitched"
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
    case .consentFormAnswered(let choice, let status):
      return [("choice", .string(choice.rawValue)), ("status", .string(status.name))]
    case .consentPurposeSwitched(let purpose, let on):
      return [("purpose", .string(purpose.rawValue)), ("value", .string(on ? "on" : "off"))]
    case .appTerminated(let reason): return [("reason", .string(reason.rawValue))]
    case .recoveryOffered(let route): return [("route", .string(route.rawValue))]
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
