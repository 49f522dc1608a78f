import StringTables
import TextSafety

/// The checks an import makes on each unit besides lint's: where it goes, what it was translated from,
/// its placeholders, and how a button label or a spreadsheet cell came back.
enum ImportChecks {
  /// Refuses a unit whose locale, variant or table the copy does not take.
  static func known(_ unit: IncomingUnit, catalog: CopyCatalog) throws(ExchangeError) {
    let layer = unit.path.layer
    guard catalog.locales.contains(layer.locale) else {
      throw .unknown(
        unit.location,
        message: "locale \(layer.locale) has no copy in \(catalog.root) (add \(layer.locale).lproj first)")
    }
    if let variant = layer.variant, !catalog.variants.contains(variant) {
      throw .unknown(unit.location, message: "variant \(variant) does not exist in \(catalog.root)")
    }
    guard !ExchangeUnits.lockedTables.contains(unit.path.table) else {
      throw .unknown(
        unit.location,
        message:
          "\(unit.path.relative) is iOS's own text, locked against the verified reference; import does not change it"
      )
    }
  }

  /// The refusal of a unit whose source text is not today's English: a String Catalog holds its English
  /// beside the translations, so there it was most likely edited in the file.
  static func stale(_ unit: IncomingUnit, now: String, catalog: CopyCatalog) -> ExchangeError {
    guard unit.origin.lowercased().hasSuffix(".xcstrings"), let given = unit.source else {
      return .staleTranslation(
        unit.location, key: "\(unit.path.table)/\(unit.key) (\(unit.path.layer))", now: now)
    }
    let english = CopyLayer(locale: catalog.developmentLanguage, variant: unit.path.layer.variant)
    let file =
      catalog.table(unit.path.table, in: english)?.path
      ?? TablePath(layer: english, table: unit.path.table).relative
    return .unknown(
      unit.location,
      message:
        "the \(catalog.developmentLanguage) text of \(unit.path.table)/\(ExchangeError.shown(unit.key)) is \"\(ExchangeError.shown(given))\" here but \"\(ExchangeError.shown(now))\" in \(file): edit the English in \(catalog.developmentLanguage).lproj, not in a translation file (if \(file) changed since the export, export again)"
    )
  }

  /// The placeholders of `target` the development language's `source` does not have (`%@` where English has
  /// none, `%d` where it has `%@`, a second argument): each as written.
  static func extraPlaceholders(_ target: String, source: String) -> [String] {
    guard let placeholders = try? PlaceholderParser.placeholders(target) else { return [] }
    let expected = (try? PlaceholderParser.signature(source)) ?? [:]
    let substitutions = Set(((try? PlaceholderParser.placeholders(source)) ?? []).compactMap(\.substitution))
    var extra: [String] = []
    for placeholder in placeholders {
      if let name = placeholder.substitution {
        if !substitutions.contains(name), !extra.contains(placeholder.text) { extra.append(placeholder.text) }
        continue
      }
      guard let argument = placeholder.argument, let type = placeholder.type else { continue }
      if expected[argument] != type, !extra.contains(placeholder.text) { extra.append(placeholder.text) }
    }
    return extra
  }

  /// One refusal naming every unit with placeholders English does not have (at the first one).
  static func refusal(_ units: [(unit: IncomingUnit, extra: [String])], catalog: CopyCatalog)
    -> ExchangeError?
  {
    guard let first = units.first else { return nil }
    let named = units.map { unit, extra in
      "\(unit.name) has \(extra.map(ExchangeError.shown).joined(separator: " "))"
        + (unit.place == first.unit.place ? "" : " (\(unit.place))")
    }
    return .unknown(
      first.unit.location,
      message:
        "placeholders the \(catalog.developmentLanguage) text does not have: \(named.joined(separator: "; ")); the app passes no value for them"
    )
  }

  /// Whether a key is a button's label (`primer.action`): keys of the app's buttons end in `.action`.
  static func isButtonLabel(_ key: String) -> Bool { key.hasSuffix(".action") }

  /// The warnings on one imported unit.
  static func warnings(_ unit: IncomingUnit) -> [ImportWarning] {
    var warnings: [ImportWarning] = []
    if isButtonLabel(unit.key), let problem = labelSpacing(unit.target) {
      warnings.append(
        ImportWarning(
          unit: unit,
          message:
            "the button label \(unit.name) \"\(ExchangeError.shown(unit.target))\" \(problem): the button shows it; imported anyway"
        ))
    }
    if let start = unit.formulaStart {
      warnings.append(
        ImportWarning(
          unit: unit,
          message:
            "the cell of \(unit.name) starts with '\(start)' without the apostrophe export puts in front: a spreadsheet may have read it as a formula; imported as the text \"\(ExchangeError.shown(unit.target))\""
        ))
    }
    return warnings
  }

  /// What is wrong with the spacing of a button label, if anything.
  static func labelSpacing(_ label: String) -> String? {
    let breaks = label.unicodeScalars.contains { Position.isLineBreak($0) }
    let first = label.unicodeScalars.first.map { $0.properties.isWhitespace } ?? false
    let last = label.unicodeScalars.last.map { $0.properties.isWhitespace } ?? false
    switch (breaks, first || last) {
    case (true, true): return "has a line break and starts or ends with spaces"
    case (true, false): return "has a line break"
    case (false, true):
      return first && last ? "starts and ends with spaces" : first ? "starts with spaces" : "ends with spaces"
    default: return nil
    }
  }
}

/// A warning an import gives on a value it writes all the same.
public struct ImportWarning: Equatable, Sendable {
  /// The unit it concerns.
  public var unit: IncomingUnit
  /// What is wrong, in plain words.
  public var message: String

  /// `ko.csv:4:1: warning: …`.
  public var line: String { "\(unit.place): warning: \(message)" }
}
