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
