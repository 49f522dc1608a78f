/// Whether the app reads the status before its own tracking request (ATT-3, ATT-7, UMP-4).
public enum RequestGuard: String, Sendable, Hashable, CaseIterable {
  /// The app calls only while the status is `notDetermined`: once answered, or on a restricted device, it
  /// reads the status and makes no call (the default, as careful apps do).
  case statusCheck
  /// The app calls whatever the status; an answered call comes back at once with the stored status, a
  /// wasted round trip the log shows.
  case none
}
