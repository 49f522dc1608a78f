/// A position in a text file, 1-based, for error messages of the form `path:line:col`.
public struct SourceLocation: Sendable, Hashable, CustomStringConvertible {
  /// The file as the person named it.
  public var path: String
  /// Line, from 1.
  public var line: Int
  /// Column in characters, from 1.
  public var column: Int

  /// Creates a location.
  public init(path: String, line: Int, column: Int) {
    self.path = path
    self.line = line
    self.column = column
  }

  /// `path:line:col`.
  public var description: String { "\(path):\(line):\(column)" }
}
