/// One terminal cell: a grapheme cluster (or nothing, for the right half of a wide character) and its style.
public struct Cell: Sendable, Hashable {
  /// The grapheme drawn here; empty for the continuation cell of a two-column character.
  public var grapheme: String
  /// The cell's style.
  public var style: Style

  /// Creates a cell.
  public init(_ grapheme: String = " ", style: Style = .plain) {
    self.grapheme = grapheme
    self.style = style
  }

  /// True for the right half of a two-column character.
  public var isContinuation: Bool { grapheme.isEmpty }

  /// A blank cell.
  public static let blank = Cell()
}
