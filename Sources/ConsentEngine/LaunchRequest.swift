/// Whether and how the app asks for tracking as it launches (ATT-4).
public enum LaunchRequest: String, Sendable, Hashable, CaseIterable {
  /// No request at launch; the app asks in its own step (primer or direct call).
  case none
  /// A call from `didFinishLaunching`, while the app is inactive: lost, and never made again.
  case lost
  /// The same lost call, made again on `didBecomeActive` while the status is still `notDetermined`.
  case retried
  /// The app waits for `didBecomeActive` and calls once, when the call can prompt: no lost call.
  case whenActive
}

extension JourneyDefinition {
  /// The launch request the definition's switches describe, and the switches for one.
  public var launchRequest: LaunchRequest {
    get {
      if requestsWhenActive { return .whenActive }
      guard requestsInDidFinishLaunching else { return .none }
      return retriesOnBecomeActive ? .retried : .lost
    }
    set {
      requestsInDidFinishLaunching = newValue == .lost || newValue == .retried
      retriesOnBecomeActive = newValue == .retried
      requestsWhenActive = newValue == .whenActive
    }
  }
}
