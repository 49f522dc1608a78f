/// The journey a walkthrough follows, as written in `copy/journey.json`.
public struct JourneyFile: Equatable, Sendable {
  /// When the primer is shown.
  public enum PrimerTrigger: Equatable, Sendable {
    /// At the first launch.
    case atLaunch
    /// After the last onboarding step.
    case afterOnboarding
    /// After a named milestone (e.g. `firstPuzzleSolved`).
    case afterMilestone(String)
    /// After the given number of sessions.
    case afterSessions(Int)
  }

  /// Who shows the IDFA explainer.
  public enum ExplainerOwner: String, Equatable, Sendable, CaseIterable {
    case app, consentPlatform
  }

  /// How the consent platform and the app's own ATT request are wired.
  public enum Wiring: String, Equatable, Sendable, CaseIterable {
    case sequential, race, none
  }

  /// Region used when none is chosen.
  public enum Region: String, Equatable, Sendable, CaseIterable {
    case eea, uk
    case usRegulated = "us-regulated"
    case other
  }

  /// The consent-platform settings.
  public struct ConsentPlatform: Equatable, Sendable {
    /// The wiring.
    public var wiring: Wiring
    /// Whether the app shows its own intro sheet before the form.
    public var introSheet: Bool
    /// Whether an IDFA explainer message is published.
    public var explainerPublished: Bool
  }

  /// An ad provider.
  public struct AdProvider: Equatable, Sendable {
    /// Its name.
    public var name: String
    /// Whether it reads the IDFA.
    public var readsIDFA: Bool
  }

  /// Another app on the simulated phone.
  public struct OtherApp: Equatable, Sendable {
    /// Its name.
    public var name: String
    /// Whether it is allowed to track.
    public var allowed: Bool
  }

  /// Options of the tracking request.
  public struct Request: Equatable, Sendable {
    /// `preferExpandedInterface`.
    public var preferExpandedInterface: Bool
    /// Whether the app passes an Additional Information action.
    public var additionalInformation: Bool
  }

  /// The app's bundle identifier.
  public var bundleId: String
  /// Onboarding step ids (keys `onboarding.<id>.title` / `.body`).
  public var onboarding: [String]
  /// When the primer shows.
  public var primer: PrimerTrigger
  /// Who shows the explainer.
  public var explainerOwner: ExplainerOwner
  /// Consent-platform settings.
  public var consentPlatform: ConsentPlatform
  /// Ad providers.
  public var adProviders: [AdProvider]
  /// Other apps on the phone (optional, default none).
  public var otherApps: [OtherApp]
  /// Request options.
  public var request: Request
  /// The app feature that benefits from tracking.
  public var feature: String
  /// Default region.
  public var defaultRegion: Region
  /// Default country, ISO 3166 alpha-2.
  public var defaultCountry: String
}
