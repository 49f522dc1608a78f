import CopyLint

/// A rule's notices in one locale, folded to one line: a backlog to work through, not one finding
/// each (`ko: 19 system texts not yet checked on a device`).
struct ReviewNoticeLine: Equatable {
  /// The notice rule.
  var ruleID: String
  /// The locale, or nil for notices on no locale.
  var locale: String?
  /// Indices into `ReviewReport.findings`, in report order.
  var indices: [Int]

  /// `ko: 19 system texts not yet checked on a device`.
  var text: String {
    "\(locale ?? "all locales"): \(indices.count) \(ReviewNoticeLine.kind(of: ruleID, count: indices.count))"
  }

  /// What a notice rule's findings are, counted: `system texts not yet checked on a device`.
  static func kind(of ruleID: String, count: Int) -> String {
    let one = count == 1
    switch ruleID {
    case LintRule.unverifiedSystemText.rawValue:
      return one ? "system text not yet checked on a device" : "system texts not yet checked on a device"
    case LintRule.sameAsEnglish.rawValue:
      return one ? "translation identical to English" : "translations identical to English"
    case ReviewFinding.fallbackRule:
      return one ? "text shown in another language" : "texts shown in another language"
    default:
      return one ? "\(ruleID) notice" : "\(ruleID) notices"
    }
  }
}

extension ReviewReport {
  /// Anchor of the appendix listing every notice in the Markdown and text reports.
  static let noticesAppendixID = "appendix-notices"

  /// The notices of one rule folded per locale, locales in the report's order (nil last).
  func noticeLines(rule: String) -> [ReviewNoticeLine] {
    var byLocale: [String?: [Int]] = [:]
    for (index, finding) in findings.enumerated() where finding.ruleID == rule && finding.severity == .notice
    {
      byLocale[finding.locale, default: []].append(index)
    }
    let order: [String?] =
      locales.map { Optional($0) }
      + byLocale.keys.filter { key in
        key.map { !locales.contains($0) } ?? true
      }.sorted { ($0 ?? "\u{10FFFF}") < ($1 ?? "\u{10FFFF}") }
    return order.compactMap { locale in
      byLocale[locale].map { ReviewNoticeLine(ruleID: rule, locale: locale, indices: $0) }
    }
  }

  /// Notice rules in the order their first finding appears.
  var noticeRules: [String] {
    ReviewReport.unique(findings.filter { $0.severity == .notice }.map(\.ruleID))
  }
}
