import CopyLint
import StringTables

/// A file an export produces: its path relative to the output and its bytes.
public struct ExportFile: Equatable, Sendable {
  /// The path relative to the output folder (or the output file's own name for a single file).
  public var path: String
  /// The contents.
  public var bytes: [UInt8]

  /// Creates a file.
  public init(path: String, text: String) {
    self.path = path
    self.bytes = Array(text.utf8)
  }
}

/// The formats copy travels to translators and apps in.
public enum ExchangeFormat: String, CaseIterable, Sendable {
  /// XLIFF 1.2, one file per locale, as Xcode exports it.
  case xliff
  /// String Catalogs, one per table (variants under `variants/NAME/`).
  case xcstrings
  /// One CSV file for spreadsheets.
  case csv
  /// The purpose strings and display name as the app's `InfoPlist.xcstrings`.
  case infoplistXcstrings = "infoplist-xcstrings"
  /// The same as `LOCALE.lproj/InfoPlist.strings` per locale, for older projects.
  case infoplistStrings = "infoplist-strings"

  /// Whether the output is one file (else a folder of files).
  public var isSingleFile: Bool { self == .csv || self == .infoplistXcstrings }
}

/// Writes a catalog's copy in an exchange format; the same copy always gives the same bytes.
public enum ExchangeExport {
  /// The CSV columns, in order.
  public static let csvColumns = ["locale", "variant", "table", "key", "source", "target", "comment"]
  /// The column after them an export adds: each row's status as its XLIFF state
  /// (`needs-review-translation`, …), for whoever reads the sheet; import reads sheets with or without it
  /// and does not take it (a spreadsheet has no way to move a state on).
  public static let csvStateColumn = "state"

  /// The files of `format` for `catalog`.
  public static func files(_ catalog: CopyCatalog, format: ExchangeFormat) -> [ExportFile] {
    let rules = LayerRules(catalog: catalog)
    switch format {
    case .xliff: return xliff(catalog, rules: rules)
    case .xcstrings: return catalogs(catalog, rules: rules)
    case .csv: return [csv(catalog, rules: rules)]
    case .infoplistXcstrings: return [InfoPlistExport.catalog(catalog)]
    case .infoplistStrings: return InfoPlistExport.stringsFiles(catalog)
    }
  }

  /// One `LOCALE.xliff` per locale but the development language (its text is every file's source),
  /// one `<file>` per table and variant; every target states its status, every note its budget in
  /// the unit lint uses for the locale.
  static func xliff(_ catalog: CopyCatalog, rules: LayerRules) -> [ExportFile] {
    let development = catalog.developmentLanguage
    return catalog.locales.filter { $0 != development }.map { locale in
      var files: [XLIFFDocument.File] = []
      for variant in [nil] + catalog.variants.map(Optional.some) {
        let units = ExchangeUnits.collect(
          catalog, layer: CopyLayer(locale: locale, variant: variant), rules: rules)
        var tables: [String] = []
        for unit in units where !tables.contains(unit.table) { tables.append(unit.table) }
        for table in tables {
          let original = TablePath(layer: CopyLayer(locale: development, variant: variant), table: table)
          files.append(
            XLIFFDocument.File(
              original: original.relative, sourceLanguage: development, targetLanguage: locale,
              units: units.filter { $0.table == table }.map {
                XLIFFDocument.Unit(
                  id: $0.key, source: $0.source, target: $0.exportedTarget,
                  note: TranslatorNote.note($0.comment, locale: locale), state: $0.status.xliffState)
              }))
        }
      }
      return ExportFile(path: "\(locale).xliff", text: XLIFFDocument(files: files).xml())
    }
  }

  /// All units but the development language's as one CSV file with a header row (UTF-8 with a
  /// byte-order mark, for spreadsheets); a target not written yet is empty.
  static func csv(_ catalog: CopyCatalog, rules: LayerRules) -> ExportFile {
    var text = "\u{FEFF}" + CSVEscaping.record(csvColumns + [csvStateColumn])
    for unit in ExchangeUnits.collect(catalog, rules: rules)
    where unit.layer.locale != catalog.developmentLanguage {
      text += CSVEscaping.record([
        unit.layer.locale, unit.layer.variant ?? "", unit.table, unit.key, unit.source, unit.exportedTarget,
        TranslatorNote.note(unit.comment, locale: unit.layer.locale) ?? "", unit.status.xliffState,
      ])
    }
    return ExportFile(path: "copy.csv", text: text)
  }

  /// One String Catalog per table and variant, side by side so one Xcode target can hold them all:
  /// `TABLE.xcstrings` for the base copy, `TABLE.VARIANT.xcstrings` (table `TABLE.VARIANT`) for a variant.
  static func catalogs(_ catalog: CopyCatalog, rules: LayerRules) -> [ExportFile] {
    var files: [ExportFile] = []
    for variant in [nil] + catalog.variants.map(Optional.some) {
      var units: [ExchangeUnit] = []
      for locale in catalog.locales {
        units += ExchangeUnits.collect(
          catalog, layer: CopyLayer(locale: locale, variant: variant), rules: rules)
      }
      for table in Set(units.map(\.table)).sorted() {
        let text = StringCatalogText.make(
          sourceLanguage: catalog.developmentLanguage, units: units.filter { $0.table == table })
        files.append(ExportFile(path: catalogName(table: table, variant: variant), text: text))
      }
    }
    return files
  }

  /// `Primer.xcstrings`, or `Primer.relevance.xcstrings` for the variant `relevance`.
  public static func catalogName(table: String, variant: String?) -> String {
    table + (variant.map { ".\($0)" } ?? "") + ".xcstrings"
  }
}

/// The JSON of a String Catalog made from units of one table: every localization states its status
/// (`translated`, `needs_review`, `new` with an empty value), and the one comment per key states the
/// budget for each locale in the unit lint uses there.
enum StringCatalogText {
  static func make(sourceLanguage: String, units: [ExchangeUnit]) -> String {
    var strings: [String: JSONValue] = [:]
    var comments: [String: [(locale: String, comment: String?)]] = [:]
    var localizations: [String: [String: JSONValue]] = [:]
    var order: [String] = []
    for unit in units {
      if localizations[unit.key] == nil { order.append(unit.key) }
      comments[unit.key, default: []].append((unit.layer.locale, unit.comment))
      var byLocale = localizations[unit.key] ?? [:]
      byLocale[unit.layer.locale] = .object([
        "stringUnit": .object([
          "state": .string(unit.status.catalogState), "value": .string(unit.exportedTarget),
        ])
      ])
      localizations[unit.key] = byLocale
    }
    for key in order {
      var members: [String: JSONValue] = ["localizations": .object(localizations[key] ?? [:])]
      if let comment = TranslatorNote.sharedNote(comments[key] ?? [], development: sourceLanguage) {
        members["comment"] = .string(comment)
      }
      members["extractionState"] = .string("manual")
      strings[key] = .object(members)
    }
    let root = JSONValue.object([
      "sourceLanguage": .string(sourceLanguage), "strings": .object(strings), "version": .string("1.0"),
    ])
    return root.text() + "\n"
  }
}
