/// Who called `requestTrackingAuthorization`.
public enum Requester: String, Sendable, Hashable, CaseIterable {
  /// The app itself.
  case app
  /// The consent platform after its explainer (UMP-3).
  case consentPlatform
}
