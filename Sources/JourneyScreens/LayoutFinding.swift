import StringTables

/// A problem the screens found while laying out copy (text too long for its box, missing key …).
public struct LayoutFinding: Sendable, Hashable {
  /// A rule id such as `LAYOUT-overflow` or `COPY-missing`.
  public var rule: String
  /// The key whose text has the problem.
  public var ref: CopyKey
  /// One line for the person.
  public var message: String

  /// Creates a finding.
  public init(rule: String, ref: CopyKey, message: String) {
    self.rule = rule
    self.ref = ref
    self.message = message
  }
}
