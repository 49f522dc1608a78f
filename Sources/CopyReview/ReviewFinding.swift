import CopyLint
import JourneyRuntime
import StringTables
import TextSafety

/// Where a review finding came from.
public enum ReviewFindingSource: String, Sendable, Hashable {
  /// The copy linter (`att-journey lint`'s rules).
  case lint
  /// The screens, laying out the copy (overflow, a key no layer has).
  case layout
  /// A lookup that answered in another language than the one asked for.
  case fallback
}

/// One problem the review shows: a lint finding, a layout finding or a fallback, with the cells it is on.
public struct ReviewFinding: Sendable, Hashable {
  /// The rule id (`HIG-1`, `COPY-missing`, `LAYOUT-overflow`, `COPY-fallback`, …).
  public var ruleID: String
  /// How serious it is.
  public var severity: LintSeverity
  /// Where it came from.
  public var source: ReviewFindingSource
  /// The locale concerned, if any.
  public var locale: String?
  /// The variant concerned (nil: base copy).
  public var variant: String?
  /// The key concerned, if any.
  public var key: CopyKey?
  /// The file and line concerned, if known.
  public var location: SourceLocation?
  /// What is wrong, in plain words.
  public var message: String
  /// Ids of the cells that show it, in report order; the first is where the findings table links.
  public var cellIDs: [String]

  /// Creates a finding.
  public init(
    ruleID: String, severity: LintSeverity, source: ReviewFindingSource, locale: String?, variant: String?,
    key: CopyKey?, location: SourceLocation?, message: String, cellIDs: [String] = []
  ) {
    self.ruleID = ruleID
    self.severity = severity
    self.source = source
    self.locale = locale
    self.variant = variant
    self.key = key
    self.location = location
    self.message = message
    self.cellIDs = cellIDs
  }

  /// Rule id of text shown in another language than asked for.
  public static let fallbackRule = "COPY-fallback"
  /// Rule id of text too long for its box.
  public static let overflowRule = "LAYOUT-overflow"
  /// Rule id of system text not verified against the reference.
  public static let unverifiedRule = LintRule.unverifiedSystemText.rawValue

  /// Orders errors first, then by rule, variant, locale, key, file, line and message.
  static func reviewOrder(_ lhs: ReviewFinding, _ rhs: ReviewFinding) -> Bool {
    if lhs.severity != rhs.severity { return lhs.severity > rhs.severity }
    let left = (lhs.ruleID, lhs.variant ?? "", lhs.locale ?? "", lhs.key?.description ?? "")
    let right = (rhs.ruleID, rhs.variant ?? "", rhs.locale ?? "", rhs.key?.description ?? "")
    if left != right { return left < right }
    let leftPlace = (lhs.location?.file ?? "", lhs.location?.line ?? 0, lhs.message)
    let rightPlace = (rhs.location?.file ?? "", rhs.location?.line ?? 0, rhs.message)
    return leftPlace < rightPlace
  }
}
