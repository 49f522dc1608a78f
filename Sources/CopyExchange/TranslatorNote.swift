import CopyLint

/// Translator notes with the length budget stated in the unit lint measures each locale in:
/// `Budget: 40 characters` for Latin-script locales, `Budget: 40 display columns (…)` for ja, ko
/// and zh, never a bare number and never English's unit for a CJK locale.
public enum TranslatorNote {
  /// How a display-column budget is explained to a translator.
  public static let displayColumnsExplained =
    "display columns (a CJK character counts 2, Latin letters and spaces 1)"

  /// The budget lint applies to a value in `locale` whose comment is `comment`.
  public static func budget(_ comment: String?, locale: String) -> CopyBudget? {
    CopyBudget.parse(comment: comment, locale: locale)
  }

  /// `Budget: 40 characters` or `Budget: 40 display columns (…)`.
  public static func statement(_ budget: CopyBudget) -> String { "Budget: " + amount(budget) }

  /// `40 characters` or `40 display columns (…)`.
  static func amount(_ budget: CopyBudget) -> String { amount(budget.limit, budget.unit) }

  static func amount(_ limit: Int, _ unit: CopyBudget.Unit) -> String {
    switch unit {
    case .characters: return "\(limit) characters"
    case .displayColumns: return "\(limit) " + displayColumnsExplained
    case .lines(let width): return "\(limit) lines of \(width) " + displayColumnsExplained
    }
  }

  /// The note for one locale: `comment` with its budget restated in the unit lint uses for `locale`.
  public static func note(_ comment: String?, locale: String) -> String? {
    guard let comment, let budget = budget(comment, locale: locale), let span = budgetSpan(in: comment) else {
      return comment
    }
    var note = comment
    note.replaceSubrange(span, with: statement(budget))
    return note
  }

  /// `comment` stating `budget` (the one lint measures the value against): its own `Budget:` restated,
  /// or the statement added at its end when it states none.
  public static func budgeted(_ comment: String?, budget: CopyBudget?) -> String? {
    guard let budget else { return comment }
    guard let comment, !comment.isEmpty else { return statement(budget) + "." }
    guard let span = budgetSpan(in: comment) else {
      let trimmed = String(comment.reversed().drop { $0 == " " }.reversed())
      return trimmed + (trimmed.hasSuffix(".") ? " " : ". ") + statement(budget) + "."
    }
    var note = comment
    note.replaceSubrange(span, with: statement(budget))
    return note
  }

  /// The development language's comment as a new entry of `locale` carries it: its budget in the
  /// unit lint uses for that locale when a comment names none (display columns for ja, ko and zh, the
  /// same number), stated. Import appends keys with it, `init` writes it, exports show it for a key
  /// the locale does not have yet.
  public static func restated(_ comment: String?, locale: String) -> String? {
    guard let comment, let budget = budget(comment, locale: locale), let span = budgetSpan(in: comment),
      let localeUnit = CopyBudget.parse(comment: "Budget: 1", locale: locale)?.unit
    else { return comment }
    let unit = budget.unit.isLocaleNeutral ? budget.unit : localeUnit
    var note = comment
    note.replaceSubrange(span, with: "Budget: " + amount(budget.limit, unit))
    return note
  }

  /// One note for all locales (a String Catalog has one comment per key): the development language's
  /// comment with its budget restated for each group of locales that share a limit and unit.
  public static func sharedNote(_ comments: [(locale: String, comment: String?)], development: String)
    -> String?
  {
    guard let base = comments.first(where: { $0.locale == development })?.comment ?? comments.first?.comment
    else { return nil }
    var groups: [(budget: CopyBudget, locales: [String])] = []
    for (locale, comment) in comments {
      guard let budget = budget(comment ?? base, locale: locale) else { continue }
      if let index = groups.firstIndex(where: { $0.budget == budget }) {
        groups[index].locales.append(locale)
      } else {
        groups.append((budget, [locale]))
      }
    }
    guard !groups.isEmpty else { return base }
    let stated: String
    if groups.count == 1, let only = groups.first {
      stated = statement(only.budget)
    } else {
      stated =
        "Budget: "
        + groups.map { amount($0.budget) + " in " + $0.locales.joined(separator: ", ") }.joined(
          separator: "; ")
    }
    guard let span = budgetSpan(in: base) else {
      return base + (base.hasSuffix(".") ? " " : ". ") + stated + "."
    }
    var note = base
    note.replaceSubrange(span, with: stated)
    return note
  }

  /// The range of `Budget: N [characters | display columns (…) | lines of W display columns (…)]` in a
  /// comment.
  static func budgetSpan(in comment: String) -> Range<String.Index>? {
    guard let start = comment.firstRange(of: "Budget:") else { return nil }
    var index = start.upperBound
    while index < comment.endIndex, comment[index] == " " { index = comment.index(after: index) }
    let digitsStart = index
    while index < comment.endIndex, comment[index].isASCII, comment[index].isNumber {
      index = comment.index(after: index)
    }
    guard index > digitsStart else { return nil }
    var end = index
    while index < comment.endIndex, comment[index] == " " { index = comment.index(after: index) }
    let rest = comment[index...].lowercased()
    var units = ["display columns", "display column", "characters", "character"]
    if let width = CopyBudget.linesWidth(rest) {
      let lines = rest.hasPrefix("lines") ? "lines" : "line"
      let spaces = rest.dropFirst("\(lines) of \(width)".count).prefix { $0 == " " }.count
      units = ["\(lines) of \(width)" + String(repeating: " ", count: spaces) + "display columns"]
      if !rest.hasPrefix(units[0]) { units[0].removeLast() }
    }
    for unit in units where rest.hasPrefix(unit) {
      end = comment.index(index, offsetBy: unit.count)
      var after = end
      while after < comment.endIndex, comment[after] == " " { after = comment.index(after: after) }
      if unit.contains("display"), after < comment.endIndex, comment[after] == "(",
        let close = comment[after...].firstIndex(of: ")")
      {
        end = comment.index(after: close)
      }
      break
    }
    return start.lowerBound..<end
  }
}
