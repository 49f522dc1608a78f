/// Why `SafeFile` refused or failed to read a file; every case prints as one line naming the file.
public enum FileReadError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The file is larger than its limit (size from `fstat`, or what was read when it grew).
  case tooLarge(path: String, size: Int, limit: ReadLimit)
  /// The path names a folder, a FIFO, a device or a socket, not a regular file.
  case notRegular(path: String, kind: String)
  /// A symbolic link whose target lies outside the folder it was found in.
  case linkOutside(path: String, folder: String)
  /// The file could not be opened or read (the system's reason).
  case unreadable(path: String, reason: String)

  /// The file the error is about.
  public var path: String {
    switch self {
    case .tooLarge(let path, _, _), .notRegular(let path, _), .linkOutside(let path, _),
      .unreadable(let path, _):
      return path
    }
  }

  /// The message without the path.
  public var message: String {
    switch self {
    case .tooLarge(_, let size, let limit):
      return "the \(limit.kind) is \(size) bytes, over the \(limit.shown) limit (\(limit.bytes) bytes)"
    case .notRegular(_, let kind): return "not a regular file (\(kind)); only regular files are read"
    case .linkOutside(_, let folder):
      return "a symbolic link to a file outside \(folder); links are followed only inside it"
    case .unreadable(_, let reason): return "cannot read file: \(reason)"
    }
  }

  /// The message without "cannot read file:" for an unreadable file (the system's reason alone).
  public var reason: String {
    if case .unreadable(_, let reason) = self { return reason }
    return message
  }

  /// `path: error: message`, on one line with control characters made visible.
  public var description: String {
    ControlCharacters.sanitize(path) + ": error: " + ControlCharacters.sanitize(message)
  }
}
