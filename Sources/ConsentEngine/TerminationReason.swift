/// Why iOS ended the app's process without a crash.
public enum TerminationReason: String, Sendable, Hashable, CaseIterable {
  /// A privacy setting of the running app changed in Settings (ATT-17).
  case privacySettingChanged
}
