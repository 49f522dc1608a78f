/// The app's tracking authorization status, with the raw values of `ATTrackingManager.AuthorizationStatus` (ATT-1).
public enum TrackingStatus: Int, Sendable, Hashable, CaseIterable, Codable {
  case notDetermined = 0
  case restricted = 1
  case denied = 2
  case authorized = 3
}

extension TrackingStatus {
  /// The case name, as used in events and JSON.
  public var name: String {
    switch self {
    case .notDetermined: return "notDetermined"
    case .restricted: return "restricted"
    case .denied: return "denied"
    case .authorized: return "authorized"
    }
  }
}
