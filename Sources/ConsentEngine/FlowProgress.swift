/// What one launch (one flow) has done so far; a launch starts from a fresh value.
public struct FlowProgress: Equatable, Sendable, Hashable {
  /// The onboarding step on screen or next.
  public var onboardingStep = 0
  /// The consent platform's stage this launch.
  public var consentStage: ConsentPlatformStage = .notStarted
  /// The app's own primer-and-request step this launch.
  public var appStep: AppRequestStep = .notReached
  /// The tracking status read when the launch began; the race wiring decides on it (UMP-12).
  public var trackingStatusAtLaunch: TrackingStatus = .notDetermined
  /// The status the app last read (ATT-2).
  public var lastReadStatus: TrackingStatus = .notDetermined
  /// Whether the explainer was shown this launch.
  public var explainerShown = false
  /// The app's screen while it is in the background.
  public var savedScreen: PhoneScreen?
  /// The request whose prompt is on screen.
  public var pendingRequest: PendingRequest?
  /// Another permission alert was requested and waits to be drawn (ATT-6).
  public var otherAlertPending = false
  /// A lost request will be retried on the next `didBecomeActive` (ATT-4).
  public var retryOnBecomeActive = false
  /// The person refused tracking in the prompt this flow (HIG-5, UMP-11).
  public var trackingRefused = false
  /// The person refused consent in the form this flow (UMP-11).
  public var consentRefused = false
  /// The purposes switched on in the consent platform's options page this flow; all off at first (UMP-9).
  public var consentPurposesOn: Set<ConsentPurpose> = []
  /// A prompt was answered this flow and the app has not yet shown the outcome.
  public var outcomePending = false
  /// How often recovery was offered this flow (HIG-6).
  public var recoveryOffered = 0
  /// The feature the person opened waits behind the app's primer and prompt (`onFeature`, HIG-7).
  public var featureAfterAsking = false
  /// The ad SDK start was asked for this flow (UMP-10).
  public var adsStarted = false
  /// The `npa` flag the runtime started the ad SDK with this launch; nil until it reports the start.
  public var adSDKNPA: Bool?

  /// Creates the progress of a launch that has not begun.
  public init() {}

  /// Whether the consent platform's flow ran to its end this launch ("umpFlowRan", UMP-4, UMP-7).
  public var consentFlowRan: Bool { consentStage == .finished(.ran) }

  /// Whether the primer was shown this flow (HIG-5).
  public var primerShown: Bool { appStep == .ranWithPrimer }
}
