/// Why the tracking status reads what it does, so no screen claims a choice nobody made (ATT-18).
public enum TrackingStatusReason: String, Sendable, Hashable, CaseIterable {
  /// Nobody answered yet (`notDetermined`).
  case notAnswered
  /// The person chose: in the prompt or with the app's own switch in Settings.
  case userChoice
  /// The global switch decided: it is off, or "Ask Apps to Stop Tracking" turned the app off (ATT-8, ATT-14).
  case globalSwitch
  /// The device is restricted (ATT-7).
  case restricted
}
