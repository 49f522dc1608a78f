/// Something the runtime does after a transition; plain values, never executed by the engine.
public enum Effect: Equatable, Sendable, Hashable {
  /// Start the ad SDK, not blocked on the tracking answer (UMP-10).
  case startAdSDK(npa: Bool)
  /// Open the app's own Settings page via `openSettingsURLString` (ATT-12).
  case openAppSettings
  /// Run the app's "Additional Information" action.
  case runAdditionalInformationAction
  /// The app crashes.
  case crash(CrashReason)
}
