import StringTables

/// Reads translations back from an exported file (XLIFF, CSV or String Catalog), chosen by its extension.
public enum ExchangeReading {
  /// The incoming units of a file; `developmentLanguage` is the copy's source language.
  public static func units(bytes: [UInt8], path: String, developmentLanguage: String) throws(ExchangeError)
    -> [IncomingUnit]
  {
    let lower = path.lowercased()
    if lower.hasSuffix(".xliff") || lower.hasSuffix(".xlf") {
      return try xliff(bytes: bytes, path: path, developmentLanguage: developmentLanguage)
    }
    if lower.hasSuffix(".csv") { return try csv(bytes: bytes, path: path) }
    if lower.hasSuffix(".xcstrings") {
      return try catalog(bytes: bytes, path: path, developmentLanguage: developmentLanguage)
    }
    throw .badFile(
      path: path, line: 0, column: 0, message: "unknown kind of file (expected .xliff, .csv or .xcstrings)")
  }

  static func xliff(bytes: [UInt8], path: String, developmentLanguage: String) throws(ExchangeError)
    -> [IncomingUnit]
  {
    let document: XLIFFDocument
    do {
      document = try XLIFFDocument(bytes: bytes)
    } catch {
      throw .badFile(path: path, line: error.line, column: error.column, message: error.message)
    }
    var units: [IncomingUnit] = []
    for file in document.files {
      let source = try TablePath.parse(file.original)
      guard source.layer.locale == developmentLanguage, file.sourceLanguage == developmentLanguage else {
        throw .unknown(
          path: path, line: file.line,
          message:
            "<file> must translate from \(developmentLanguage) (original \(ExchangeError.shown(file.original)), source-language \(ExchangeError.shown(file.sourceLanguage)))"
        )
      }
      guard let language = file.targetLanguage else {
        throw .unknown(path: path, line: file.line, message: "<file> has no target-language")
      }
      let target: TablePath
      do {
        try CopyNames.validateLocale(language, path: path)
        target = TablePath(
          layer: CopyLayer(locale: language, variant: source.layer.variant), table: source.table)
      } catch {
        throw .unsafePath(path, error.message)
      }
      for unit in file.units {
        guard let value = unit.target else { continue }
        units.append(
          IncomingUnit(
            path: target, key: unit.id, source: unit.source, target: value, origin: path, line: unit.line))
      }
    }
    return units
  }

  static func csv(bytes: [UInt8], path: String) throws(ExchangeError) -> [IncomingUnit] {
    let records: [CSVReader.Record]
    do {
      records = try CSVReader.parse(bytes)
    } catch {
      throw .badFile(path: path, line: error.line, column: error.column, message: error.message)
    }
    guard let header = records.first else {
      throw .badFile(path: path, line: 0, column: 0, message: "the file is empty")
    }
    let columns = ExchangeExport.csvColumns
    guard header.fields.map(CSVEscaping.restore) == columns else {
      throw .badFile(
        path: path, line: header.line, column: 1,
        message: "expected the header \(columns.joined(separator: ","))")
    }
    var units: [IncomingUnit] = []
    for record in records.dropFirst() {
      guard record.fields.count == columns.count else {
        throw .badFile(
          path: path, line: record.line, column: 1,
          message: "expected \(columns.count) fields, found \(record.fields.count)")
      }
      let field = record.fields.map(CSVEscaping.restore)
      let target = field[5]
      if target.isEmpty { continue }
      let layerPath =
        (field[1].isEmpty ? "" : "variants/\(field[1])/") + "\(field[0]).lproj/\(field[2]).strings"
      units.append(
        IncomingUnit(
          path: try TablePath.parse(layerPath), key: field[3], source: field[4], target: target, origin: path,
          line: record.line))
    }
    return units
  }

  static func catalog(bytes: [UInt8], path: String, developmentLanguage: String) throws(ExchangeError)
    -> [IncomingUnit]
  {
    let catalog: StringCatalog
    do {
      catalog = try StringCatalog(bytes: bytes, path: path)
    } catch {
      throw .copy(error)
    }
    guard catalog.sourceLanguage == developmentLanguage else {
      throw .unknown(
        path: path, line: 0,
        message:
          "sourceLanguage is \(ExchangeError.shown(catalog.sourceLanguage)), the copy's is \(developmentLanguage)"
      )
    }
    let parts = path.split(separator: "/").map(String.init)
    let table = String((parts.last ?? "").dropLast(".xcstrings".count))
    let variant = parts.count >= 3 && parts[parts.count - 3] == "variants" ? parts[parts.count - 2] : nil
    let relative = (variant.map { "variants/\($0)/" } ?? "") + "\(developmentLanguage).lproj/\(table).strings"
    let source = try TablePath.parse(relative)
    var units: [IncomingUnit] = []
    for string in catalog.strings {
      let sourceValue = string.localizations[developmentLanguage]?.stringUnit?.value
      for language in string.localizations.keys.sorted() {
        guard let value = string.localizations[language]?.stringUnit?.value else { continue }
        do {
          try CopyNames.validateLocale(language, path: path)
        } catch {
          throw .unsafePath(path, error.message)
        }
        units.append(
          IncomingUnit(
            path: TablePath(layer: CopyLayer(locale: language, variant: source.layer.variant), table: table),
            key: string.key, source: sourceValue, target: value, origin: path,
            line: string.location.line))
      }
    }
    return units
  }
}
