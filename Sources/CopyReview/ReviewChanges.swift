import CopyLint
import JourneyRuntime
import JourneyScreens
import StringTables
import TerminalKit
import TextSafety

/// How a string differs from the signed-off copy.
public enum ReviewChangeKind: String, Sendable, Hashable, CaseIterable {
  /// The text is different.
  case changed
  /// The key is new in this locale and variant.
  case added
  /// The key was in the signed-off copy and is gone.
  case removed
}

/// One string of one locale and variant that differs from the signed-off copy.
public struct ReviewStringChange: Sendable, Hashable {
  /// Changed, added or removed.
  public var kind: ReviewChangeKind
  /// The variant whose table file holds it (nil: the base copy).
  public var variant: String?
  /// The locale.
  public var locale: String
  /// The table and key.
  public var key: CopyKey
  /// The signed-off text (nil when added).
  public var old: String?
  /// The text now (nil when removed).
  public var new: String?
  /// Where the text is defined now (where it was, for a removed string).
  public var location: SourceLocation?
  /// The screens whose phones show it (showed it, for a removed string), in journey order.
  public var screens: [String]
  /// The findings on it in the copy now, errors first.
  public var findings: [ReviewFinding]
  /// Its phones before and now, screen by screen, in the order of `screens`.
  public var phones: [ReviewPhonePair] = []
  /// What changed, when the text before is not known (a change since a sign-off keeps only hashes).
  public var note: String? = nil
}

/// The review of what changed since a sign-off: only the strings that changed, were added or were
/// removed, per variant and locale, with the old and new text, the phones and the findings.
public struct ReviewChanges: Sendable {
  /// The copy directory, as given.
  public var copyDirectory: String
  /// What the copy is compared against: a folder, or `REV (abbreviated hash)`.
  public var baseline: String
  /// When the review was generated, as given by the caller.
  public var generatedAt: String
  /// The locales compared, in order.
  public var locales: [String]
  /// The variants compared, base (nil) first.
  public var variants: [String?]
  /// The phone, pseudo-locale and text size the phones were drawn with.
  public var phoneLine: String
  /// Every change, variant by variant, then locale by locale, then in table and key order.
  public var changes: [ReviewStringChange]
  /// The phones the changes show, before and now, each distinct frame once (`ReviewPhonePair` indexes it).
  public var frames: [Buffer] = []

  /// True when no string differs.
  public var isEmpty: Bool { changes.isEmpty }

  /// The changes of one variant and locale, in table and key order.
  public func changes(variant: String?, locale: String) -> [ReviewStringChange] {
    changes.filter { $0.variant == variant && $0.locale == locale }
  }

  /// The changes as every format shows them: per variant, then per locale, groups without a change left out.
  public var groups: [(variant: String?, locale: String, changes: [ReviewStringChange])] {
    variants.flatMap { variant in
      locales.compactMap { locale in
        let group = changes(variant: variant, locale: locale)
        return group.isEmpty ? nil : (variant, locale, group)
      }
    }
  }

  /// Changes counted by kind (every kind present, zero when none).
  public var kindCounts: [ReviewChangeKind: Int] {
    var counts: [ReviewChangeKind: Int] = [.changed: 0, .added: 0, .removed: 0]
    for change in changes { counts[change.kind, default: 0] += 1 }
    return counts
  }

  /// The findings on the changed strings counted by severity (every severity present).
  public var severityCounts: [LintSeverity: Int] {
    var counts: [LintSeverity: Int] = [.error: 0, .warning: 0, .notice: 0]
    for finding in changes.flatMap(\.findings) { counts[finding.severity, default: 0] += 1 }
    return counts
  }

  /// 0 when no changed string has an error finding, 1 otherwise.
  public var exitCode: Int32 {
    changes.contains { $0.findings.contains { $0.severity == .error } }
      ? LintReport.exitErrors : LintReport.exitClean
  }

  /// The one line saying that nothing changed.
  public var unchangedLine: String {
    "No strings changed since \(baseline)."
  }

  /// One line: the counts by kind and the findings on the changed strings; `unchangedLine` when empty.
  public var summaryLine: String {
    guard !isEmpty else { return unchangedLine }
    let kinds = kindCounts
    let severities = severityCounts
    let noun = changes.count == 1 ? "string differs" : "strings differ"
    return
      "\(changes.count) \(noun) from \(baseline): \(kinds[.changed] ?? 0) changed, "
      + "\(kinds[.added] ?? 0) added, \(kinds[.removed] ?? 0) removed; findings on them: "
      + "\(severities[.error] ?? 0) errors, \(severities[.warning] ?? 0) warnings, "
      + "\(severities[.notice] ?? 0) notices"
  }

  /// A file path as the review shows it: relative to the copy directory when inside it.
  public func displayPath(_ file: String) -> String {
    let root = copyDirectory.hasSuffix("/") ? copyDirectory : copyDirectory + "/"
    return file.hasPrefix(root) ? String(file.dropFirst(root.count)) : file
  }

  /// `file:line` of a change's place, or empty; a removed string's place is in the signed-off copy,
  /// so it is named there: `in HEAD (bc4da39): ko.lproj/Primer.strings:10`.
  public func displayLocation(_ change: ReviewStringChange) -> String {
    guard let location = change.location else { return "" }
    let place = "\(displayPath(location.file)):\(location.line)"
    return change.kind == .removed ? "in \(baseline): \(place)" : place
  }
}

