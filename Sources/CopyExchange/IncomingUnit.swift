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
  /// The column of the unit in its file (0 when the format gives none).
  public var column: Int = 0
  /// The status the file states for the target (translated when it states none).
  public var status: TranslationStatus
  /// The state as the file writes it (`needs-review-translation`, `needs_review`, `approved="no"`, …), for
  /// messages.
  public var state: String?
  /// The CSV cell started like a spreadsheet formula (`=`, `+`, `-`, `@`) without the apostrophe export
  /// writes in front: kept as text, with a warning.
  public var formulaStart: Unicode.Scalar? = nil

  /// Creates a unit.
  public init(
    path: TablePath, key: String, source: String?, target: String, origin: String, line: Int,
    column: Int = 0, status: TranslationStatus = .translated, state: String? = nil
  ) {
    self.path = path
    self.key = key
    self.source = source
    self.target = target
    self.origin = origin
    self.line = line
    self.column = column
    self.status = status
    self.state = state
  }

  /// `Primer/primer.title (ko)`.
  public var name: String { "\(path.table)/\(ExchangeError.shown(key)) (\(path.layer))" }

  /// `ko.xliff:12`, or `ko.xliff:12:5` with a column.
  public var place: String {
    guard line > 0 else { return origin }
    return column > 0 ? "\(origin):\(line):\(column)" : "\(origin):\(line)"
  }

  /// Where the unit is, for an error.
  public var location: SourceLocation { SourceLocation(file: origin, line: line, column: column) }
}
