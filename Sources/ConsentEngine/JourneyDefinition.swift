/// When the app shows its primer and makes its own tracking request (HIG-7).
public enum PrimerTrigger: Equatable, Sendable, Hashable {
  /// At cold launch, before onboarding (allowed but gives no context).
  case atLaunch
  /// Once onboarding is finished.
  case afterOnboarding
  /// Once the named milestone is reached (tutorial finished, item saved …).
  case afterMilestone(String)
  /// From the given session (launch) on.
  case afterSessions(Int)
  /// When the person first opens the tracking-related feature (`feature` in journey.json), not at launch.
  case onFeature
}

/// Who explains tracking before the system prompt.
public enum ExplainerOwner: String, Sendable, Hashable, CaseIterable {
  /// The app's own primer screen.
  case app
  /// The consent platform's IDFA explainer (UMP-3); the app shows no primer.
  case consentPlatform
}

/// How the app wires the consent platform and its own tracking request (UMP-4, UMP-12).
public enum Wiring: String, Sendable, Hashable, CaseIterable {
  /// The app requests only after the consent platform's flow finished (UMP-4 … UMP-8).
  case sequential
  /// The legacy parallel wiring that races (UMP-12).
  case race
  /// No consent platform.
  case none
}

/// What the app does when a tracking-benefiting feature starts after a refusal (HIG-6).
public enum RecoveryPolicy: String, Sendable, Hashable, CaseIterable {
  /// Offer the way to Settings at most once per flow (correct).
  case oncePerFlow
  /// Offer it at every start of the feature (a recurring nudge; finding HIG-6).
  case everyFeatureStart
}

/// An ad provider the app integrates (UMP-8).
public struct AdProvider: Equatable, Sendable, Hashable {
  /// The provider's name.
  public var name: String
  /// Whether it reads the advertising identifier.
  public var readsIDFA: Bool

  /// Creates a provider.
  public init(name: String, readsIDFA: Bool) {
    self.name = name
    self.readsIDFA = readsIDFA
  }
}

/// Another app on the device's Tracking page, as far as ATT-14 needs it.
public struct OtherApp: Equatable, Sendable, Hashable {
  /// The app's name.
  public var name: String
  /// Whether it is allowed to track.
  public var allowed: Bool

  /// Creates another app.
  public init(name: String, allowed: Bool) {
    self.name = name
    self.allowed = allowed
  }
}

/// The app's consent journey, passed in as a value (built from `copy/journey.json`).
public struct JourneyDefinition: Equatable, Sendable, Hashable {
  /// Onboarding step ids, shown in order on first launch.
  public var onboardingStepIDs: [String]
  /// When the primer and the app's request come (HIG-7).
  public var primerTrigger: PrimerTrigger
  /// Who explains tracking before the system prompt.
  public var explainerOwner: ExplainerOwner
  /// The consent platform wiring (UMP-4, UMP-12).
  public var wiring: Wiring
  /// Whether the app shows its own intro sheet before the consent form (UMP-7).
  public var introSheet: Bool
  /// Whether an IDFA explainer message is published in the consent platform (UMP-3).
  public var explainerPublished: Bool
  /// The ad providers; without one that reads the IDFA there is no consent or tracking prompt (UMP-8).
  public var adProviders: [AdProvider]
  /// Other apps listed on the device's Tracking page (ATT-14).
  public var otherApps: [OtherApp]
  /// The app asks for the full-page sheet.
  public var preferExpandedInterface: Bool
  /// The app passes an "Additional Information" action.
  public var additionalInformation: Bool
  /// `NSUserTrackingUsageDescription` is present (ATT-9).
  public var hasUsageDescription: Bool
  /// `NSUserTrackingMarkdownUsageDescription` is present.
  public var hasMarkdownUsageDescription: Bool
  /// The copy key of the feature that benefits from tracking (HIG-6).
  public var trackingFeature: String
  /// The app calls the request in `didFinishLaunching`, while inactive (ATT-4 defect).
  public var requestsInDidFinishLaunching: Bool
  /// The app calls again on `didBecomeActive` after a lost request (ATT-4 remedy).
  public var retriesOnBecomeActive: Bool
  /// The app reads the status before showing its primer (HIG-5); false reproduces the defect.
  public var primerChecksStatus: Bool
  /// How often the Settings recovery may be offered (HIG-6).
  public var recoveryPolicy: RecoveryPolicy
  /// Whether the app still asks for tracking after a refused consent form (UMP-11).
  public var attAfterConsentRefusal: ATTAfterConsentRefusal
  /// Whether the app reads the status before its own request (ATT-3, ATT-7); `statusCheck` unless set.
  public var requestGuard: RequestGuard = .statusCheck
  /// The app waits for `didBecomeActive` and asks once at launch (ATT-4); see `launchRequest`.
  public var requestsWhenActive = false

  /// Creates a journey; the defaults are a correct, sequential journey with a primer after onboarding.
  public init(
    onboardingStepIDs: [String] = ["welcome", "features"],
    primerTrigger: PrimerTrigger = .afterOnboarding, explainerOwner: ExplainerOwner = .app,
    wiring: Wiring = .sequential, introSheet: Bool = false, explainerPublished: Bool = false,
    adProviders: [AdProvider] = [AdProvider(name: "Ads", readsIDFA: true)],
    otherApps: [OtherApp] = [], preferExpandedInterface: Bool = false,
    additionalInformation: Bool = false, hasUsageDescription: Bool = true,
    hasMarkdownUsageDescription: Bool = false, trackingFeature: String = "feature",
    requestsInDidFinishLaunching: Bool = false, retriesOnBecomeActive: Bool = false,
    primerChecksStatus: Bool = true, recoveryPolicy: RecoveryPolicy = .oncePerFlow,
    attAfterConsentRefusal: ATTAfterConsentRefusal = .ask
  ) {
    self.onboardingStepIDs = onboardingStepIDs
    self.primerTrigger = primerTrigger
    self.explainerOwner = explainerOwner
    self.wiring = wiring
    self.introSheet = introSheet
    self.explainerPublished = explainerPublished
    self.adProviders = adProviders
    self.otherApps = otherApps
    self.preferExpandedInterface = preferExpandedInterface
    self.additionalInformation = additionalInformation
    self.hasUsageDescription = hasUsageDescription
    self.hasMarkdownUsageDescription = hasMarkdownUsageDescription
    self.trackingFeature = trackingFeature
    self.requestsInDidFinishLaunching = requestsInDidFinishLaunching
    self.retriesOnBecomeActive = retriesOnBecomeActive
    self.primerChecksStatus = primerChecksStatus
    self.recoveryPolicy = recoveryPolicy
    self.attAfterConsentRefusal = attAfterConsentRefusal
  }

  /// Whether some ad provider reads the IDFA, the gate for any consent or tracking prompt (UMP-8).
  public var hasIDFAReader: Bool { adProviders.contains { $0.readsIDFA } }

  /// Whether the app runs a consent platform at all; without one npa follows ATT alone (UMP-8, UMP-9).
  public var usesConsentPlatform: Bool { wiring != .none && hasIDFAReader }

  /// Whether the app calls the iOS 27.2 request with its extra parameters.
  public var usesExpandedAPI: Bool { preferExpandedInterface || additionalInformation }
}
