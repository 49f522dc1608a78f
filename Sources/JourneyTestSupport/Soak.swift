import Foundation
import Testing

/// The switch for long soak runs (10 000 random keys, resize storms): on in CI, off in an everyday `swift test`.
public enum Soak {
  /// The environment variable `.ci/run` sets to 1.
  public static let variable = "ATT_JOURNEY_SOAK"

  /// Whether soak runs are on.
  public static var isEnabled: Bool { ProcessInfo.processInfo.environment[variable] == "1" }
}

extension Soak {
  /// The cases of a kind a test covers: all of them in soak runs, the first `count` in an everyday run.
  public static func cases<Case>(_ all: [Case], everyday count: Int) -> [Case] {
    isEnabled ? all : Array(all.prefix(count))
  }

  /// Why a test runs only in soak runs (a trait's comment).
  public static let soakOnly: Comment = "a soak run (\(variable)=1, as .ci/run sets) covers this case"
}
