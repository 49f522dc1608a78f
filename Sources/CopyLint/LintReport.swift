import JSONText
import StringTables
import TextSafety

/// Text and JSON output of lint findings, and the exit code `att-journey lint` returns.
public enum LintReport {
  /// Exit code: no errors.
  public static let exitClean: Int32 = 0
  /// Exit code: at least one error finding.
  public static let exitErrors: Int32 = 1
  /// Exit code: the copy could not be read at all (EX_DATAERR).
  public static let exitUnreadable: Int32 = 65

  /// 0 when no finding is an error, 1 otherwise.
  public static func exitCode(for findings: [LintFinding]) -> Int32 {
    findings.contains { $0.severity == .error } ? exitErrors : exitClean
  }

  /// Counts by severity.
  public static func counts(_ findings: [LintFinding]) -> [LintSeverity: Int] {
    var counts: [LintSeverity: Int] = [.error: 0, .warning: 0, .notice: 0]
    for finding in findings { counts[finding.severity, default: 0] += 1 }
    return counts
  }

  /// `N error(s), N warning(s), N notice(s) in N locale(s), N variant(s), N table file(s)`.
  public static func summary(_ findings: [LintFinding], catalog: CopyCatalog?) -> String {
    let counts = counts(findings)
    func plural(_ count: Int, _ word: String) -> String { "\(count) \(word)\(count == 1 ? "" : "s")" }
    var line =
      "\(plural(counts[.error] ?? 0, "error")), \(plural(counts[.warning] ?? 0, "warning")), "
      + plural(counts[.notice] ?? 0, "notice")
    if let catalog {
      line +=
        " in \(plural(catalog.locales.count, "locale")), \(plural(catalog.variants.count, "variant")), "
        + plural(catalog.tableCount, "table")
    }
    return line
  }

  /// One line per finding, `file:line:col: severity: [RULE] message (layer, Table/key)`, then the summary.
  ///
  /// Without `notices`, notices are left out of the list and summed up in one line before the summary
  /// (`134 notices: system text not verified against iOS (120), …; --notices lists them`).
  public static func text(_ findings: [LintFinding], catalog: CopyCatalog?, notices: Bool = true) -> String {
    var lines: [String] = []
    for finding in findings where notices || finding.severity != .notice {
      var context: [String] = []
      if let locale = finding.locale { context.append(finding.variant.map { "\(locale)/\($0)" } ?? locale) }
      if let table = finding.table, let key = finding.key { context.append("\(table)/\(key)") }
      let suffix = context.isEmpty ? "" : " (\(context.joined(separator: ", ")))"
      let line =
        "\(finding.file):\(finding.line):\(finding.column): \(finding.severity.rawValue): "
        + "[\(finding.ruleID)] \(finding.message)\(suffix)"
      lines.append(ControlCharacters.sanitize(line))
    }
    if !notices, let line = noticeLine(findings) { lines.append(line) }
    lines.append(summary(findings, catalog: catalog))
    return lines.joined(separator: "\n") + "\n"
  }

  /// What each notice rule means, in the one-line summary of notices.
  static let noticeMeanings: [String: String] = [
    LintRule.unverifiedSystemText.rawValue: "system text not verified against iOS",
    LintRule.sameAsEnglish.rawValue: "translation identical to English without same-as-en",
  ]

  /// `N notices: what (n), what (n); --notices lists them`, or nil without notices.
  public static func noticeLine(_ findings: [LintFinding]) -> String? {
    var counts: [String: Int] = [:]
    for finding in findings where finding.severity == .notice { counts[finding.ruleID, default: 0] += 1 }
    guard !counts.isEmpty else { return nil }
    let total = counts.values.reduce(0, +)
    let parts = counts.keys.sorted { (counts[$0] ?? 0, $1) > (counts[$1] ?? 0, $0) }.map { rule in
      let meaning = noticeMeanings[rule] ?? rule
      return counts.count == 1 ? meaning : "\(meaning) (\(counts[rule] ?? 0))"
    }
    return "\(total) notice\(total == 1 ? "" : "s"): \(parts.joined(separator: ", ")); --notices lists them"
  }

  /// `{"findings": [...], "summary": {"errors": n, "warnings": n, "notices": n}}`, keys sorted.
  public static func json(_ findings: [LintFinding]) -> String {
    let counts = counts(findings)
    let document = Document(
      findings: findings,
      summary: Summary(
        errors: counts[.error] ?? 0, warnings: counts[.warning] ?? 0, notices: counts[.notice] ?? 0,
        exitCode: exitCode(for: findings)))
    func string(_ text: String) -> String { JSONString.quoted(text) }
    let items = document.findings.map { finding -> String in
      var fields: [(String, String)] = [
        ("column", "\(finding.column)"), ("file", string(finding.file)), ("line", "\(finding.line)"),
        ("message", string(finding.message)), ("ruleID", string(finding.ruleID)),
        ("severity", string(finding.severity.rawValue)),
      ]
      if let key = finding.key { fields.append(("key", string(key))) }
      if let locale = finding.locale { fields.append(("locale", string(locale))) }
      if let table = finding.table { fields.append(("table", string(table))) }
      if let variant = finding.variant { fields.append(("variant", string(variant))) }
      let body = fields.sorted { $0.0 < $1.0 }.map { "      \(string($0.0)) : \($0.1)" }
      return "    {\n" + body.joined(separator: ",\n") + "\n    }"
    }
    let summary = [
      ("errors", document.summary.errors), ("exitCode", Int(document.summary.exitCode)),
      ("notices", document.summary.notices), ("warnings", document.summary.warnings),
    ].map { "    \(string($0.0)) : \($0.1)" }
    let list = items.isEmpty ? "[\n\n  ]" : "[\n" + items.joined(separator: ",\n") + "\n  ]"
    return "{\n  \"findings\" : " + list + ",\n  \"summary\" : {\n" + summary.joined(separator: ",\n")
      + "\n  }\n}\n"
  }

  /// The JSON output's top level.
  private struct Document {
    var findings: [LintFinding]
    var summary: Summary
  }

  /// Counts in the JSON output.
  private struct Summary {
    var errors: Int
    var warnings: Int
    var notices: Int
    var exitCode: Int32
  }

  /// The text for a load failure, as `att-journey lint` prints it before exiting with 65.
  public static func loadFailure(_ error: CopyLoadError) -> String {
    ControlCharacters.sanitize(error.description) + "\n"
  }
}
