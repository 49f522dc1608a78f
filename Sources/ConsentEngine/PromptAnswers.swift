/// The person's answer in the tracking prompt.
public enum AlertAnswer: String, Sendable, Hashable, CaseIterable {
  /// "Allow".
  case allow
  /// "Ask App Not to Track".
  case deny
}

/// The answer to the app toggle's off→on confirmation (ATT-13).
public enum ToggleConfirmation: String, Sendable, Hashable, CaseIterable {
  /// Confirm: the app becomes authorized.
  case confirm
  /// Cancel: the app stays denied.
  case cancel
}

/// The answer to the global toggle's off confirmation (ATT-14).
public enum GlobalToggleOffChoice: String, Sendable, Hashable, CaseIterable {
  /// "Allow Apps to Continue Tracking".
  case continueTracking
  /// "Ask Apps to Stop Tracking".
  case stopTracking
  /// Dismiss; the toggle stays on.
  case cancel
}
