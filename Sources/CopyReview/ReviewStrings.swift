import CopyLint
import JourneyRuntime
import StringTables
import TextSafety

/// One string of one locale in the strings view: its value, length against its budget, System
/// status, place, comment, the phones showing it and the findings on it.
public struct ReviewString: Sendable, Hashable {
  /// The value as written in the table.
  public var value: String
  /// The translator comment.
  public var comment: String?
  /// Where the value is defined.
  public var location: SourceLocation
  /// The budget its comment states, if any.
  public var budget: CopyBudget?
  /// The value's length in the budget's unit (characters when there is no budget).
  public var length: Int
  /// What a System comment says about the text; nil for app copy.
  public var status: SystemStatus?
  /// Ids of the phones (review cells) that show this key in this locale and variant.
  public var cellIDs: [String]
  /// Indices into `ReviewReport.findings` of the findings on this string.
  public var findingIndices: [Int]

  /// True when the value is longer than its budget.
  public var isOverBudget: Bool { budget.map { length > $0.limit } ?? false }
}

/// One key of a table file across the report's locales.
public struct ReviewStringRow: Sendable, Hashable {
  /// The key.
  public var key: String
  /// The value in each locale that defines it in this layer, by locale.
  public var strings: [String: ReviewString]
}

/// One table file (`Primer`, or a variant's `Primer` overlay) as a key × locale table.
public struct ReviewStringTable: Sendable, Hashable {
  /// The table's name.
  public var table: String
  /// The variant whose overlay this is (nil: the base copy).
  public var variant: String?
  /// The keys, in the development language's file order.
  public var rows: [ReviewStringRow]

  /// The anchor id, `strings-<variant>-<table>`.
  public var id: String { "strings-\(ReviewReport.name(of: variant))-\(table)" }
}

extension ReviewReport {
  /// The strings view of every table file in the report's locales and variants.
  static func stringTables(_ report: ReviewReport, catalog: CopyCatalog) -> [ReviewStringTable] {
    var cellsByKey: [String: [String]] = [:]
    for cell in report.cells {
      for note in cell.keys {
        cellsByKey["\(ReviewReport.name(of: cell.variant))|\(cell.locale)|\(note.key)", default: []].append(
          cell.id)
      }
    }
    var findingsByKey: [String: [Int]] = [:]
    for (index, finding) in report.findings.enumerated() {
      guard let key = finding.key, let locale = finding.locale else { continue }
      findingsByKey["\(ReviewReport.name(of: finding.variant))|\(locale)|\(key)", default: []].append(index)
    }
    var tables: [ReviewStringTable] = []
    for variant in report.variants {
      for name in catalog.tableNames {
        var rows: [String: ReviewStringRow] = [:]
        var order: [String: (Int, Int)] = [:]
        let locales = unique([catalog.developmentLanguage] + report.locales)
        for (position, locale) in locales.enumerated() {
          let layer = CopyLayer(locale: locale, variant: variant)
          guard let table = catalog.table(name, in: layer) else { continue }
          for (key, entry) in table.entries {
            let budget = CopyBudget.effective(for: entry, table: name, layer: layer, catalog: catalog)
            let id = "\(ReviewReport.name(of: variant))|\(locale)|\(CopyKey(table: name, key: key))"
            let string = ReviewString(
              value: entry.value, comment: entry.comment, location: entry.location, budget: budget,
              length: budget?.measure(entry.value) ?? entry.value.count,
              status: name == CopyLinter.systemTable ? SystemStatus.of(comment: entry.comment) : nil,
              cellIDs: cellsByKey[id] ?? [], findingIndices: findingsByKey[id] ?? [])
            rows[key, default: ReviewStringRow(key: key, strings: [:])].strings[locale] = string
            let rank = locale == catalog.developmentLanguage ? 0 : position + 1
            if order[key].map({ rank < $0.0 }) ?? true { order[key] = (rank, entry.keyLocation.line) }
          }
        }
        guard !rows.isEmpty else { continue }
        let sorted = rows.values.sorted {
          let left = order[$0.key] ?? (0, 0)
          let right = order[$1.key] ?? (0, 0)
          return (left.0, left.1, $0.key) < (right.0, right.1, $1.key)
        }
        tables.append(ReviewStringTable(table: name, variant: variant, rows: sorted))
      }
    }
    return tables
  }
}
