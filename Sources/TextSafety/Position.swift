/// Line and column bookkeeping shared by every decoder, reader and parser, so a position means the
/// same in a `.strings` file, a string catalog, an XLIFF file or a CSV file.
///
/// Line breaks are `\n`, `\r\n` (one break), a lone `\r`, U+2028 and U+2029; columns count scalars.
public struct Position: Sendable, Equatable {
  /// The start of a file: line 1, column 1.
  public init() {}

  /// 1-based line.
  public var line = 1
  /// 1-based column in scalars.
  public var column = 1

  /// Whether the last scalar was a carriage return (so a following line feed starts no new line).
  public var afterCarriageReturn = false

  /// Whether `scalar` ends a line: `\n`, `\r`, U+2028 or U+2029.
  public static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "\n" || scalar == "\r" || scalar == "\u{2028}" || scalar == "\u{2029}"
  }

  /// Moves past `scalar`; `\r\n` counts as one line break.
  public mutating func advance(over scalar: Unicode.Scalar) {
    defer { afterCarriageReturn = scalar == "\r" }
    switch scalar {
    case "\n":
      if afterCarriageReturn { return }
      line += 1
      column = 1
    case "\r", "\u{2028}", "\u{2029}":
      line += 1
      column = 1
    default:
      column += 1
    }
  }

  /// This position in `path`.
  public func location(_ path: String) -> SourceLocation {
    SourceLocation(file: path, line: line, column: column)
  }

  /// The offset in `scalars` of the scalar at `line` and `column`, or nil when there is none.
  ///
  /// The `\n` of a `\r\n` shares its position with the scalar after it and is never the answer.
  public static func offset(
    ofLine line: Int, column: Int, in scalars: some Sequence<Unicode.Scalar>
  ) -> Int? {
    var position = Position()
    for (offset, scalar) in scalars.enumerated() {
      let joinsBreak = scalar == "\n" && position.afterCarriageReturn
      if position.line == line && position.column == column && !joinsBreak { return offset }
      position.advance(over: scalar)
    }
    return nil
  }

  /// The lines of `text`, split where `Position` counts a break (the breaks themselves dropped);
  /// line `n` of a file is element `n - 1`.
  public static func lines(of text: String) -> [Substring] {
    var lines: [Substring] = []
    let scalars = text.unicodeScalars
    var start = scalars.startIndex
    var index = start
    while index < scalars.endIndex {
      let scalar = scalars[index]
      guard isLineBreak(scalar) else {
        index = scalars.index(after: index)
        continue
      }
      lines.append(text[start..<index])
      index = scalars.index(after: index)
      if scalar == "\r", index < scalars.endIndex, scalars[index] == "\n" {
        index = scalars.index(after: index)
      }
      start = index
    }
    lines.append(text[start..<scalars.endIndex])
    return lines
  }
}
