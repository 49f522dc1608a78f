import StringTables
import TerminalKit
import TextSafety

/// The length budget a translator comment states: `Budget: 40 characters.`,
/// `Budget: 40 display columns` (a CJK character counts two) or `Budget: 2 lines of 46 display columns`
/// (a demo's caption, wrapped as the caption strip wraps it), COPY-budget.
public struct CopyBudget: Sendable, Hashable {
  /// How a value is measured.
  public enum Unit: Sendable, Hashable {
    /// Characters (grapheme clusters), for Latin-script copy.
    case characters
    /// Terminal display columns: a CJK or Hangul character counts 2.
    case displayColumns
    /// Lines the value wraps to at `width` display columns, as the screens wrap text (Latin and Hangul
    /// at spaces, CJK between characters): a caption under the phone.
    case lines(width: Int)

    /// How the unit is written in a comment and a finding: `characters`, `display columns`,
    /// `lines of 46 display columns`.
    public var name: String {
      switch self {
      case .characters: return "characters"
      case .displayColumns: return "display columns"
      case .lines(let width): return "lines of \(width) display columns"
      }
    }

    /// True for a unit that does not depend on the locale's script (lines are measured in columns).
    public var isLocaleNeutral: Bool {
      if case .lines = self { return true }
      return false
    }
  }

  /// The most a value may measure.
  public var limit: Int
  /// How it is measured.
  public var unit: Unit

  /// A budget of `limit` in `unit`.
  public init(limit: Int, unit: Unit) {
    self.limit = limit
    self.unit = unit
  }

  /// The budget a comment states, if any.
  ///
  /// Without a unit, CJK locales (ja, ko, zh) count display columns and every other locale counts
  /// characters.
  public static func parse(comment: String?, locale: String) -> CopyBudget? {
    guard let comment, let range = comment.firstRange(of: "Budget:") else { return nil }
    let rest = comment[range.upperBound...].drop { $0 == " " }
    let digits = rest.prefix { $0.isASCII && $0.isNumber }
    guard !digits.isEmpty, digits.count < 7, let limit = Int(digits) else { return nil }
    let after = rest.dropFirst(digits.count).drop { $0 == " " }.lowercased()
    let unit: Unit
    if let width = linesWidth(after) {
      unit = .lines(width: width)
    } else if after.hasPrefix("display column") {
      unit = .displayColumns
    } else if after.hasPrefix("character") {
      unit = .characters
    } else {
      unit = defaultUnit(for: locale)
    }
    return CopyBudget(limit: limit, unit: unit)
  }

  /// The width in `lines of N display columns` at the start of a budget's unit, if that is its unit.
  public static func linesWidth(_ unit: String) -> Int? {
    let rest: Substring
    if unit.hasPrefix("lines of ") {
      rest = unit.dropFirst("lines of ".count)
    } else if unit.hasPrefix("line of ") {
      rest = unit.dropFirst("line of ".count)
    } else {
      return nil
    }
    let digits = rest.prefix { $0.isASCII && $0.isNumber }
    guard !digits.isEmpty, digits.count < 5, let width = Int(digits), width >= TextWrapper.minimumWidth,
      rest.dropFirst(digits.count).drop(while: { $0 == " " }).hasPrefix("display column")
    else { return nil }
    return width
  }

  /// The length of a value in this budget's unit (placeholders count as written).
  public func measure(_ value: String) -> Int {
    switch unit {
    case .characters: return value.count
    case .displayColumns: return DisplayWidth.of(value)
    case .lines(let width): return TextWrapper.wrap(value, width: width).count
    }
  }

  /// True when the value is longer than the budget.
  public func isExceeded(by value: String) -> Bool { measure(value) > limit }

  /// The budget of a value: its own comment's, else its English entry's limit counted in this
  /// locale's unit (display columns for ja, ko, zh; characters otherwise), or in English's own unit when
  /// that does not depend on the script (lines).
  public static func effective(
    for entry: CopyEntry, table: String, layer: CopyLayer, catalog: CopyCatalog
  ) -> CopyBudget? {
    if let own = parse(comment: entry.comment, locale: layer.locale) { return own }
    guard layer.locale != catalog.developmentLanguage,
      let reference = EntryRules.reference(for: entry.key, table: table, layer: layer, catalog: catalog),
      let english = parse(comment: reference.comment, locale: catalog.developmentLanguage)
    else { return nil }
    if english.unit.isLocaleNeutral { return english }
    return CopyBudget(limit: english.limit, unit: defaultUnit(for: layer.locale))
  }

  /// The unit a budget without one counts in for `locale`.
  public static func defaultUnit(for locale: String) -> Unit {
    let language = locale.split(separator: "-").first.map(String.init) ?? locale
    return ["ja", "ko", "zh"].contains(language) ? .displayColumns : .characters
  }

  /// Tables whose text the app does not lay out itself: iOS's own words and what VoiceOver says.
  static let unbudgetedTables: Set<String> = StaleSourceRule.untranslatedTables

  /// COPY-budget findings for every entry of a table over its budget (its own, or its English
  /// entry's), and COPY-budget-missing for a development-language key of a user-visible table with
  /// none; a stand-in nobody has written yet is `COPY-unwritten`, not over budget.
  static func check(_ table: CopyTable, catalog: CopyCatalog) -> [LintFinding] {
    table.entries.keys.sorted().compactMap { key in
      guard let entry = table.entries[key], !UnwrittenText.isPlaceholder(entry.value) else { return nil }
      guard let budget = effective(for: entry, table: table.name, layer: table.layer, catalog: catalog) else {
        guard table.layer.locale == catalog.developmentLanguage, !unbudgetedTables.contains(table.name),
          !key.hasSuffix(".accessibilityLabel")
        else { return nil }
        return LintFinding(
          rule: .missingBudget, at: entry.keyLocation, layer: table.layer, table: table.name, key: key,
          message:
            "\"\(key)\" has no length budget: add \"Budget: N characters.\" to its comment (buttons too), "
            + "so every locale is measured against it")
      }
      guard budget.isExceeded(by: entry.value) else { return nil }
      let length = budget.measure(entry.value)
      return LintFinding(
        rule: .overBudget, at: entry.location, layer: table.layer, table: table.name, key: key,
        message:
          "\(length)/\(budget.limit) \(budget.unit.name): \(length - budget.limit) over the budget "
          + "in its comment: \"\(QuotedValue.text(entry.value))\"")
    }
  }
}
