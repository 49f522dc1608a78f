import ConsentEngine

/// Where a path from the first launch ends: the app's answer to "may we track?" for this launch.
public enum PathDecision: String, Sendable, Hashable, CaseIterable {
  /// The person allowed tracking.
  case authorized
  /// The person asked the app not to track, or iOS denied at once (ATT-8).
  case denied
  /// The device is restricted (ATT-7).
  case restricted
  /// The launch ended on the app's screens without a tracking prompt (UMP-6, UMP-7).
  case noPrompt = "no prompt this launch"
  /// The app crashed asking (ATT-9).
  case crashed

  /// The decision a state shows, when the app has reached one: an outcome screen, its home or feature
  /// screen, or the crash; nil while the launch's flow is still going.
  public static func reached(by state: ConsentState) -> PathDecision? {
    guard state.overlay == nil else { return nil }
    switch state.screen {
    case .outcome(let status): return decision(status)
    case .home, .feature: return decision(state.trackingStatus)
    case .crashed: return .crashed
    default: return nil
    }
  }

  private static func decision(_ status: TrackingStatus) -> PathDecision {
    switch status {
    case .authorized: return .authorized
    case .denied: return .denied
    case .restricted: return .restricted
    case .notDetermined: return .noPrompt
    }
  }
}

/// One way from the first launch to a decision: the icon tap, then only taps on the phone's screens.
public struct JourneyPath: Sendable, Equatable {
  /// How it ends.
  public var decision: PathDecision
  /// The node ids on it, the Home Screen first.
  public var nodes: [String]
  /// The moves, the icon tap first.
  public var moves: [MapMove]
  /// Rule ids the engine exercised on the way, each once, in order.
  public var rules: [String]

  /// Taps a person makes, the icon tap included.
  public var taps: Int { moves.count }
}
