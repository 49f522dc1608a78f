import ConsentEngine
import JourneyScreens
import StringTables

/// How a walk is set up, from command-line options or a tape's `Set` lines; nil keeps the journey's default.
public struct ScenarioOptions: Sendable, Equatable {
  /// The locale to show.
  public var locale: String?
  /// The locale of a second phone beside the first, if any.
  public var besideLocale: String?
  /// The copy variant, nil for the base copy.
  public var variant: String?
  /// A pseudo-locale applied over the copy.
  public var pseudo: PseudoLocale?
  /// The phone model id, such as `iphone-15`.
  public var device: String?
  /// Whether the inspector shows beside the phone (`--no-inspector`, `Set Inspector off`).
  public var showsInspector: Bool?
  /// How much of the tool shows around the phone (`--present`, `Set Present`).
  public var presentation: Presentation?
  /// The Dynamic Type size (`--text-size`, `Set TextSize`).
  public var textSize: TextSize?
  /// The consent platform's region.
  public var region: ConsentRegion?
  /// Device location and Apple Account country (ISO 3166 alpha-2).
  public var country: String?
  /// The iOS version.
  public var osVersion: OSVersion?
  /// The consent platform wiring.
  public var wiring: Wiring?
  /// Who wins the race wiring (UMP-12).
  public var raceWinner: RaceWinner?
  /// Whether the IDFA explainer is published (UMP-3).
  public var explainerPublished: Bool?
  /// Whether the consent refresh succeeds (UMP-6).
  public var consentRefresh: ConsentRefresh?
  /// Whether the app shows its intro sheet before the consent form (UMP-7).
  public var introSheet: Bool?
  /// The device's restriction (ATT-7); `.some(nil)` lifts one.
  public var restriction: RestrictionReason??
  /// "Allow Apps to Request to Track" (ATT-8).
  public var allowAppsToRequestToTrack: Bool?
  /// Whether Info.plist has `NSUserTrackingUsageDescription` (ATT-9).
  public var hasUsageDescription: Bool?

  /// Whether and how the app asks as it launches (ATT-4), instead of `journey.json`'s.
  public var launchRequest: LaunchRequest?
  /// Whether the app reads the status before its own request (ATT-3, ATT-7), instead of `journey.json`'s.
  public var requestGuard: RequestGuard?
  /// When the app's own request comes (`Set Primer`), instead of `journey.json`'s trigger (HIG-7).
  public var primerTrigger: PrimerTrigger?
  /// Who explains tracking before the prompt (`Set ExplainerOwner`), instead of `journey.json`'s.
  public var explainerOwner: ExplainerOwner?

  /// No overrides.
  public init() {}

  /// These options with every value `other` sets taking precedence.
  public func overridden(by other: ScenarioOptions) -> ScenarioOptions {
    var merged = self
    merged.locale = other.locale ?? locale
    merged.besideLocale = other.besideLocale ?? besideLocale
    merged.variant = other.variant ?? variant
    merged.pseudo = other.pseudo ?? pseudo
    merged.device = other.device ?? device
    merged.showsInspector = other.showsInspector ?? showsInspector
    merged.presentation = other.presentation ?? presentation
    merged.textSize = other.textSize ?? textSize
    merged.region = other.region ?? region
    merged.country = other.country ?? country
    merged.osVersion = other.osVersion ?? osVersion
    merged.wiring = other.wiring ?? wiring
    merged.raceWinner = other.raceWinner ?? raceWinner
    merged.explainerPublished = other.explainerPublished ?? explainerPublished
    merged.consentRefresh = other.consentRefresh ?? consentRefresh
    merged.introSheet = other.introSheet ?? introSheet
    merged.restriction = other.restriction ?? restriction
    merged.allowAppsToRequestToTrack = other.allowAppsToRequestToTrack ?? allowAppsToRequestToTrack
    merged.hasUsageDescription = other.hasUsageDescription ?? hasUsageDescription
    merged.launchRequest = other.launchRequest ?? launchRequest
    merged.requestGuard = other.requestGuard ?? requestGuard
    merged.primerTrigger = other.primerTrigger ?? primerTrigger
    merged.explainerOwner = other.explainerOwner ?? explainerOwner
    return merged
  }
}
