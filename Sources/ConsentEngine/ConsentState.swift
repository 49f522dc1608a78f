/// Everything the phone and the app know at one moment; the engine's whole state.
public struct ConsentState: Equatable, Sendable {
  /// The app's journey.
  public var definition: JourneyDefinition
  /// The phone's configuration.
  public var device: DeviceSettings
  /// What iOS stores about this app's tracking answer.
  public var tracking = TrackingRecord()
  /// Other apps on the Tracking page, with their current toggles (ATT-14).
  public var otherApps: [OtherApp]
  /// The app's lifecycle state.
  public var appState: AppState = .notRunning
  /// What fills the screen.
  public var screen: PhoneScreen = .springboard
  /// What iOS draws on top, if anything.
  public var overlay: SystemOverlay?
  /// The consent platform's state.
  public var consent = ConsentPlatformState()
  /// The journey's progress, stored across launches.
  public var journey = JourneyProgress()
  /// This launch's progress; a launch starts from a fresh value.
  public var flow = FlowProgress()
  /// Number of tracking prompts shown since the state was created.
  public var promptsShown = 0
  /// Every event so far; the one record of what happened, findings included.
  public var events: [Event] = []
  /// The injected logical clock.
  public var clock: LogicalClock
  /// The day the current restriction began (a new Apple Account lifts after three days, ATT-7).
  public var restrictedSinceDay = 0
  /// A wiring chosen while the app ran; it applies at the next launch.
  public internal(set) var pendingWiring: Wiring?
  /// Effects collected during one `reduce` call.
  var outbox: [Effect] = []

  /// Creates the state of a freshly installed app that has not run yet.
  public init(definition: JourneyDefinition, device: DeviceSettings, day: Int = 0) {
    self.definition = definition
    self.device = device
    self.otherApps = definition.otherApps
    self.clock = LogicalClock(day: day)
  }

  /// The status `trackingAuthorizationStatus` returns now (ATT-1, ATT-7, ATT-8).
  public var trackingStatus: TrackingStatus {
    if device.restriction != nil { return .restricted }
    if !device.allowAppsToRequestToTrack && tracking.decision != .authorized { return .denied }
    return tracking.decision
  }

  /// The advertising identifier as read now: zeros unless authorized (ATT-11, X-8).
  public var idfa: String {
    trackingStatus == .authorized
      ? AdvertisingIdentifier.make(seed: device.idfaSeed) : AdvertisingIdentifier.zero
  }

  /// Non-personalised ads: ATT not authorized OR consent not obtained (UMP-9).
  public var npa: Bool { trackingStatus != .authorized || !consentAllowsPersonalisedAds }

  /// Whether the consent allows personalised ads: form accepted, or no form needed (UMP-9).
  var consentAllowsPersonalisedAds: Bool {
    (consent.status == .obtained && consent.answer == .obtained) || consent.status == .notRequired
  }

  /// Every finding so far, read from the `finding` events.
  public var findings: [Finding] {
    events.compactMap { event in
      if case .finding(let finding) = event.kind { return finding }
      return nil
    }
  }

  /// The consent platform's status (UMP-1).
  public var consentStatus: ConsentStatus { consent.status }

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

  /// Whether the OS version can change now: only while the app is not running.
  public var canChangeOSVersion: Bool { !isAppRunning }

  /// The `npa` flag the ad SDK was started with this launch, or nil before it started (UMP-9, UMP-10).
  public var adSDKNPA: Bool? { flow.adSDKNPA }

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

  /// Appends an event at the next tick.
  mutating func emit(_ kind: EventKind) {
    clock.tick += 1
    events.append(Event(time: clock.tick, day: clock.day, kind: kind))
  }

  /// Records a finding as an event.
  mutating func record(_ rule: String, _ message: String) {
    emit(.finding(Finding(rule: rule, message: message)))
  }
}
