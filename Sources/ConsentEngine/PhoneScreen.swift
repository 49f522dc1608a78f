/// The app's lifecycle state as UIKit reports it (ATT-4, ATT-5).
public enum AppState: String, Sendable, Hashable, CaseIterable {
  /// In the foreground and receiving events.
  case active
  /// In the foreground but not receiving events (system alert, Control Centre, launch).
  case inactive
  /// In the background.
  case background
  /// Not running.
  case notRunning
}

/// Why the app crashed.
public enum CrashReason: String, Sendable, Hashable, CaseIterable {
  /// The request would prompt but `NSUserTrackingUsageDescription` is missing (ATT-9).
  case missingUsageDescription
}

/// What fills the phone's screen; a `SystemOverlay` may be drawn on top.
public enum PhoneScreen: Equatable, Sendable, Hashable {
  /// The home screen of iOS; the app is not in the foreground.
  case springboard
  /// An onboarding step, by index into the journey's step ids.
  case onboarding(step: Int)
  /// The app's own sheet before the consent form (UMP-7).
  case introSheet
  /// The consent platform's form (UMP-2).
  case consentForm
  /// The consent platform's options page, one switch per purpose (UMP-9).
  case consentOptions
  /// The consent platform's IDFA explainer (UMP-3).
  case explainer
  /// The app's primer before the system prompt (HIG-1 … HIG-5).
  case primer
  /// The app's main screen.
  case home
  /// The feature that benefits from tracking (HIG-6).
  case feature
  /// The offer of a way to the app's Settings page after a refusal (HIG-6).
  case recovery
  /// The app's reaction to the tracking answer.
  case outcome(TrackingStatus)
  /// The app's screen run by the "Additional Information" action.
  case additionalInformation
  /// Settings › Privacy & Security › Tracking (ATT-12, ATT-14).
  case settingsTracking
  /// Settings › the app (ATT-12).
  case settingsApp
  /// The app crashed.
  case crashed(CrashReason)

  /// Whether this is a page of the Settings app.
  public var isSettings: Bool { self == .settingsTracking || self == .settingsApp }
}

/// How the system asks for tracking.
public enum TrackingPromptInterface: Equatable, Sendable, Hashable {
  /// The classic centred alert.
  case classicAlert
  /// The iOS 27.2 full-page sheet; Markdown text when the app has it, the button when an action was passed.
  case expandedSheet(usesMarkdown: Bool, additionalInformation: Bool)

  /// The interface's style as named in events.
  public var style: PromptStyle {
    switch self {
    case .classicAlert: return .classic
    case .expandedSheet: return .expanded
    }
  }

  /// Whether the "Additional Information" button is on the sheet.
  public var offersAdditionalInformation: Bool {
    if case .expandedSheet(_, true) = self { return true }
    return false
  }
}

/// The two tracking prompt styles as named in `systemAlertShown{interface}`.
public enum PromptStyle: String, Sendable, Hashable, CaseIterable {
  /// The classic alert.
  case classic
  /// The full-page sheet.
  case expanded
}

/// Something iOS draws on top of the screen.
public enum SystemOverlay: Equatable, Sendable, Hashable {
  /// The tracking prompt (ATT-3, X-4).
  case trackingPrompt(TrackingPromptInterface)
  /// Another permission alert (notifications, location, camera …) (ATT-6).
  case otherPermissionAlert
  /// The confirmation when turning the app's toggle on (ATT-13).
  case appToggleConfirmation
  /// The "continue / stop" confirmation when turning the global toggle off (ATT-14).
  case globalToggleOffConfirmation
}
