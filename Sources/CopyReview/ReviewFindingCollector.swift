import CopyLint
import JourneyRuntime
import JourneyScreens
import StringTables
import TextSafety

/// Gathers layout findings, fallbacks and lint findings, each once, with the cells that show them.
struct ReviewFindingCollector {
  /// The report so far (cells and their notes).
  let report: ReviewReport
  /// The loaded copy.
  let catalog: CopyCatalog
  /// Cell index by cell id.
  let cellIndex: [String: Int]
  /// Findings by grouping key, in the order first seen.
  private var grouped: [String: ReviewFinding] = [:]
  /// Grouping keys in the order first seen.
  private var order: [String] = []

  /// Creates a collector for the report's cells.
  init(report: ReviewReport, catalog: CopyCatalog) {
    self.report = report
    self.catalog = catalog
    var index: [String: Int] = [:]
    for (position, cell) in report.cells.enumerated() { index[cell.id] = position }
    self.cellIndex = index
  }

  /// Adds the screens' layout findings for one cell (overflow, a key no layer has).
  mutating func addLayoutFindings(_ findings: [LayoutFinding], cellIndex index: Int) {
    let cell = report.cells[index]
    for finding in findings {
      let note = cell.keys.first { $0.key == finding.ref }
      let severity: LintSeverity = finding.rule == LintRule.missingKey.rawValue ? .error : .warning
      add(
        ReviewFinding(
          ruleID: finding.rule, severity: severity, source: .layout, locale: cell.locale,
          variant: cell.variant, key: finding.ref, location: note?.location,
          message: finding.message),
        group: "layout|\(finding.rule)|\(cell.variant ?? "")|\(cell.locale)|\(finding.ref)", cell: cell.id)
    }
  }

  /// Adds a fallback finding for each key of one cell shown in another language than asked for.
  mutating func addFallbacks(cellIndex index: Int) {
    let cell = report.cells[index]
    for note in cell.keys where note.isFallback {
      let asked = CopyLayer(locale: cell.locale, variant: cell.variant)
      let tried = note.fallbacks.map(\.description).joined(separator: ", ")
      let answered = note.answeredBy?.description ?? "?"
      add(
        ReviewFinding(
          ruleID: ReviewFinding.fallbackRule, severity: .notice, source: .fallback, locale: cell.locale,
          variant: cell.variant, key: note.key, location: note.location,
          message: "shown in \(answered) text: \(asked) has no translation (tried \(tried))"),
        group: "fallback|\(cell.variant ?? "")|\(cell.locale)|\(note.key)", cell: cell.id)
    }
  }

  /// Adds the linter's findings for the report's locales and variants, on every cell whose text
  /// they concern (the cell's own layer, or the layer its text fell back to).
  mutating func addLint(_ findings: [LintFinding]) {
    var cellsByKey: [CopyKey: [Int]] = [:]
    for (index, cell) in report.cells.enumerated() {
      for note in cell.keys { cellsByKey[note.key, default: []].append(index) }
    }
    for (number, finding) in findings.enumerated() {
      if let locale = finding.locale, !report.locales.contains(locale) { continue }
      if let variant = finding.variant, !report.variants.contains(variant) { continue }
      var cells: [String] = []
      if let table = finding.table, let name = finding.key, let locale = finding.locale {
        let key = CopyKey(table: table, key: name)
        let layer = CopyLayer(locale: locale, variant: finding.variant)
        for index in cellsByKey[key] ?? [] {
          let cell = report.cells[index]
          let own = cell.locale == locale && cell.variant == finding.variant
          let note = cell.keys.first { $0.key == key }
          if own || note?.answeredBy == layer { cells.append(cell.id) }
        }
      }
      let key = finding.table.flatMap { table in finding.key.map { CopyKey(table: table, key: $0) } }
      var item = ReviewFinding(
        ruleID: finding.ruleID, severity: finding.severity, source: .lint, locale: finding.locale,
        variant: finding.variant, key: key,
        location: SourceLocation(file: finding.file, line: finding.line, column: finding.column),
        message: finding.message)
      item.cellIDs = cells
      grouped["lint|\(number)"] = item
      order.append("lint|\(number)")
    }
  }

  /// Every finding, errors first, in a stable order.
  func sortedFindings() -> [ReviewFinding] {
    order.compactMap { grouped[$0] }.sorted(by: ReviewFinding.reviewOrder)
  }

  /// Adds a finding under a grouping key, or adds the cell to the finding already there.
  private mutating func add(_ finding: ReviewFinding, group: String, cell: String) {
    if grouped[group] == nil {
      grouped[group] = finding
      order.append(group)
    }
    if grouped[group]?.cellIDs.contains(cell) == false { grouped[group]?.cellIDs.append(cell) }
  }
}
