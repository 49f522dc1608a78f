/// The journey's progress the app stores across launches.
public struct JourneyProgress: Equatable, Sendable, Hashable {
  /// Number of launches since installation.
  public var launches = 0
  /// Number of sessions; a session begins at each launch.
  public var sessions = 0
  /// Whether onboarding was completed (it shows on first launch only).
  public var onboardingCompleted = false
  /// Milestones reached since installation (HIG-7).
  public var milestones: [String] = []

  /// Creates the progress of a fresh install.
  public init() {}
}
