import StringTables
import TextSafety

/// What a reader needs to know about the copy an import goes into.
public struct ImportContext: Sendable {
  /// The copy's source language (`en`): never a target.
  public var developmentLanguage: String
  /// The copy's locales, which language tags in files are matched to.
  public var locales: [String]
  /// The copy's variants (a String Catalog named `TABLE.VARIANT.xcstrings` belongs to one).
  public var variants: [String]

  /// Creates a context.
  public init(developmentLanguage: String, locales: [String], variants: [String] = []) {
    self.developmentLanguage = developmentLanguage
    self.locales = locales
    self.variants = variants
  }

  /// The context of a loaded copy.
  public init(_ catalog: CopyCatalog) {
    self.init(
      developmentLanguage: catalog.developmentLanguage, locales: catalog.locales, variants: catalog.variants)
  }

  /// The copy locale a file's language tag names (`ko-KR` → `ko`); an ambiguous or unknown tag, or
  /// the development language as a target, is refused.
  func locale(_ tag: String, path: String, line: Int, what: String) throws(ExchangeError) -> String {
    let shown = ExchangeError.shown(tag)
    switch LocaleTag.match(tag, among: locales) {
    case .locale(let locale):
      guard locale != developmentLanguage else {
        throw .unknown(
          SourceLocation(file: path, line: line, column: 0),
          message:
            "\(what) \(shown) is the development language \(developmentLanguage): importing it would rewrite the source text"
        )
      }
      return locale
    case .ambiguous(let candidates):
      throw .unknown(
        SourceLocation(file: path, line: line, column: 0),
        message:
          "\(what) \(shown) could be any of \(candidates.joined(separator: ", ")); name one of them exactly")
    case .none:
      throw .unknown(
        SourceLocation(file: path, line: line, column: 0),
        message:
          "\(what) \(shown) matches no locale of the copy (\(locales.joined(separator: ", "))); add its .lproj folder first"
      )
    }
  }
}

/// Reads translations back from an exported file (XLIFF, CSV or String Catalog), chosen by its extension.
public enum ExchangeReading {
  /// The incoming units of a file, empty and not-final targets included (the plan keeps them out).
  public static func units(bytes: [UInt8], path: String, context: ImportContext) throws(ExchangeError)
    -> [IncomingUnit]
  {
    let lower = path.lowercased()
    if lower.hasSuffix(".xliff") || lower.hasSuffix(".xlf") {
      return try xliff(bytes: bytes, path: path, context: context)
    }
    if lower.hasSuffix(".csv") { return try csv(bytes: bytes, path: path, context: context) }
    if lower.hasSuffix(".xcstrings") {
      return try ExchangeCatalogReading.units(bytes: bytes, path: path, context: context)
    }
    throw .badFile(
      SourceLocation(file: path, line: 0, column: 0),
      message: "unknown kind of file (expected .xliff, .csv or .xcstrings)")
  }

  static func xliff(bytes: [UInt8], path: String, context: ImportContext) throws(ExchangeError)
    -> [IncomingUnit]
  {
    let development = context.developmentLanguage
    let document: XLIFFDocument
    do {
      document = try XLIFFDocument(bytes: bytes)
    } catch {
      throw .badFile(error.location(in: path), message: error.message)
    }
    var units: [IncomingUnit] = []
    for file in document.files {
      // The PO header po2xliff -t carries over, in a <file> of its own: not a translation.
      let translations = file.units.filter { $0.restype != XLIFFDocument.poHeaderType }
      if translations.isEmpty && XLIFFDocument.isFromPO(file.original) { continue }
      let source: TablePath
      do {
        source = try TablePath.parse(file.original)
      } catch {
        throw error.named(by: "<file original>", at: SourceLocation(file: path, line: file.line, column: 0))
      }
      let sourceLanguage = LocaleTag.match(file.sourceLanguage, among: [development])
      guard source.layer.locale == development, sourceLanguage == .locale(development) else {
        throw .unknown(
          SourceLocation(file: path, line: file.line, column: 0),
          message:
            "<file> must translate from \(development) (original \(ExchangeError.shown(file.original)), source-language \(ExchangeError.shown(file.sourceLanguage)))"
        )
      }
      guard let language = file.targetLanguage else {
        throw .unknown(
          SourceLocation(file: path, line: file.line, column: 0), message: "<file> has no target-language")
      }
      let locale = try context.locale(language, path: path, line: file.line, what: "target-language")
      let target = TablePath(
        layer: CopyLayer(locale: locale, variant: source.layer.variant), table: source.table)
      for unit in translations {
        // No <target> at all is not translated, as an empty one is; approved="no" is not final whatever
        // the state says.
        var status = TranslationStatus.xliff(unit.state)
        var state = unit.state
        if unit.approved == "no", status == .translated {
          status = .needsReview
          state = "approved=\"no\"" + (unit.state.map { ", state=\"\($0)\"" } ?? "")
        }
        units.append(
          IncomingUnit(
            path: target, key: unit.id, source: unit.source, target: unit.target ?? "", origin: path,
            line: unit.line, column: unit.column, status: status, state: state))
      }
    }
    return units
  }

  static func csv(bytes: [UInt8], path: String, context: ImportContext) throws(ExchangeError)
    -> [IncomingUnit]
  {
    let separator = CSVReader.separator(of: bytes)
    let records: [CSVReader.Record]
    do {
      records = try CSVReader.parse(bytes, separator: separator)
    } catch {
      throw .badFile(error.location(in: path), message: error.message)
    }
    guard let header = records.first else {
      throw .badFile(SourceLocation(file: path, line: 0, column: 0), message: "the file is empty")
    }
    var columns = ExchangeExport.csvColumns
    let found = header.fields.map(CSVEscaping.restore)
    if found == columns + [ExchangeExport.csvStateColumn] { columns = found }
    guard found == columns else {
      throw .badFile(
        SourceLocation(file: path, line: header.line, column: 1),
        message:
          "expected the header \(columns.joined(separator: ",")) (fields separated by ',' or ';'); read with '\(separator)' as the separator it has \(found.count) field\(found.count == 1 ? "" : "s"): \(ExchangeError.shown(found.joined(separator: " | ")))"
      )
    }
    var units: [IncomingUnit] = []
    for record in records.dropFirst() {
      guard record.fields.count == columns.count else {
        throw .badFile(
          SourceLocation(file: path, line: record.line, column: 1),
          message:
            "expected \(columns.count) fields separated by '\(separator)', found \(record.fields.count)")
      }
      let field = record.fields.map(CSVEscaping.restore)
      let target = field[5]
      let formulaStart = CSVEscaping.formulaStart(record.fields[5])
      if LocaleTag.match(field[0], among: [context.developmentLanguage])
        == .locale(context.developmentLanguage)
      {
        // The development language is the source: a row of it may come back unchanged, never edited.
        if target.isEmpty || target == field[4] { continue }
        _ = try context.locale(field[0], path: path, line: record.line, what: "locale")
      }
      let locale = try context.locale(field[0], path: path, line: record.line, what: "locale")
      let layerPath =
        (field[1].isEmpty ? "" : "variants/\(field[1])/") + "\(locale).lproj/\(field[2]).strings"
      let table: TablePath
      do {
        table = try TablePath.parse(layerPath)
      } catch {
        throw error.named(by: "the row's table", at: SourceLocation(file: path, line: record.line, column: 1))
      }
      var unit = IncomingUnit(
        path: table, key: field[3], source: field[4], target: target, origin: path,
        line: record.line)
      unit.formulaStart = formulaStart
      units.append(unit)
    }
    return units
  }
}
