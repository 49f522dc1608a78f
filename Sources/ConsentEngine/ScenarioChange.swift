/// A change of the scenario that takes effect as iOS would.
public enum ScenarioChange: Equatable, Sendable, Hashable {
  /// A software update; only while the app is not running.
  case osVersion(OSVersion)
  /// The device moves to another country.
  case deviceCountry(String)
  /// The Apple Account's country changes.
  case accountCountry(String)
  /// The consent region; read at the next consent refresh (UMP-2).
  case region(ConsentRegion)
  /// The device becomes restricted, or not (ATT-7).
  case restriction(RestrictionReason?)
  /// The global toggle is set without confirmation; allowed apps stay allowed (ATT-8).
  case allowAppsToRequestToTrack(Bool)
  /// The consent refresh succeeds or fails from the next launch (UMP-6).
  case consentRefresh(ConsentRefresh)
  /// Who wins the race wiring (UMP-12).
  case raceWinner(RaceWinner)
  /// The app's wiring; only while the app is not running.
  case wiring(Wiring)
}
