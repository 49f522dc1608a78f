/// What the consent platform stores across launches.
public struct ConsentPlatformState: Equatable, Sendable, Hashable {
  /// The consent status (UMP-1).
  public var status: ConsentStatus = .unknown
  /// The person's choice in the consent form, once answered.
  public var answer: ConsentAnswer?

  /// Creates the state of a fresh install.
  public init() {}
}
