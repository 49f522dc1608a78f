/// A place where a flow breaks a rule, with the rule's id (for example "ATT-4", "UMP-12", "HIG-5").
public struct Finding: Equatable, Sendable, Hashable {
  /// The rule id.
  public var rule: String
  /// What happened, in one sentence.
  public var message: String

  /// Creates a finding.
  public init(rule: String, message: String) {
    self.rule = rule
    self.message = message
  }
}

extension Finding {
  /// Every rule id the engine records a finding for, so a tape's `Expect finding` can check its name.
  public static let engineRules = ["ATT-4", "ATT-6", "ATT-9", "HIG-5", "HIG-6", "UMP-11", "UMP-12"]
}
