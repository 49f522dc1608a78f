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

  /// The files of `format` for `catalog`.
  public static func files(_ catalog: CopyCatalog, format: ExchangeFormat) -> [ExportFile] {
    switch format {
    case .xliff: return xliff(catalog)
    case .xcstrings: return catalogs(catalog)
    case .csv: return [csv(catalog)]
    case .infoplistXcstrings: return [InfoPlistExport.catalog(catalog)]
    case .infoplistStrings: return InfoPlistExport.stringsFiles(catalog)
    }
  }

  /// One `LOCALE.xliff` per locale, one `<file>` per table and variant.
  static func xliff(_ catalog: CopyCatalog) -> [ExportFile] {
    let development = catalog.developmentLanguage
    return catalog.locales.map { locale in
      var files: [XLIFFDocument.File] = []
      for variant in [nil] + catalog.variants.map(Optional.some) {
        let units = ExchangeUnits.collect(catalog, layer: CopyLayer(locale: locale, variant: variant))
        var tables: [String] = []
        for unit in units where !tables.contains(unit.table) { tables.append(unit.table) }
        for table in tables {
          let original = TablePath(layer: CopyLayer(locale: development, variant: variant), table: table)
          files.append(
            XLIFFDocument.File(
              original: original.relative, sourceLanguage: development, targetLanguage: locale,
              units: units.filter { $0.table == table }.map {
                XLIFFDocument.Unit(id: $0.key, source: $0.source, target: $0.target, note: $0.comment)
              }))
        }
      }
      return ExportFile(path: "\(locale).xliff", text: XLIFFDocument(files: files).xml())
    }
  }

  /// All units as one CSV file with a header row (UTF-8 with a byte-order mark, for spreadsheets).
  static func csv(_ catalog: CopyCatalog) -> ExportFile {
    var text = "\u{FEFF}" + CSVEscaping.record(csvColumns)
    for unit in ExchangeUnits.collect(catalog) {
      text += CSVEscaping.record([
        unit.layer.locale, unit.layer.variant ?? "", unit.table, unit.key, unit.source, unit.target ?? "",
        unit.comment ?? "",
      ])
    }
    return ExportFile(path: "copy.csv", text: text)
  }

  /// One String Catalog per table: `TABLE.xcstrings`, and `variants/NAME/TABLE.xcstrings` for variants.
  static func catalogs(_ catalog: CopyCatalog) -> [ExportFile] {
    var files: [ExportFile] = []
    for variant in [nil] + catalog.variants.map(Optional.some) {
      var units: [ExchangeUnit] = []
      for locale in catalog.locales {
        units += ExchangeUnits.collect(catalog, layer: CopyLayer(locale: locale, variant: variant))
      }
      for table in Set(units.map(\.table)).sorted() {
        let text = StringCatalogText.make(
          sourceLanguage: catalog.developmentLanguage, units: units.filter { $0.table == table })
        files.append(
          ExportFile(path: (variant.map { "variants/\($0)/" } ?? "") + table + ".xcstrings", text: text))
      }
    }
    return files
  }
}

/// The JSON of a String Catalog made from units of one table.
enum StringCatalogText {
  static func make(sourceLanguage: String, units: [ExchangeUnit]) -> String {
    var strings: [String: JSONValue] = [:]
    var comments: [String: String] = [:]
    var localizations: [String: [String: JSONValue]] = [:]
    for unit in units {
      if comments[unit.key] == nil, let comment = unit.comment { comments[unit.key] = comment }
      var byLocale = localizations[unit.key] ?? [:]
      if let target = unit.target {
        byLocale[unit.layer.locale] = .object([
          "stringUnit": .object(["state": .string("translated"), "value": .string(target)])
        ])
      }
      localizations[unit.key] = byLocale
    }
    for (key, byLocale) in localizations {
      var members: [String: JSONValue] = ["localizations": .object(byLocale)]
      if let comment = comments[key] { members["comment"] = .string(comment) }
      members["extractionState"] = .string("manual")
      strings[key] = .object(members)
    }
    let root = JSONValue.object([
      "sourceLanguage": .string(sourceLanguage), "strings": .object(strings), "version": .string("1.0"),
    ])
    return root.text() + "\n"
  }
}
