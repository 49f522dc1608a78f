/// A row-major grid of cells: what a screen renders and a presenter draws.
public struct Buffer: Sendable, Hashable {
  /// Columns.
  public let width: Int
  /// Rows.
  public let height: Int
  /// Cells, row by row.
  public internal(set) var cells: [Cell]

  /// Creates a buffer filled with one cell.
  public init(width: Int, height: Int, fill: Cell = .blank) {
    self.width = max(0, width)
    self.height = max(0, height)
    self.cells = Array(repeating: fill, count: self.width * self.height)
  }

  /// The cell at column x, row y; a blank cell outside the buffer.
  public subscript(x: Int, y: Int) -> Cell {
    get {
      guard x >= 0, y >= 0, x < width, y < height else { return .blank }
      return cells[y * width + x]
    }
    set {
      guard x >= 0, y >= 0, x < width, y < height else { return }
      cells[y * width + x] = newValue
    }
  }

  /// Sets `count` cells of row `y` from column `x` to one cell, in one step (callers clip first).
  mutating func replaceRow(_ y: Int, from x: Int, count: Int, with cell: Cell) {
    let start = y * width + x
    cells.replaceSubrange(start..<(start + count), with: repeatElement(cell, count: count))
  }
}
