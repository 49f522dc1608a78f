/// Line and column bookkeeping shared by the decoders and parsers.
public struct Position: Sendable {
  /// The start of a file: line 1, column 1.
  public init() {}

  /// 1-based line.
  public var line = 1
  /// 1-based column in scalars.
  public var column = 1

  /// Whether the last scalar was a carriage return (so a following line feed starts no new line).
  public var afterCarriageReturn = false

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
}
