/// Everything the phone and the app know at one moment; the engine's whole state.
///
/// It holds no history: the events each action logs come back from `reduce` in a `Transition`, and whoever
/// drives the engine keeps the log (the session does). Only the clock's tick remembers how many there were.
public struct ConsentState: Equatable, Sendable, Hashable {
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
  /// The injected logical clock.
  public var clock: LogicalClock
  /// The day the current restriction began (a new Apple Account lifts after three days, ATT-7).
  public var restrictedSinceDay = 0
  /// A wiring chosen while the app ran; it applies at the next launch.
  public internal(set) var pendingWiring: Wiring?
  /// Installations of the app so far: 1 when first installed, one more per reinstall (IDFV).
  public internal(set) var installations = 1
  /// iOS ended the running app for a Settings change; it is still in the app switcher (ATT-17).
  public internal(set) var terminatedBySettings = false
  /// The events and effects of the `reduce` call in progress; empty between calls.
  var pending = Transition()

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

  /// Logs an event at the next tick.
  mutating func emit(_ kind: EventKind) {
    clock.tick += 1
    pending.events.append(Event(time: clock.tick, day: clock.day, kind: kind))
  }

  /// Asks the runtime to carry out an effect once this action is done.
  mutating func ask(_ effect: Effect) {
    pending.effects.append(effect)
  }

  /// Records a finding as an event.
  mutating func record(_ rule: String, _ message: String) {
    emit(.finding(Finding(rule: rule, message: message)))
  }
}
