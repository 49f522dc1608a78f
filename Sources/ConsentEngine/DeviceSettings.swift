/// Why a device cannot allow tracking at all (ATT-7).
public enum RestrictionReason: String, Sendable, Hashable, CaseIterable {
  /// A child account (under 18).
  case childAccount
  /// A school-managed Apple Account.
  case schoolManaged
  /// A configuration profile that restricts tracking.
  case configurationProfile
  /// An Apple Account younger than three days; the restriction lifts on day three.
  case newAppleAccount
}

/// The consent platform's region (UMP-2); a form is required only in regulated regions.
public enum ConsentRegion: String, Sendable, Hashable, CaseIterable {
  /// The European Economic Area.
  case eea
  /// The United Kingdom.
  case uk
  /// A regulated US state.
  case usRegulated
  /// Anywhere else.
  case other

  /// Whether a consent form is required in this region (UMP-2).
  public var isRegulated: Bool { self != .other }

  /// The matching UMP debug geography (UMP-1); the UK is covered by the EEA geography.
  public var debugGeography: DebugGeography {
    switch self {
    case .eea, .uk: return .eea
    case .usRegulated: return .regulatedUSState
    case .other: return .other
    }
  }
}

/// Whether the consent platform's refresh reaches its server (UMP-6).
public enum ConsentRefresh: String, Sendable, Hashable, CaseIterable {
  /// The refresh succeeds.
  case ok
  /// The refresh fails (network).
  case fail
  /// The next refresh fails, later ones succeed (UMP-6).
  case failOnce
}

/// How the legacy parallel wiring's race turns out (UMP-12): three timings, each reproduced on purpose.
public enum RaceWinner: String, Sendable, Hashable, CaseIterable {
  /// The app's prompt is answered before the consent platform looks: the platform reads a decided status and
  /// its explainer is a no-op, this launch and every later one, even when published.
  case app
  /// The worst order: the platform decided to show its explainer from the status read at launch, the app's
  /// alert shows first, and the explainer after the answer.
  case appThenExplainer = "app-then-explainer"
  /// The consent platform's flow reaches the screen first: explainer, then the alert (the intended order).
  case consentPlatform
}

/// The phone's configuration: set before launch, changeable between launches.
public struct DeviceSettings: Equatable, Sendable, Hashable {
  /// The installed iOS version.
  public var osVersion: OSVersion
  /// Where the device is located, ISO 3166-1 alpha-2.
  public var deviceCountry: String
  /// The Apple Account's country, ISO 3166-1 alpha-2.
  public var accountCountry: String
  /// The consent platform's region (UMP-2).
  public var region: ConsentRegion
  /// Why the device is restricted, if it is (ATT-7).
  public var restriction: RestrictionReason?
  /// Settings › Privacy & Security › Tracking › "Allow Apps to Request to Track" (ATT-8).
  public var allowAppsToRequestToTrack: Bool
  /// Whether the consent refresh succeeds (UMP-6).
  public var consentRefresh: ConsentRefresh
  /// Who wins the race wiring (UMP-12).
  public var raceWinner: RaceWinner
  /// Seed of the generator that makes the non-zero advertising identifier (ATT-11).
  public var idfaSeed: UInt64

  /// Creates device settings; the defaults are a US iPhone on iOS 26 with everything allowed, and a race
  /// (when the wiring races) that shows the explainer after the app's alert.
  public init(
    osVersion: OSVersion = .iOS26, deviceCountry: String = "US", accountCountry: String = "US",
    region: ConsentRegion = .other, restriction: RestrictionReason? = nil,
    allowAppsToRequestToTrack: Bool = true, consentRefresh: ConsentRefresh = .ok,
    raceWinner: RaceWinner = .appThenExplainer, idfaSeed: UInt64 = 1
  ) {
    self.osVersion = osVersion
    self.deviceCountry = deviceCountry
    self.accountCountry = accountCountry
    self.region = region
    self.restriction = restriction
    self.allowAppsToRequestToTrack = allowAppsToRequestToTrack
    self.consentRefresh = consentRefresh
    self.raceWinner = raceWinner
    self.idfaSeed = idfaSeed
  }

  /// Whether both device location and account country are in the EU.
  public var isEU: Bool { CountryRules.both(deviceCountry, accountCountry, in: CountryRules.europeanUnion) }

  /// Whether both are in France, Germany, Italy, Poland or Romania.
  public var isAlwaysSheetCountry: Bool {
    CountryRules.both(deviceCountry, accountCountry, in: CountryRules.alwaysExpandedSheet)
  }

  /// Whether Settings shows the EU name of the global toggle.
  public var usesEUToggleName: Bool { osVersion.supportsExpandedInterface && isEU }

  /// Whether answers expire after a year in this jurisdiction.
  public var hasYearlyReprompt: Bool { osVersion.supportsExpandedInterface && isEU }
}
