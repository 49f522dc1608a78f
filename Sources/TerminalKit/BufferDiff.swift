/// Cells of one row that differ between two frames: what a presenter has to draw again.
public struct ChangedRun: Sendable, Hashable {
  /// The row.
  public var y: Int
  /// The columns, widened to whole wide characters.
  public var columns: Range<Int>

  /// Creates a run.
  public init(y: Int, columns: Range<Int>) {
    self.y = y
    self.columns = columns
  }
}

extension Buffer {
  /// The runs of cells that differ from `old`, row by row, each widened to whole two-column
  /// characters and merged with the previous run when at most `gap` unchanged columns lie between.
  ///
  /// With no `old` frame, or one of another size, every row is one run: everything is drawn.
  public func diff(from old: Buffer?, mergingGapsUpTo gap: Int = 3) -> [ChangedRun] {
    guard let old, old.width == width, old.height == height else {
      guard width > 0 else { return [] }
      return (0..<height).map { ChangedRun(y: $0, columns: 0..<width) }
    }
    var runs: [ChangedRun] = []
    for y in 0..<height {
      var row: [Range<Int>] = []
      var x = 0
      while x < width {
        guard old[x, y] != self[x, y] else {
          x += 1
          continue
        }
        var start = x
        if self[start, y].isContinuation || old[start, y].isContinuation { start = max(0, start - 1) }
        var end = x + 1
        if end < width, self[end, y].isContinuation || old[end, y].isContinuation { end += 1 }
        if let last = row.last, start - last.upperBound <= gap {
          row[row.count - 1] = last.lowerBound..<max(end, last.upperBound)
        } else {
          row.append(start..<end)
        }
        x = end
      }
      runs += row.map { ChangedRun(y: y, columns: $0) }
    }
    return runs
  }
}
