/// A position in a copy file: path, 1-based line and 1-based column (in Unicode scalars).
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
  /// Path of the file as given to the loader.
  public var file: String
  /// 1-based line number.
  public var line: Int
  /// 1-based column, counted in Unicode scalars.
  public var column: Int

  /// Creates a location.
  public init(file: String, line: Int, column: Int) {
    self.file = file
    self.line = line
    self.column = column
  }

  /// `path:line:col`, the form compilers and editors understand.
  public var description: String { "\(file):\(line):\(column)" }
}
