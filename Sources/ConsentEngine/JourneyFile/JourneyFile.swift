/// What `copy/journey.json` says: the app's identity, its consent journey and the phone's defaults.
///
/// The journey is the engine's own `JourneyDefinition`; the Info.plist keys found in the copy and the
/// scenario options are applied on top of it when a session starts.
public struct JourneyFile: Equatable, Sendable {
  /// The app's bundle identifier.
  public var bundleId: String
  /// The journey as the file defines it.
  public var definition: JourneyDefinition
  /// The consent region used when none is chosen.
  public var defaultRegion: ConsentRegion
  /// The device and account country used when none is chosen, ISO 3166-1 alpha-2.
  public var defaultCountry: String
  /// How the race wiring's race turns out when none is chosen (`consentPlatform.raceWinner`, UMP-12).
  public var defaultRaceWinner: RaceWinner

  /// Creates a journey file's contents.
  public init(
    bundleId: String, definition: JourneyDefinition, defaultRegion: ConsentRegion, defaultCountry: String,
    defaultRaceWinner: RaceWinner = .appThenExplainer
  ) {
    self.bundleId = bundleId
    self.definition = definition
    self.defaultRegion = defaultRegion
    self.defaultCountry = defaultCountry
    self.defaultRaceWinner = defaultRaceWinner
  }
}
