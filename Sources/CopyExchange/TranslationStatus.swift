/// How far a unit's translation has come: what an export states for it and what an import accepts.
///
/// The copy's own status of a value (`ExchangeUnits.collect`): a missing key or a `[TODO …]` stand-in
/// needs translation; a value lint says needs review (COPY-stale-source: its English source changed
/// since sign-off; COPY-same-as-en: identical to English) needs review; every other value is translated.
public enum TranslationStatus: String, CaseIterable, Sendable, Comparable {
  /// Final: imported by default.
  case translated
  /// Written but not final (XLIFF `needs-review-*`, a String Catalog's `needs_review` or `stale`).
  case needsReview = "needs-review"
  /// Not written yet (XLIFF `new`, `needs-translation`, …; a String Catalog's `new`).
  case needsTranslation = "needs-translation"

  /// The XLIFF 1.2 `state` an export writes on the target.
  public var xliffState: String {
    switch self {
    case .translated: return "translated"
    case .needsReview: return "needs-review-translation"
    case .needsTranslation: return "needs-translation"
    }
  }

  /// The String Catalog `stringUnit` state an export writes.
  public var catalogState: String {
    switch self {
    case .translated: return "translated"
    case .needsReview: return "needs_review"
    case .needsTranslation: return "new"
    }
  }

  /// The status an XLIFF target's `state` stands for; a target without one counts as translated, as
  /// Xcode reads it. A state XLIFF 1.2 does not define (`x-…`) needs review.
  public static func xliff(_ state: String?) -> TranslationStatus {
    guard let state else { return .translated }
    switch state {
    case "translated", "signed-off", "final": return .translated
    case "new", "needs-translation", "needs-adaptation", "needs-l10n": return .needsTranslation
    default: return .needsReview
    }
  }

  /// The status a String Catalog `stringUnit` state stands for; an unknown one needs review.
  public static func catalog(_ state: String?) -> TranslationStatus {
    switch state {
    case nil, "translated": return .translated
    case "new": return .needsTranslation
    default: return .needsReview
    }
  }

  /// Reads `--accept-states` (`translated,needs-review`); nil names the first unknown value.
  public static func list(_ text: String) -> Result<Set<TranslationStatus>, UnknownStatus> {
    var statuses: Set<TranslationStatus> = []
    for name in text.split(separator: ",", omittingEmptySubsequences: false) {
      guard let status = TranslationStatus(rawValue: String(name)) else {
        return .failure(UnknownStatus(name: String(name)))
      }
      statuses.insert(status)
    }
    return .success(statuses)
  }

  /// A name `--accept-states` does not know.
  public struct UnknownStatus: Error, Sendable {
    /// The name as given.
    public var name: String
  }

  /// Translated first, needs translation last.
  public static func < (lhs: TranslationStatus, rhs: TranslationStatus) -> Bool {
    allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
  }
}
