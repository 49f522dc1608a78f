import StringTables
import TextSafety

/// A problem found by laying copy out (at a text size, or as VoiceOver reads it), handed to lint as
/// plain data: the screens find it, lint places it on the line that defines the text.
public struct LayoutProblem: Sendable, Hashable {
  /// The rule id (`A11Y-…`).
  public var ruleID: String
  /// The key whose text has the problem.
  public var key: CopyKey
  /// The locale and variant the screen was drawn in.
  public var layer: CopyLayer
  /// What is wrong, in plain words (with the text size it first happens at, where it depends on one).
  public var message: String

  /// Creates a problem.
  public init(ruleID: String, key: CopyKey, layer: CopyLayer, message: String) {
    self.ruleID = ruleID
    self.key = key
    self.layer = layer
    self.message = message
  }
}

/// Turns layout problems into warnings at the definition of the text that has them (the layer that
/// answered the lookup, so text shared by several variants is reported once).
public enum AccessibilityRules {
  /// One warning per problem, at the file, line and column defining its text.
  public static func findings(_ problems: [LayoutProblem], catalog: CopyCatalog) -> [LintFinding] {
    problems.compactMap { problem in
      // A stand-in nobody has written yet is COPY-unwritten; its length says nothing about the copy.
      guard let lookup = catalog.lookup(problem.key, in: problem.layer),
        !UnwrittenText.isPlaceholder(lookup.value)
      else { return nil }
      return LintFinding(
        ruleID: problem.ruleID, severity: .warning, at: lookup.location, layer: lookup.answeredBy,
        table: problem.key.table, key: problem.key.key, message: ControlCharacters.sanitize(problem.message))
    }
  }
}

extension LintFinding {
  /// A finding of a rule that is not one of `LintRule`'s (layout and VoiceOver rules).
  init(
    ruleID: String, severity: LintSeverity, at location: SourceLocation, layer: CopyLayer?, table: String?,
    key: String?, message: String
  ) {
    self.severity = severity
    self.ruleID = ruleID
    self.file = location.file
    self.line = location.line
    self.column = location.column
    self.locale = layer?.locale
    self.variant = layer?.variant
    self.table = table
    self.key = key
    self.message = message
  }
}
