/// The consent platform's consent status, with UMP's raw values (UMP-1).
public enum ConsentStatus: Int, Sendable, Hashable, CaseIterable {
  /// Not yet refreshed.
  case unknown = 0
  /// A consent form must be shown.
  case required = 1
  /// No consent form is needed in this region.
  case notRequired = 2
  /// The form was completed.
  case obtained = 3

  /// The case name, as used in events and JSON.
  public var name: String {
    switch self {
    case .unknown: return "unknown"
    case .required: return "required"
    case .notRequired: return "notRequired"
    case .obtained: return "obtained"
    }
  }
}

/// UMP's debug geography, with its raw values (UMP-1).
public enum DebugGeography: Int, Sendable, Hashable, CaseIterable {
  /// No debug geography.
  case disabled = 0
  /// The EEA (and the UK).
  case eea = 1
  /// Not the EEA (deprecated).
  case notEEA = 2
  /// A regulated US state.
  case regulatedUSState = 3
  /// Anywhere else.
  case other = 4
}

/// The person's choice in the consent form; UMP's status reads `obtained` after any of them (UMP-9).
public enum ConsentAnswer: String, Sendable, Hashable, CaseIterable {
  /// Consent to every purpose.
  case consented
  /// Consent refused.
  case refused
  /// Consent to some purposes only (the options page); ads stay non-personalised, as after a refusal.
  case partial
}
