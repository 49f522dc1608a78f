/// The app's tracking authorization status, with the raw values of `ATTrackingManager.AuthorizationStatus` (ATT-1).
public enum TrackingStatus: Int, Sendable, Hashable, CaseIterable, Codable {
  case notDetermined = 0
  case restricted = 1
  case denied = 2
  case authorized = 3
}
