/// Where the recovery after a refusal can send the person (HIG-6, ATT-12, ATT-18).
public enum RecoveryRoute: String, Sendable, Hashable, CaseIterable {
  /// The app's own Settings page, where its Tracking switch can be turned on (ATT-12, ATT-13).
  case appPage
  /// The global switch is off: only Privacy & Security › Tracking › Allow Apps to Request to Track
  /// can fix it, and an app cannot open that page, so the screen explains the path (ATT-18).
  case globalSwitch
}
