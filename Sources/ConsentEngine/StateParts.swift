/// What iOS stores about this app's tracking answer.
public struct TrackingRecord: Equatable, Sendable {
  /// The person's stored answer: `notDetermined`, `denied` or `authorized` (ATT-3).
  public var decision: TrackingStatus = .notDetermined
  /// The logical day of the last answer, for the EU's yearly re-prompt.
  public var lastAnsweredDay: Int?
  /// Whether the app is listed with its own toggle in Settings (ATT-12).
  public var listedInSettings = false

  /// Creates an empty record, as after installation.
  public init() {}
}

/// Where the consent platform's flow is in this launch.
public enum ConsentPlatformStage: String, Sendable, Hashable {
  /// Not started this launch.
  case notStarted
  /// The app's intro sheet is on screen (UMP-7).
  case introSheet
  /// The consent form is on screen.
  case form
  /// The IDFA explainer is on screen, or its request is on screen (UMP-3).
  case explainer
  /// The flow is over for this launch (ran, failed, dismissed or skipped).
  case finished
}

/// The consent platform's stored and per-launch state.
public struct ConsentPlatformState: Equatable, Sendable {
  /// The consent status (UMP-1), stored across launches.
  public var status: ConsentStatus = .unknown
  /// The consent form's answer, stored across launches.
  public var answer: ConsentAnswer?
  /// This launch's stage.
  public var stage: ConsentPlatformStage = .notStarted
  /// Whether the flow ran to its end this launch: the gate for the app's request (UMP-6, UMP-7).
  public var flowRan = false
  /// The tracking status read when the launch began; the race wiring decides on it (UMP-12).
  public var trackingStatusAtLaunch: TrackingStatus = .notDetermined
  /// Whether the explainer was shown this launch.
  public var explainerShown = false

  /// Creates the state of a fresh install.
  public init() {}

  /// Whether the consent allows personalised ads: form accepted, or no form needed (UMP-9).
  public var allowsPersonalisedAds: Bool {
    (status == .obtained && answer == .obtained) || status == .notRequired
  }
}

/// The journey's progress: stored across launches, and per flow (one launch).
public struct JourneyProgress: Equatable, Sendable {
  /// Number of launches since installation.
  public var launches = 0
  /// Number of sessions; a session begins at each launch.
  public var sessions = 0
  /// Whether onboarding was completed (it shows on first launch only).
  public var onboardingCompleted = false
  /// The onboarding step on screen or next.
  public var onboardingStep = 0
  /// Milestones reached since installation (HIG-7).
  public var milestones: [String] = []
  /// The status the app last read (ATT-2).
  public var lastReadStatus: TrackingStatus = .notDetermined
  /// The app's screen while it is in the background.
  public var savedScreen: PhoneScreen?
  /// The request whose prompt is on screen.
  public var pendingRequest: PendingRequest?
  /// Another permission alert was requested and is about to be drawn (ATT-6).
  public var otherAlertPending = false
  /// A lost request will be retried on the next `didBecomeActive` (ATT-4).
  public var retryOnBecomeActive = false
  /// The app's own request step ran this flow (HIG-7).
  public var appStepDone = false
  /// The primer was shown this flow (HIG-5).
  public var primerShownThisFlow = false
  /// The person refused tracking or consent this flow (HIG-5, UMP-11).
  public var refusedThisFlow = false
  /// A prompt was answered this flow and the app has not yet shown the outcome.
  public var outcomePending = false
  /// How often recovery was offered this flow (HIG-6).
  public var recoveryOffered = 0
  /// The ad SDK start was asked for this flow (UMP-10).
  public var adsStarted = false
  /// The `npa` flag the runtime started the ad SDK with this launch; nil until it reports the start.
  public var adSDKNPA: Bool?

  /// Creates the progress of a fresh install.
  public init() {}

  /// Clears what lasts one flow only, at launch.
  mutating func beginFlow() {
    onboardingStep = 0
    savedScreen = nil
    pendingRequest = nil
    otherAlertPending = false
    retryOnBecomeActive = false
    appStepDone = false
    primerShownThisFlow = false
    refusedThisFlow = false
    outcomePending = false
    recoveryOffered = 0
    adsStarted = false
    adSDKNPA = nil
  }
}

/// Where a request came from, which decides what follows its answer.
public enum RequestContext: String, Sendable, Hashable {
  /// The primer's action.
  case primer
  /// The app's own call without a primer (UMP-4).
  case direct
  /// A call from `didFinishLaunching` or its retry on `didBecomeActive` (ATT-4).
  case launchTime
  /// The call again after "Additional Information".
  case additionalInformation
  /// The consent platform's call after its explainer (UMP-3).
  case consentPlatform
}

/// A request whose prompt is on screen.
public struct PendingRequest: Equatable, Sendable {
  /// Who called.
  public var requester: Requester
  /// Where the call came from.
  public var context: RequestContext
}

/// The injected clock: a logical tick per event and a calendar day.
public struct LogicalClock: Equatable, Sendable {
  /// The last event's tick.
  public var tick = 0
  /// The current day.
  public var day = 0

  /// Creates a clock at tick 0 on the given day.
  public init(day: Int = 0) { self.day = day }
}
