import CopyLint

extension ReviewReport {
  /// How the strings view marks a translation whose English source changed since its sign-off.
  static func staleLabel(_ sourceLanguage: String) -> String {
    "stale: \(sourceLanguage) changed since sign-off"
  }

  /// True when lint found the string's English source changed since its locale's sign-off
  /// (COPY-stale-source).
  func isStale(_ string: ReviewString) -> Bool {
    string.findingIndices.contains { findings[$0].ruleID == LintRule.staleSource.rawValue }
  }
}
