import StringTables
import TerminalKit
import TextSafety

/// The length budget a translator comment states: `Budget: 40 characters.` or
/// `Budget: 40 display columns` (a CJK character counts two), COPY-budget.
public struct CopyBudget: Sendable, Hashable {
  /// How a value is measured.
  public enum Unit: String, Sendable, Hashable {
    /// Characters (grapheme clusters), for Latin-script copy.
    case characters
    /// Terminal display columns: a CJK or Hangul character counts 2.
    case displayColumns = "display columns"
  }

  /// The most a value may measure.
  public var limit: Int
  /// How it is measured.
  public var unit: Unit

  /// The budget a comment states, if any.
  ///
  /// Without a unit, CJK locales (ja, ko, zh) count display columns and every other locale counts
  /// characters.
  public static func parse(comment: String?, locale: String) -> CopyBudget? {
    guard let comment, let range = comment.range(of: "Budget:") else { return nil }
    let rest = comment[range.upperBound...].drop { $0 == " " }
    let digits = rest.prefix { $0.isASCII && $0.isNumber }
    guard !digits.isEmpty, digits.count < 7, let limit = Int(digits) else { return nil }
    let after = rest.dropFirst(digits.count).drop { $0 == " " }.lowercased()
    let unit: Unit
    if after.hasPrefix("display column") {
      unit = .displayColumns
    } else if after.hasPrefix("character") {
      unit = .characters
    } else {
      let language = locale.split(separator: "-").first.map(String.init) ?? locale
      unit = ["ja", "ko", "zh"].contains(language) ? .displayColumns : .characters
    }
    return CopyBudget(limit: limit, unit: unit)
  }

  /// The length of a value in this budget's unit (placeholders count as written).
  public func measure(_ value: String) -> Int {
    switch unit {
    case .characters: return value.count
    case .displayColumns: return DisplayWidth.of(value)
    }
  }

  /// True when the value is longer than the budget.
  public func isExceeded(by value: String) -> Bool { measure(value) > limit }

  /// COPY-budget findings for every entry of a table over its stated budget; a stand-in nobody has
  /// written yet is `COPY-unwritten`, not over budget.
  static func check(_ table: CopyTable) -> [LintFinding] {
    table.entries.keys.sorted().compactMap { key in
      guard let entry = table.entries[key], !UnwrittenText.isPlaceholder(entry.value),
        let budget = parse(comment: entry.comment, locale: table.layer.locale),
        budget.isExceeded(by: entry.value)
      else { return nil }
      let length = budget.measure(entry.value)
      return LintFinding(
        rule: .overBudget, at: entry.location, layer: table.layer, table: table.name, key: key,
        message:
          "\(length)/\(budget.limit) \(budget.unit.rawValue): \(length - budget.limit) over the budget "
          + "in its comment: \"\(ControlCharacters.sanitize(entry.value))\"")
    }
  }
}
