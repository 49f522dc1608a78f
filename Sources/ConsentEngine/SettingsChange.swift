/// What changed in Settings or in the scenario.
public enum SettingsChange: Equatable, Sendable, Hashable {
  /// The app's own tracking toggle (ATT-13).
  case appTracking(Bool)
  /// "Allow Apps to Request to Track" (ATT-8, ATT-14), with the choice made when turned off.
  case allowAppsToRequestToTrack(Bool, GlobalToggleOffChoice?)
  /// The stored answer expired after a year in the EU.
  case trackingAnswerExpired
  /// The device restriction (ATT-7); nil when lifted.
  case restriction(RestrictionReason?)
  /// The scenario's other settings.
  case scenario(ScenarioChange)

  /// The setting's name and value, as printed in `settingsChanged`.
  var pair: (String, String) {
    switch self {
    case .appTracking(let on): return ("appTracking", on ? "on" : "off")
    case .allowAppsToRequestToTrack(let on, let choice):
      return ("allowAppsToRequestToTrack", on ? "on" : ("off" + (choice.map { ":" + $0.rawValue } ?? "")))
    case .trackingAnswerExpired: return ("trackingAnswer", "expired")
    case .restriction(let reason): return ("restriction", reason?.rawValue ?? "none")
    case .scenario(let change): return change.pair
    }
  }
}

extension ScenarioChange {
  /// The scenario setting's name and value.
  var pair: (String, String) {
    switch self {
    case .osVersion(let version): return ("osVersion", version.description)
    case .deviceCountry(let code): return ("deviceCountry", code)
    case .accountCountry(let code): return ("accountCountry", code)
    case .region(let region): return ("region", region.rawValue)
    case .restriction(let reason): return ("restriction", reason?.rawValue ?? "none")
    case .allowAppsToRequestToTrack(let on): return ("allowAppsToRequestToTrack", on ? "on" : "off")
    case .consentRefresh(let refresh): return ("consentRefresh", refresh.rawValue)
    case .raceWinner(let winner): return ("raceWinner", winner.rawValue)
    case .wiring(let wiring): return ("wiring", wiring.rawValue)
    }
  }
}