extension ReviewChanges {
  /// Compares the strings view of the copy now with the signed-off copy's, locale by locale and
  /// variant by variant; `baselineRoot` is the signed-off folder, whose paths are shown relative to it.
  ///
  /// Only values are compared (a comment-only edit is not a change). Phones and findings of a changed
  /// or added string come from `current`; a removed string's phones from `baseline`, its findings (a
  /// key the screens now miss) from `current`.
  public static func compare(
    current: ReviewReport, baseline: ReviewReport, baselineName: String, baselineRoot: String
  ) -> ReviewChanges {
    let locales = ReviewReport.unique(current.locales + baseline.locales)
    let variants = ReviewReport.unique(current.variants + baseline.variants)
    var collected: [ReviewStringChange] = []
    for variant in variants {
      let tableNames = ReviewReport.unique(
        (current.strings + baseline.strings).filter { $0.variant == variant }.map(\.table))
      for name in tableNames {
        let now = current.strings.first { $0.variant == variant && $0.table == name }
        let before = baseline.strings.first { $0.variant == variant && $0.table == name }
        let keys = ReviewReport.unique((now?.rows ?? []).map(\.key) + (before?.rows ?? []).map(\.key))
        for key in keys {
          let newRow = now?.rows.first { $0.key == key }
          let oldRow = before?.rows.first { $0.key == key }
          for locale in locales {
            let new = current.locales.contains(locale) ? newRow?.strings[locale] : nil
            let old = baseline.locales.contains(locale) ? oldRow?.strings[locale] : nil
            guard
              let change = change(
                new: new, old: old, key: CopyKey(table: name, key: key), variant: variant, locale: locale,
                current: current, baseline: baseline, baselineRoot: baselineRoot)
            else { continue }
            collected.append(change)
          }
        }
      }
    }
    return ReviewChanges(
      copyDirectory: current.copyDirectory, baseline: baselineName, generatedAt: current.generatedAt,
      locales: locales, variants: variants, phoneLine: current.phoneLine,
      changes: ordered(collected, variants: variants, locales: locales)
    ).withPhones(current: current, baseline: baseline)
  }

  /// Changes in the order of their variant, then their locale, each group in the order it was found.
  static func ordered(_ changes: [ReviewStringChange], variants: [String?], locales: [String])
    -> [ReviewStringChange]
  {
    changes.enumerated().sorted { left, right in
      let a = (
        variants.firstIndex(of: left.element.variant) ?? 0, locales.firstIndex(of: left.element.locale) ?? 0
      )
      let b = (
        variants.firstIndex(of: right.element.variant) ?? 0, locales.firstIndex(of: right.element.locale) ?? 0
      )
      return a != b ? a < b : left.offset < right.offset
    }.map(\.element)
  }

  /// The change between two versions of one string, nil when the text is the same.
  private static func change(
    new: ReviewString?, old: ReviewString?, key: CopyKey, variant: String?, locale: String,
    current: ReviewReport, baseline: ReviewReport, baselineRoot: String
  ) -> ReviewStringChange? {
    let kind: ReviewChangeKind
    switch (old, new) {
    case (nil, nil): return nil
    case (nil, _?): kind = .added
    case (_?, nil): kind = .removed
    case (let old?, let new?):
      guard old.value != new.value else { return nil }
      kind = .changed
    }
    let shown = kind == .removed ? (old, baseline) : (new, current)
    let screens = ReviewReport.unique((shown.0?.cellIDs ?? []).map { shown.1.screenName(ofCell: $0) })
    let findings = current.findings.filter {
      $0.key == key && $0.locale == locale && $0.variant == variant
    }
    var location = (new ?? old)?.location
    if kind == .removed, let place = location {
      let root = baselineRoot.hasSuffix("/") ? baselineRoot : baselineRoot + "/"
      if place.file.hasPrefix(root) { location?.file = String(place.file.dropFirst(root.count)) }
    }
    return ReviewStringChange(
      kind: kind, variant: variant, locale: locale, key: key, old: old?.value, new: new?.value,
      location: location, screens: screens, findings: findings)
  }
}

extension ReviewChanges {
  /// True when both catalogs hold the same values under the same keys in every layer: then no review
  /// of them can show a change, and the phones need not be drawn to say so.
  public static func sameValues(_ current: CopyCatalog, _ baseline: CopyCatalog) -> Bool {
    func values(_ catalog: CopyCatalog) -> [CopyLayer: [String: [String: String]]] {
      catalog.layers.mapValues { tables in tables.mapValues { $0.entries.mapValues(\.value) } }
    }
    return current.locales == baseline.locales && current.variants == baseline.variants
      && values(current) == values(baseline)
  }

  /// The review when nothing changed: no locale, variant or change, the header's facts only.
  public static func unchanged(
    copyDirectory: String, baselineName: String, generatedAt: String, device: Device = .standard,
    pseudo: PseudoLocale? = nil, textSize: TextSize = .standard
  ) -> ReviewChanges {
    var report = ReviewReport(
      copyDirectory: copyDirectory, generatedAt: generatedAt, locales: [], variants: [], screens: [],
      frames: [], cells: [], findings: [], variantScreens: [])
    report.device = device.id
    report.pseudo = pseudo
    report.textSize = textSize
    return ReviewChanges(
      copyDirectory: copyDirectory, baseline: baselineName, generatedAt: generatedAt, locales: [],
      variants: [], phoneLine: report.phoneLine, changes: [])
  }
}
