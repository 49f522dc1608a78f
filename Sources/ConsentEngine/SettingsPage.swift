/// The Settings page opened.
public enum SettingsPage: String, Sendable, Hashable, CaseIterable {
  /// Settings › the app (ATT-12).
  case app
  /// Settings › Privacy & Security › Tracking.
  case tracking
}
