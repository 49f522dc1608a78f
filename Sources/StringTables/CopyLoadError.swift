import TextSafety

/// Why copy could not be loaded; every case prints as `path:line:col: error: message`.
public enum CopyLoadError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A syntax or encoding error inside a file.
  case syntax(SourceLocation, String)
  /// A file or directory problem that has no line (unreadable, too large, bad name).
  case file(String, String)

  /// The same problem as a copy-loading error.
  public init(_ error: SourceError) {
    self = .syntax(error.location, error.message)
  }

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
    // A problem with a whole file or folder has no line or column to point at.
    case .file(let path, let message): return "\(path): error: \(message)"
    }
  }
}
