import ConsentEngine

extension ConsentRegion {
  /// `eea`, `uk`, `us-regulated` or `other`.
  public var tapeName: String { self == .usRegulated ? "us-regulated" : rawValue }

  /// The region for a tape or command-line name.
  public init?(tapeName: String) {
    guard let region = Self.allCases.first(where: { $0.tapeName == tapeName }) else { return nil }
    self = region
  }
}

extension RestrictionReason {
  /// `child`, `school`, `profile` or `newAccount`.
  public var tapeName: String {
    switch self {
    case .childAccount: return "child"
    case .schoolManaged: return "school"
    case .configurationProfile: return "profile"
    case .newAppleAccount: return "newAccount"
    }
  }

  /// The restriction for a tape or command-line name.
  public init?(tapeName: String) {
    guard let reason = Self.allCases.first(where: { $0.tapeName == tapeName }) else { return nil }
    self = reason
  }
}

extension ConsentRefresh {
  /// `ok`, `fail` (every refresh this run) or `fail-once` (the next refresh only, UMP-6).
  public var tapeName: String { self == .failOnce ? "fail-once" : rawValue }

  /// The refresh outcome for a tape name.
  public init?(tapeName: String) {
    guard let value = Self.allCases.first(where: { $0.tapeName == tapeName }) else { return nil }
    self = value
  }
}

extension PrimerTrigger {
  /// `atLaunch`, `afterOnboarding`, `afterMilestone NAME`, `afterSessions N` or `onFeature`, as `Set Primer`
  /// takes it.
  public var tapeName: String {
    switch self {
    case .atLaunch: return "atLaunch"
    case .onFeature: return "onFeature"
    case .afterOnboarding: return "afterOnboarding"
    case .afterMilestone(let name): return "afterMilestone \(name)"
    case .afterSessions(let count): return "afterSessions \(count)"
    }
  }

  /// The trigger for a `Set Primer` text.
  public init?(tapeName: String) {
    let parts = tapeName.split(separator: " ").map(String.init)
    switch (parts.first, parts.count) {
    case ("atLaunch", 1): self = .atLaunch
    case ("afterOnboarding", 1): self = .afterOnboarding
    case ("onFeature", 1): self = .onFeature
    case ("afterMilestone", 2): self = .afterMilestone(parts[1])
    case ("afterSessions", 2):
      guard let count = Int(parts[1]), count >= 1 else { return nil }
      self = .afterSessions(count)
    default: return nil
    }
  }
}

extension RaceWinner {
  /// `app`, `app-then-explainer` or `consentPlatform`, as `Set RaceWinner`, `--race-winner` and
  /// `journey.json` spell the race timing (UMP-12).
  public var tapeName: String { rawValue }

  /// The race timing for a tape or command-line name.
  public init?(tapeName: String) { self.init(rawValue: tapeName) }
}

extension RequestGuard {
  /// `statusCheck` or `none`, as `Set RequestGuard`, `--request-guard` and `journey.json` spell it.
  public var tapeName: String { rawValue }
}

extension LaunchRequest {
  /// `none`, `lost`, `retried` or `whenActive`, as `Set LaunchRequest`, `--launch-request` and `journey.json`
  /// spell it (ATT-4).
  public var tapeName: String { rawValue }
}
