/// The size of a terminal in character cells.
public struct TerminalSize: Sendable, Hashable, CustomStringConvertible {
  /// Columns.
  public var columns: Int
  /// Rows.
  public var rows: Int

  /// Creates a size; negative values become zero.
  public init(columns: Int, rows: Int) {
    self.columns = max(0, columns)
    self.rows = max(0, rows)
  }

  /// True when a box of `other` fits inside this size.
  public func contains(_ other: TerminalSize) -> Bool {
    other.columns <= columns && other.rows <= rows
  }

  /// "100×40": columns × rows.
  public var description: String { "\(columns)×\(rows)" }
}
