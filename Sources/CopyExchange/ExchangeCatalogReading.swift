import StringTables
import TextSafety

/// Reads translations back from a String Catalog: `TABLE.xcstrings` for the base copy,
/// `TABLE.VARIANT.xcstrings` (or `variants/VARIANT/TABLE.xcstrings`) for a variant.
///
/// The copy keeps one value per key: a localization with variations is taken when every case has
/// the same value, and refused otherwise, naming every key and variation the copy cannot hold; a
/// localization with `substitutions` (`%#@count@` and its plural cases) is refused by name.
enum ExchangeCatalogReading {
  static func units(bytes: [UInt8], path: String, context: ImportContext) throws(ExchangeError)
    -> [IncomingUnit]
  {
    let development = context.developmentLanguage
    let catalog: StringCatalog
    do {
      catalog = try StringCatalog(bytes: bytes, path: path)
    } catch {
      throw .copy(error)
    }
    guard LocaleTag.match(catalog.sourceLanguage, among: [development]) == .locale(development) else {
      throw .unknown(
        SourceLocation(file: path, line: 0, column: 0),
        message:
          "sourceLanguage is \(ExchangeError.shown(catalog.sourceLanguage)), the copy's is \(development)")
    }
    let (table, variant) = try tableAndVariant(path, context: context)
    var units: [IncomingUnit] = []
    var refused: [String] = []
    var firstRefusedLine = 0
    var untranslatable: [CatalogString] = []
    for string in catalog.strings {
      let sourceLocalization = string.localizations.first {
        LocaleTag.match($0.key, among: [development]) == .locale(development)
      }
      if string.shouldTranslate == false,
        string.localizations.keys.contains(where: { $0 != sourceLocalization?.key })
      {
        untranslatable.append(string)
        continue
      }
      let sourceValue = sourceLocalization.flatMap { single($0.value) }?.value
      for language in string.localizations.keys.sorted() where language != sourceLocalization?.key {
        guard let localization = string.localizations[language] else { continue }
        let locale = try context.locale(
          language, path: path, line: localization.location.line, what: "language")
        guard let unit = single(localization) else {
          refused.append(
            "\(ExchangeError.shown(string.key)) (\(language): \(described(localization)))")
          if firstRefusedLine == 0 { firstRefusedLine = localization.location.line }
          continue
        }
        units.append(
          IncomingUnit(
            path: TablePath(layer: CopyLayer(locale: locale, variant: variant), table: table),
            key: string.key,
            source: sourceValue, target: unit.value, origin: path, line: unit.location.line,
            column: unit.location.column, status: TranslationStatus.catalog(unit.state), state: unit.state))
      }
    }
    if let first = untranslatable.sorted(by: { $0.location.line < $1.location.line }).first {
      let named = untranslatable.sorted { $0.location.line < $1.location.line }.map { string in
        "\(table)/\(ExchangeError.shown(string.key)) (line \(string.location.line): "
          + string.localizations.keys.sorted().filter { $0 != development }.joined(separator: ", ") + ")"
      }
      throw .unknown(
        first.location,
        message:
          "\"shouldTranslate\": false marks text no translation may change, yet these keys carry translations: \(named.joined(separator: "; ")); take them out of the file or the mark off the key"
      )
    }
    if !refused.isEmpty {
      throw .unknown(
        SourceLocation(file: path, line: firstRefusedLine, column: 0),
        message:
          "variations or substitutions the copy cannot hold (its tables keep one value per key; give every case the same value or one plain value): "
          + refused.joined(separator: "; "))
    }
    return units
  }

  /// The one value a localization holds: its string unit, or the value every variation case shares
  /// (the least final state of them); nil when cases differ or it uses substitutions.
  static func single(_ localization: CatalogLocalization) -> CatalogStringUnit? {
    // A string unit with substitutions (`%#@count@` and its plural cases) is more than one value.
    if let unit = localization.stringUnit, localization.variations.isEmpty, localization.substitutions.isEmpty
    {
      return unit
    }
    guard localization.substitutions.isEmpty, localization.stringUnit == nil else { return nil }
    var found: CatalogStringUnit?
    for kind in localization.variations.keys.sorted() {
      for name in (localization.variations[kind] ?? [:]).keys.sorted() {
        guard let inner = localization.variations[kind]?[name], let unit = single(inner) else { return nil }
        if let earlier = found {
          guard earlier.value == unit.value else { return nil }
          if TranslationStatus.catalog(unit.state) > TranslationStatus.catalog(earlier.state) { found = unit }
        } else {
          found = unit
        }
      }
    }
    return found
  }

  /// `device iphone, device ipad/plural one` …: every case of a localization, for an error.
  static func cases(_ localization: CatalogLocalization, prefix: String = "") -> [String] {
    var names: [String] = []
    for kind in localization.variations.keys.sorted() {
      for name in (localization.variations[kind] ?? [:]).keys.sorted() {
        let label = prefix + "\(kind) \(name)"
        guard let inner = localization.variations[kind]?[name] else { continue }
        let deeper = cases(inner, prefix: label + "/")
        names += deeper.isEmpty ? [label] : deeper
      }
    }
    for name in localization.substitutions.keys.sorted() { names.append(prefix + "substitution %#@\(name)@") }
    return names
  }

  static func described(_ localization: CatalogLocalization) -> String {
    let names = cases(localization)
    return names.isEmpty ? "no value" : names.map(ExchangeError.shown).joined(separator: ", ")
  }

  /// The table and variant a catalog's file name gives.
  static func tableAndVariant(_ path: String, context: ImportContext) throws(ExchangeError) -> (
    String, String?
  ) {
    let parts = path.split(separator: "/").map(String.init)
    var name = String((parts.last ?? "").dropLast(".xcstrings".count))
    var variant: String?
    if parts.count >= 3 && parts[parts.count - 3] == "variants" {
      variant = parts[parts.count - 2]
    } else if let dot = name.lastIndex(of: "."),
      context.variants.contains(String(name[name.index(after: dot)...]))
    {
      variant = String(name[name.index(after: dot)...])
      name = String(name[..<dot])
    }
    let relative =
      (variant.map { "variants/\($0)/" } ?? "") + "\(context.developmentLanguage).lproj/\(name).strings"
    let source = try TablePath.parse(relative)
    return (source.table, source.layer.variant)
  }
}
