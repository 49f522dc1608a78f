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

/// Why copy could not be loaded; every case prints as `path:line:col: error: message`.
public enum CopyLoadError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A syntax or encoding error inside a file.
  case syntax(SourceLocation, String)
  /// A file or directory problem that has no line (unreadable, too large, bad name).
  case file(String, String)

  /// The message without the position.
  public var message: String {
    switch self {
    case .syntax(_, let message), .file(_, let message): return message
    }
  }

  /// The file the error is about.
  public var path: String {
    switch self {
    case .syntax(let location, _): return location.file
    case .file(let path, _): return path
    }
  }

  /// `path:line:col: error: message` (line and column are 1:1 for whole-file errors).
  public var description: String {
    switch self {
    case .syntax(let location, let message): return "\(location): error: \(message)"
    case .file(let path, let message): return "\(path):1:1: error: \(message)"
    }
  }
}
