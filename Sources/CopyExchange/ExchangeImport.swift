import HostSystem
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
  /// The status the file states for the target (translated when it states none).
  public var status: TranslationStatus
  /// The state as the file writes it (`needs-review-translation`, `needs_review`, …), for messages.
  public var state: String?

  /// Creates a unit.
  public init(
    path: TablePath, key: String, source: String?, target: String, origin: String, line: Int,
    status: TranslationStatus = .translated, state: String? = nil
  ) {
    self.path = path
    self.key = key
    self.source = source
    self.target = target
    self.origin = origin
    self.line = line
    self.status = status
    self.state = state
  }

  /// `Primer/primer.title (ko)`.
  public var name: String { "\(path.table)/\(ExchangeError.shown(key)) (\(path.layer))" }

  /// `ko.xliff:12`.
  public var place: String { line > 0 ? "\(origin):\(line)" : origin }
}

/// A value imported although it is longer than the budget its comment states (a warning, not a refusal).
public struct BudgetWarning: Equatable, Sendable {
  /// The table file.
  public var path: TablePath
  /// The key.
  public var key: String
  /// How long the value is, in the budget's unit.
  public var length: Int
  /// The budget, as `Budget: 40 display columns (…)`.
  public var budget: String
  /// Where the value came from.
  public var place: String

  /// Creates a warning.
  public init(path: TablePath, key: String, length: Int, budget: String, place: String) {
    self.path = path
    self.key = key
    self.length = length
    self.budget = budget
    self.place = place
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
  /// Units whose status is not accepted (needs review, needs translation): kept out, the copy's
  /// value kept.
  public var withheld: [IncomingUnit] = []
  /// Units with an empty target: not translated, the copy's value kept.
  public var untranslated: [IncomingUnit] = []
  /// Changed values longer than their budget.
  public var overBudget: [BudgetWarning] = []

  /// Checks every incoming unit against the copy (stale source text, unknown keys, refused paths)
  /// and plans the edits; any problem throws before anything is planned to be written.
  ///
  /// An empty target is never imported; a target whose status is not in `accepting` (by default
  /// only translated) is not imported unless it equals the copy's value already.
  public static func make(
    _ incoming: [IncomingUnit], catalog: CopyCatalog, accepting: Set<TranslationStatus> = [.translated]
  ) throws(ExchangeError) -> ImportPlan {
    var changes: [ImportedChange] = []
    var unchanged = 0
    var withheld: [IncomingUnit] = []
    var untranslated: [IncomingUnit] = []
    var overBudget: [BudgetWarning] = []
    var seen: [String: IncomingUnit] = [:]
    for unit in incoming {
      let layer = unit.path.layer
      guard catalog.locales.contains(layer.locale) else {
        throw .unknown(
          SourceLocation(file: unit.origin, line: unit.line, column: 0),
          message: "locale \(layer.locale) has no copy in \(catalog.root) (add \(layer.locale).lproj first)")
      }
      if let variant = layer.variant, !catalog.variants.contains(variant) {
        throw .unknown(
          SourceLocation(file: unit.origin, line: unit.line, column: 0),
          message: "variant \(variant) does not exist in \(catalog.root)")
      }
      guard !ExchangeUnits.lockedTables.contains(unit.path.table) else {
        throw .unknown(
          SourceLocation(file: unit.origin, line: unit.line, column: 0),
          message:
            "\(unit.path.relative) is iOS's own text, locked against the verified reference; import does not change it"
        )
      }
      let id = unit.path.relative + "\u{0}" + unit.key
      if !unit.target.isEmpty, let earlier = seen[id], earlier.target != unit.target {
        throw .unknown(
          SourceLocation(file: unit.origin, line: unit.line, column: 0),
          message:
            "\(unit.path.table)/\(ExchangeError.shown(unit.key)) for \(layer) is given twice with different values"
        )
      }
      if !unit.target.isEmpty { seen[id] = unit }
      guard let source = sourceText(catalog, layer: layer, table: unit.path.table, key: unit.key) else {
        throw .unknown(
          SourceLocation(file: unit.origin, line: unit.line, column: 0),
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
        throw .staleTranslation(
          SourceLocation(file: unit.origin, line: unit.line, column: 0),
          key: "\(unit.path.table)/\(unit.key) (\(layer))", now: source)
      }
      if current == unit.target {
        unchanged += 1
        continue
      }
      guard accepting.contains(unit.status) else {
        withheld.append(unit)
        continue
      }
      if let table, table.path.hasSuffix(".xcstrings") {
        throw .unknown(
          SourceLocation(file: unit.origin, line: unit.line, column: 0),
          message: "\(table.path) is a String Catalog; import changes .strings tables only")
      }
      if !changes.contains(where: { $0.path == unit.path && $0.key == unit.key }) {
        changes.append(ImportedChange(path: unit.path, key: unit.key, old: current, new: unit.target))
        let comment =
          table?.entries[unit.key]?.comment
          ?? TranslatorNote.restated(developmentComment(catalog, unit.path, unit.key), locale: layer.locale)
        if let budget = TranslatorNote.budget(comment, locale: layer.locale),
          budget.isExceeded(by: unit.target)
        {
          overBudget.append(
            BudgetWarning(
              path: unit.path, key: unit.key, length: budget.measure(unit.target),
              budget: TranslatorNote.statement(budget), place: unit.place))
        }
      }
    }
    var plan = ImportPlan(
      changes: changes, unchanged: unchanged, writes: try writes(for: changes, catalog: catalog))
    plan.withheld = withheld
    plan.untranslated = untranslated
    plan.overBudget = overBudget
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
    -> [(path: String, bytes: [UInt8])]
  {
    var byFile: [TablePath: [ImportedChange]] = [:]
    for change in changes { byFile[change.path, default: []].append(change) }
    var writes: [(path: String, bytes: [UInt8])] = []
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
          writes.append((absolute, try editor.applying(replaced, appending: added)))
        } catch {
          throw ExchangeError(error)
        }
      } else {
        writes.append((absolute, Array(StringsWriting.file(added).utf8)))
      }
    }
    return writes
  }

