import Foundation

/// The switch for long soak runs (10 000 random keys, resize storms): on in CI, off in an everyday `swift test`.
public enum Soak {
  /// The environment variable `.ci/run` sets to 1.
  public static let variable = "ATT_JOURNEY_SOAK"

  /// Whether soak runs are on.
  public static var isEnabled: Bool { ProcessInfo.processInfo.environment[variable] == "1" }
}
