/// One terminal cell: a grapheme cluster (or nothing, for the right half of a wide character) and its style.
///
/// A cell is plain data (its grapheme is a four-byte `GraphemeCode`), so frames copy, compare and hash
/// without reference counting. Two cells are equal when their graphemes have the same UTF-8 bytes and
/// their styles are equal: a decomposed `é` is a different cell from a precomposed one, as a frame
/// comparison must see it, although Swift's `String ==` calls them equal.
public struct Cell: Sendable, Hashable {
  /// The grapheme's code.
  var code: GraphemeCode
  /// The cell's style.
  public var style: Style

  /// Creates a cell.
  public init(_ grapheme: String = " ", style: Style = .plain) {
    self.code = GraphemeCode(grapheme)
    self.style = style
  }

  /// Creates a cell from a grapheme code.
  init(code: GraphemeCode, style: Style) {
    self.code = code
    self.style = style
  }

  /// The grapheme drawn here; empty for the continuation cell of a two-column character.
  public var grapheme: String {
    get { code.text }
    set { code = GraphemeCode(newValue) }
  }

  /// True for the right half of a two-column character.
  public var isContinuation: Bool { code.isEmpty }

  /// True when the cell holds a single space (U+0020), whatever its style.
  var isSpace: Bool { code.isSpace }

  /// A blank cell.
  public static let blank = Cell()
}
