import HostSystem
import StringTables
import TextSafety

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
  /// Units whose status is not accepted (needs review, needs translation, `approved="no"`): kept out, the
  /// copy's value kept.
  public var withheld: [IncomingUnit] = []
  /// Units with an empty target: not translated, the copy's value kept.
  public var untranslated: [IncomingUnit] = []
  /// Every unit taken, changed or already equal to the copy, in the order read, with the state its file
  /// gives it (`translated`, `final`, `signed-off`, …): what a sign-off of imported work reads.
  public var accepted: [IncomingUnit] = []
  /// Lint's errors and warnings on the values the import changes, judged on the copy as it will be
  /// (HIG-n, COPY-budget with a budget inherited from English, …).
  public var findings: [ImportFinding] = []
  /// The import's own warnings: spaces or line breaks around a button label, a CSV cell that starts like a
  /// formula.
  public var warnings: [ImportWarning] = []

  /// Checks every incoming unit against the copy (stale source text, unknown keys, refused paths,
  /// placeholders English does not have) and plans the edits; any problem throws before anything is
  /// planned to be written.
  ///
  /// An empty target is never imported; a target whose status is not in `accepting` (by default
  /// only translated) is not imported unless it equals the copy's value already.
  public static func make(
    _ incoming: [IncomingUnit], catalog: CopyCatalog, accepting: Set<TranslationStatus> = [.translated]
  ) throws(ExchangeError) -> ImportPlan {
    var changes: [ImportedChange] = []
    var changed: [IncomingUnit] = []
    var unchanged = 0
    var withheld: [IncomingUnit] = []
    var untranslated: [IncomingUnit] = []
    var accepted: [IncomingUnit] = []
    var extraPlaceholders: [(unit: IncomingUnit, extra: [String])] = []
    var seen: [String: IncomingUnit] = [:]
    for unit in incoming {
      let layer = unit.path.layer
      try ImportChecks.known(unit, catalog: catalog)
      let id = unit.path.relative + "\u{0}" + unit.key
      if !unit.target.isEmpty, let earlier = seen[id], earlier.target != unit.target {
        throw .unknown(
          unit.location,
          message:
            "\(unit.name) is given twice with different values: \"\(ExchangeError.shown(unit.target))\" here, \"\(ExchangeError.shown(earlier.target))\" at \(earlier.place)"
        )
      }
      if !unit.target.isEmpty { seen[id] = unit }
      guard let source = sourceText(catalog, layer: layer, table: unit.path.table, key: unit.key) else {
        throw .unknown(
          unit.location,
          message:
            "unknown key \(unit.path.table)/\(ExchangeError.shown(unit.key)) (not in the \(catalog.developmentLanguage) copy)"
        )
      }
      let table = catalog.table(unit.path.table, in: layer)
      let current = table?.entries[unit.key]?.value
      if unit.target.isEmpty {
        untranslated.append(unit)
        continue
      }
      if let given = unit.source, given != source {
        throw ImportChecks.stale(unit, now: source, catalog: catalog)
      }
      if current == unit.target {
        unchanged += 1
        if accepting.contains(unit.status) { accepted.append(unit) }
        continue
      }
      guard accepting.contains(unit.status) else {
        withheld.append(unit)
        continue
      }
      accepted.append(unit)
      if let table, table.path.hasSuffix(".xcstrings") {
        throw .unknown(
          unit.location, message: "\(table.path) is a String Catalog; import changes .strings tables only")
      }
      let extra = ImportChecks.extraPlaceholders(unit.target, source: source)
      if !extra.isEmpty { extraPlaceholders.append((unit, extra)) }
      if let index = changes.firstIndex(where: { $0.path == unit.path && $0.key == unit.key }) {
        changed[index] = unit
      } else {
        changes.append(ImportedChange(path: unit.path, key: unit.key, old: current, new: unit.target))
        changed.append(unit)
      }
    }
    if let refusal = ImportChecks.refusal(extraPlaceholders, catalog: catalog) { throw refusal }
    let written = try writes(for: changes, catalog: catalog)
    var plan = ImportPlan(changes: changes, unchanged: unchanged, writes: written.map { ($0.path, $0.bytes) })
    plan.withheld = withheld
    plan.untranslated = untranslated
    plan.accepted = accepted
    plan.findings = try ImportFinding.findings(changed, written: written, catalog: catalog)
    plan.warnings = changed.flatMap(ImportChecks.warnings)
    return plan
  }

  /// The development language's comment on a key, which a key added to a locale is written with.
  static func developmentComment(_ catalog: CopyCatalog, _ path: TablePath, _ key: String) -> String? {
    let development = CopyLayer(locale: catalog.developmentLanguage, variant: path.layer.variant)
    return catalog.table(path.table, in: development)?.entries[key]?.comment
      ?? catalog.table(path.table, in: CopyLayer(locale: catalog.developmentLanguage))?.entries[key]?.comment
  }

  /// The development-language text a layer's key is translated from.
  static func sourceText(_ catalog: CopyCatalog, layer: CopyLayer, table: String, key: String) -> String? {
    let development = catalog.developmentLanguage
    return catalog.table(table, in: CopyLayer(locale: development, variant: layer.variant))?.entries[key]?
      .value
      ?? catalog.table(table, in: CopyLayer(locale: development))?.entries[key]?.value
  }

  private static func writes(for changes: [ImportedChange], catalog: CopyCatalog) throws(ExchangeError)
    -> [PlannedWrite]
  {
    var byFile: [TablePath: [ImportedChange]] = [:]
    for change in changes { byFile[change.path, default: []].append(change) }
    var writes: [PlannedWrite] = []
    for (path, fileChanges) in byFile.sorted(by: { $0.key.relative < $1.key.relative }) {
      let absolute = try path.resolved(in: catalog.root)
      let comment: (String) -> String? = { key in
        TranslatorNote.restated(developmentComment(catalog, path, key), locale: path.layer.locale)
      }
      let replaced = Dictionary(
        fileChanges.filter { $0.old != nil }.map { ($0.key, $0.new) }, uniquingKeysWith: { _, last in last })
      let added = fileChanges.filter { $0.old == nil }.map {
        (key: $0.key, value: $0.new, comment: comment($0.key))
      }
      if FileStatus.exists(absolute) {
        let bytes: [UInt8]
        do {
          bytes = try SafeFile.read(absolute, limit: .table, within: catalog.root)
        } catch {
          throw .badFile(SourceLocation(file: absolute, line: 0, column: 0), message: error.message)
        }
        do {
          let editor = try StringsEditor(bytes: bytes, path: absolute)
          writes.append(
            PlannedWrite(table: path, path: absolute, bytes: try editor.applying(replaced, appending: added)))
        } catch {
          throw ExchangeError(error)
        }
      } else {
        writes.append(
          PlannedWrite(table: path, path: absolute, bytes: Array(StringsWriting.file(added).utf8)))
      }
    }
    return writes
  }
}

/// One table file an import writes: which table, where, and its new bytes.
struct PlannedWrite {
  var table: TablePath
  var path: String
  var bytes: [UInt8]
}
