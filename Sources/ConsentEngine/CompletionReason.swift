/// Why a request completed without showing the prompt.
public enum CompletionReason: String, Sendable, Hashable, CaseIterable {
  /// The person answered before (ATT-3, X-7).
  case alreadyDetermined
  /// The app was not active (ATT-4).
  case appNotActive
  /// Another permission alert was on screen or pending (ATT-6).
  case alertPending
  /// The device is restricted (ATT-7).
  case restricted
  /// "Allow Apps to Request to Track" is off (ATT-8).
  case globalToggleOff
}
