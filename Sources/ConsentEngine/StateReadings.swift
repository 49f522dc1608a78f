extension ConsentState {
  /// The advertising identifier as read now: zeros unless authorized (ATT-11, X-8); before iOS 14.5 an app
  /// that has not asked (`notDetermined`) still reads it (OS-1, OS-2).
  public var idfa: String {
    let undecidedReads = !device.osVersion.zeroesUndecidedIDFA && trackingStatus == .notDetermined
    return trackingStatus == .authorized || undecidedReads
      ? AdvertisingIdentifier.make(seed: device.idfaSeed) : AdvertisingIdentifier.zero
  }

  /// The identifier for vendor: unaffected by tracking, new after a reinstall of the vendor's only app.
  public var idfv: String { VendorIdentifier.make(seed: device.idfaSeed, installation: installations) }

  /// Non-personalised ads: ATT not authorized OR the consent does not allow personalised ads (UMP-9).
  public var npa: Bool { trackingStatus != .authorized || !consentAllowsPersonalisedAds }

  /// Whether consent allows personalised ads: no platform (ATT alone), no form needed, full consent (UMP-9).
  var consentAllowsPersonalisedAds: Bool {
    guard definition.usesConsentPlatform else { return true }
    switch consent.status {
    case .notRequired: return true
    case .obtained: return consent.answer == .consented
    case .unknown, .required: return false
    }
  }

  /// The consent platform's status (UMP-1).
  public var consentStatus: ConsentStatus { consent.status }

  /// The person's choice in the consent form, while UMP's status reads `obtained` for any choice (UMP-9).
  public var consentChoice: ConsentAnswer? { consent.answer }

  /// Number of sessions.
  public var sessions: Int { journey.sessions }

  /// Whether the person is in the EU by device location and account country.
  public var isEU: Bool { device.isEU }

  /// Whether Settings uses the EU name of the global toggle.
  public var usesEUToggleName: Bool { device.usesEUToggleName }

  /// Whether the app process is running (foreground or background).
  public var isAppRunning: Bool { appState != .notRunning }

  /// Whether a wiring change waits for the next launch (the running app keeps its wiring).
  public var wiringChangePending: Bool { pendingWiring != nil }

  /// The wiring the next launch will use.
  public var nextLaunchWiring: Wiring { pendingWiring ?? definition.wiring }

  /// Whether another permission alert waits to be drawn until the app is active with nothing on top (ATT-6).
  public var otherAlertPending: Bool { flow.otherAlertPending }

  /// Whether the app can ask for another permission now: it runs and no such alert is pending or shown (ATT-6).
  public var canRaiseOtherAlert: Bool {
    isAppRunning && !flow.otherAlertPending && overlay != .otherPermissionAlert
  }

  /// Whether the app can be deleted and installed again now: nothing is drawn on top.
  public var canReinstall: Bool { overlay == nil }

  /// Whether the OS version can change now: only while the app is not running.
  public var canChangeOSVersion: Bool { !isAppRunning }

  /// The `npa` flag the ad SDK was started with this launch, or nil before it started (UMP-9, UMP-10).
  public var adSDKNPA: Bool? { flow.adSDKNPA }

  /// Why the status reads what it does; outcome screens say "you chose" only for `userChoice` (ATT-18).
  public var statusReason: TrackingStatusReason {
    if device.restriction != nil { return .restricted }
    if trackingStatus == .denied && tracking.decision != .denied { return .globalSwitch }
    switch tracking.decision {
    case .notDetermined: return .notAnswered
    case .denied where tracking.source == .globalSwitch: return .globalSwitch
    default: return .userChoice
    }
  }

  /// Where recovery can lead: the app's page, or an explanation of the global switch (ATT-12, ATT-18).
  public var recoveryRoute: RecoveryRoute {
    device.allowAppsToRequestToTrack ? .appPage : .globalSwitch
  }

  /// What a tap on the app's icon would do now; `alreadyInFront` and `blocked` change nothing.
  public var launchMeaning: LaunchMeaning {
    switch appState {
    case .active, .inactive: return .alreadyInFront
    case .background, .notRunning:
      if overlay != nil { return .blocked }
      return appState == .background ? .bringToFront : .coldLaunch
    }
  }

  /// Whether a tap on the app's icon would change anything.
  public var canLaunch: Bool { launchMeaning == .coldLaunch || launchMeaning == .bringToFront }

  /// The prompt interface iOS would choose now for this requester.
  public func promptInterface(for requester: Requester) -> TrackingPromptInterface {
    guard device.osVersion.supportsExpandedInterface else { return .classicAlert }
    let newAPI = requester == .app && definition.usesExpandedAPI
    let button = newAPI && definition.additionalInformation
    let sheet =
      device.isAlwaysSheetCountry || (device.isEU && newAPI && definition.preferExpandedInterface)
    guard sheet else { return .classicAlert }
    return .expandedSheet(usesMarkdown: definition.hasMarkdownUsageDescription, additionalInformation: button)
  }
}
