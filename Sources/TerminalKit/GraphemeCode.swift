import HostSystem

/// A cell's grapheme in four bytes, so a cell is plain data that copies, compares and hashes without
/// reference counting.
///
/// A one-scalar grapheme is its scalar value; the empty grapheme (the continuation cell of a wide
/// character) is one reserved value; any other text is an index into `InternTable.graphemes`, which keeps each
/// distinct text once, by its exact UTF-8 bytes. Two codes are equal exactly when their texts have the
/// same bytes: a decomposed `é` is not a precomposed one.
struct GraphemeCode: Sendable, Hashable {
  /// The scalar value, `empty`, or `interned` plus an index into the table.
  let value: UInt32

  /// Above every Unicode scalar value: the empty grapheme.
  static let emptyValue: UInt32 = 0x11_0000
  /// The mark of an index into the table (no scalar value has this bit).
  static let interned: UInt32 = 0x8000_0000

  /// The empty grapheme.
  static let empty = GraphemeCode(value: emptyValue)
  /// A single space (U+0020).
  static let space = GraphemeCode(" " as Unicode.Scalar)

  private init(value: UInt32) {
    self.value = value
  }

  /// The code of a one-scalar grapheme, without touching the table.
  init(_ scalar: Unicode.Scalar) {
    value = scalar.value
  }

  /// The code of any text: its scalar when it has one, `empty` when it has none, otherwise its index in
  /// the table (added the first time).
  init(_ text: String) {
    var scalars = text.unicodeScalars.makeIterator()
    if let first = scalars.next() {
      // One scalar exactly when it takes all the text's bytes (no second scalar to decode).
      value =
        UTF8.width(first) == text.utf8.count
        ? first.value : Self.interned | InternTable.graphemes.index(of: text)
    } else {
      self = .empty
    }
  }

  /// True for the continuation cell of a wide character.
  var isEmpty: Bool { value == Self.emptyValue }

  /// True for a single space (U+0020).
  var isSpace: Bool { value == 0x20 }

  /// Appends the grapheme's text (nothing for the continuation cell) without making a string of it first.
  func append(to line: inout String) {
    if value & Self.interned != 0 {
      line += InternTable.graphemes.text(at: value & ~Self.interned)
    } else if value != Self.emptyValue {
      line.unicodeScalars.append(Unicode.Scalar(value).unsafelyUnwrapped)
    }
  }

  /// The grapheme's text.
  var text: String {
    if value & Self.interned != 0 { return InternTable.graphemes.text(at: value & ~Self.interned) }
    if value == Self.emptyValue { return "" }
    // Every value below `emptyValue` that is not interned came from a `Unicode.Scalar`.
    return String(Unicode.Scalar(value).unsafelyUnwrapped)
  }
}