  /// One line per change (`ko.lproj/Primer.strings: primer.title: "old" → "new"`), one per value kept
  /// out and one per value over its budget; control characters shown.
  public var reportLines: [String] {
    var lines = changes.map { change in
      let old = change.old.map { "\"\(ExchangeError.shown($0))\"" } ?? "(new key)"
      return
        "\(change.path.relative): \(ExchangeError.shown(change.key)): \(old) → \"\(ExchangeError.shown(change.new))\""
    }
    for unit in withheld {
      lines.append(
        "\(unit.place): not imported: \(unit.name) is \(ExchangeError.shown(unit.state ?? unit.status.rawValue)), not final"
      )
    }
    for unit in untranslated {
      lines.append("\(unit.place): not imported: \(unit.name) has an empty target")
    }
    for warning in overBudget {
      lines.append(
        "\(warning.place): warning: \(warning.path.relative): \(ExchangeError.shown(warning.key)) is \(warning.length) long, over its \(warning.budget); imported anyway"
      )
    }
    return lines
  }

  /// `N values changed in M files, K unchanged`, then the units kept out, named (the first few), and
  /// the values over budget.
  public var summary: String {
    let files = Set(changes.map(\.path)).count
    var text =
      "\(changes.count) value\(changes.count == 1 ? "" : "s") changed in \(files) file\(files == 1 ? "" : "s"), \(unchanged) unchanged"
    let review = withheld.filter { $0.status == .needsReview }
    let notFinal = withheld.filter { $0.status != .needsReview }
    if !review.isEmpty {
      text +=
        "; \(Self.count(review.count)) need\(review.count == 1 ? "s" : "") review, not imported: \(Self.names(review))"
    }
    if !notFinal.isEmpty {
      text +=
        "; \(Self.count(notFinal.count)) need\(notFinal.count == 1 ? "s" : "") translation, not imported: \(Self.names(notFinal))"
    }
    if !withheld.isEmpty {
      let states = Set(withheld.map(\.status)).union([.translated]).sorted().map(\.rawValue)
      text += " (--accept-states \(states.joined(separator: ",")) takes them)"
    }
    if !untranslated.isEmpty {
      text +=
        "; \(Self.count(untranslated.count)) with an empty target, not imported: \(Self.names(untranslated))"
    }
    if !overBudget.isEmpty {
      text += "; \(overBudget.count) over budget (warnings above)"
    }
    return text
  }

  private static func count(_ units: Int) -> String { "\(units) unit\(units == 1 ? "" : "s")" }

  private static func names(_ units: [IncomingUnit]) -> String {
    let shown = units.prefix(3).map(\.name).joined(separator: ", ")
    return units.count > 3 ? shown + " and \(units.count - 3) more" : shown
  }
}
