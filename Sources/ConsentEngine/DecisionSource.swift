/// Who set the stored tracking decision (ATT-13, ATT-14, ATT-18).
public enum DecisionSource: String, Sendable, Hashable, CaseIterable {
  /// The person answered the prompt.
  case prompt
  /// The person turned the app's own switch in Settings.
  case appSwitch
  /// "Ask Apps to Stop Tracking" when the global switch went off.
  case globalSwitch
}
