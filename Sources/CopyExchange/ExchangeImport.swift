import Foundation
import StringTables
import TextSafety

/// A translation read from an exchange file, with where it came from.
public struct IncomingUnit: Equatable, Sendable {
  /// The table file it belongs in.
  public var path: TablePath
  /// The key.
  public var key: String
  /// The source text the translation was made from (nil when the format carries none).
  public var source: String?
  /// The translated value.
  public var target: String
  /// The file and line it was read from.
  public var origin: String
  public var line: Int

  /// Creates a unit.
  public init(path: TablePath, key: String, source: String?, target: String, origin: String, line: Int) {
    self.path = path
    self.key = key
    self.source = source
    self.target = target
    self.origin = origin
    self.line = line
  }
}

/// One value an import changes.
public struct ImportedChange: Equatable, Sendable {
  /// The table file, relative to the copy folder.
  public var path: TablePath
  /// The key.
  public var key: String
  /// The value before (nil: the key is added).
  public var old: String?
  /// The value after.
  public var new: String
}

/// What an import would write and why: computed completely before anything is written.
public struct ImportPlan: Sendable {
  /// The changed values, in the order they were read.
  public var changes: [ImportedChange]
  /// How many incoming values equal the copy already.
  public var unchanged: Int
  /// New contents per table file (absolute path → bytes), only for files that change.
  public var writes: [(path: String, bytes: [UInt8])]

  /// Checks every incoming unit against the copy (stale source text, unknown keys, refused paths)
  /// and plans the edits; any problem throws before anything is planned to be written.
  public static func make(_ incoming: [IncomingUnit], catalog: CopyCatalog) throws(ExchangeError)
    -> ImportPlan
  {
    var changes: [ImportedChange] = []
    var unchanged = 0
    var seen: [String: IncomingUnit] = [:]
    for unit in incoming {
      let layer = unit.path.layer
      guard catalog.locales.contains(layer.locale) else {
        throw .unknown(
          path: unit.origin, line: unit.line,
          message: "locale \(layer.locale) has no copy in \(catalog.root) (add \(layer.locale).lproj first)")
      }
      if let variant = layer.variant, !catalog.variants.contains(variant) {
        throw .unknown(
          path: unit.origin, line: unit.line, message: "variant \(variant) does not exist in \(catalog.root)")
      }
      guard unit.path.table != ExchangeUnits.lockedTable else {
        throw .unknown(
          path: unit.origin, line: unit.line,
          message:
            "\(unit.path.relative) is iOS's own text, locked against the verified reference; import does not change it"
        )
      }
      let id = unit.path.relative + "\u{0}" + unit.key
      if let earlier = seen[id], earlier.target != unit.target {
        throw .unknown(
          path: unit.origin, line: unit.line,
          message:
            "\(unit.path.table)/\(ExchangeError.shown(unit.key)) for \(layer) is given twice with different values"
        )
      }
      seen[id] = unit
      guard let source = sourceText(catalog, layer: layer, table: unit.path.table, key: unit.key) else {
        throw .unknown(
          path: unit.origin, line: unit.line,
          message:
            "unknown key \(unit.path.table)/\(ExchangeError.shown(unit.key)) (not in the \(catalog.developmentLanguage) copy)"
        )
      }
      if let given = unit.source, given != source {
        throw .staleTranslation(
          path: unit.origin, line: unit.line, key: "\(unit.path.table)/\(unit.key) (\(layer))", now: source)
      }
      let table = catalog.table(unit.path.table, in: layer)
      if let table, table.path.hasSuffix(".xcstrings") {
        throw .unknown(
          path: unit.origin, line: unit.line,
          message: "\(table.path) is a String Catalog; import changes .strings tables only")
      }
      let current = table?.entries[unit.key]?.value
      if current == unit.target {
        unchanged += 1
      } else if !changes.contains(where: { $0.path == unit.path && $0.key == unit.key }) {
        changes.append(ImportedChange(path: unit.path, key: unit.key, old: current, new: unit.target))
      }
    }
    return ImportPlan(
      changes: changes, unchanged: unchanged, writes: try writes(for: changes, catalog: catalog))
  }

  /// The development-language text a layer's key is translated from.
  static func sourceText(_ catalog: CopyCatalog, layer: CopyLayer, table: String, key: String) -> String? {
    let development = catalog.developmentLanguage
    return catalog.table(table, in: CopyLayer(locale: development, variant: layer.variant))?.entries[key]?
      .value
      ?? catalog.table(table, in: CopyLayer(locale: development))?.entries[key]?.value
  }

  private static func writes(for changes: [ImportedChange], catalog: CopyCatalog) throws(ExchangeError)
    -> [(path: String, bytes: [UInt8])]
  {
    var byFile: [TablePath: [ImportedChange]] = [:]
    for change in changes { byFile[change.path, default: []].append(change) }
    var writes: [(path: String, bytes: [UInt8])] = []
    for (path, fileChanges) in byFile.sorted(by: { $0.key.relative < $1.key.relative }) {
      let absolute = try path.resolved(in: catalog.root)
      let development = CopyLayer(locale: catalog.developmentLanguage, variant: path.layer.variant)
      let comment: (String) -> String? = { key in
        catalog.table(path.table, in: development)?.entries[key]?.comment
          ?? catalog.table(path.table, in: CopyLayer(locale: catalog.developmentLanguage))?.entries[key]?
          .comment
      }
      let replaced = Dictionary(
        fileChanges.filter { $0.old != nil }.map { ($0.key, $0.new) }, uniquingKeysWith: { _, last in last })
      let added = fileChanges.filter { $0.old == nil }.map {
        (key: $0.key, value: $0.new, comment: comment($0.key))
      }
      if FileManager.default.fileExists(atPath: absolute) {
        let bytes: [UInt8]
        do {
          bytes = try SafeFile.read(absolute, limit: .table, within: catalog.root)
        } catch {
          throw .badFile(path: absolute, line: 0, column: 0, message: error.message)
        }
        let editor = try StringsEditor(bytes: bytes, path: absolute)
        writes.append((absolute, try editor.applying(replaced, appending: added)))
      } else {
        writes.append((absolute, Array(StringsWriting.file(added).utf8)))
      }
    }
    return writes
  }

  /// One line per change (`ko.lproj/Primer.strings: primer.title: "old" → "new"`), control characters shown.
  public var reportLines: [String] {
    changes.map { change in
      let old = change.old.map { "\"\(ExchangeError.shown($0))\"" } ?? "(new key)"
      return
        "\(change.path.relative): \(ExchangeError.shown(change.key)): \(old) → \"\(ExchangeError.shown(change.new))\""
    }
  }

  /// `N values changed in M files, K unchanged`.
  public var summary: String {
    let files = Set(changes.map(\.path)).count
    return
      "\(changes.count) value\(changes.count == 1 ? "" : "s") changed in \(files) file\(files == 1 ? "" : "s"), \(unchanged) unchanged"
  }
}
