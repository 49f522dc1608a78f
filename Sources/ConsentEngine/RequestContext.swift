/// Where a request came from, which decides what follows its answer.
public enum RequestContext: String, Sendable, Hashable {
  /// The primer's action.
  case primer
  /// The app's own call without a primer (UMP-4).
  case direct
  /// A call from `didFinishLaunching` or its retry on `didBecomeActive` (ATT-4).
  case launchTime
  /// The call again after "Additional Information".
  case additionalInformation
  /// The consent platform's call after its explainer (UMP-3).
  case consentPlatform
}
