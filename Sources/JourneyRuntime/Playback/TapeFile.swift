import Foundation

/// Reading a tape from disk: a directory, an unreadable file or text that is not UTF-8 is a `TapeError`.
public enum TapeFile {
  /// The parsed tape at `path`.
  public static func read(_ path: String) throws(TapeError) -> Tape {
    try TapeParser.parse(try text(path), path: path)
  }

  /// The tape's text, before it is parsed.
  public static func text(_ path: String) throws(TapeError) -> String {
    var status = stat()
    if stat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR {
      throw .unreadable(path: path, reason: String(cString: strerror(EISDIR)))
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      let descriptor = open(path, O_RDONLY | O_CLOEXEC)
      let reason = descriptor < 0 ? String(cString: strerror(errno)) : "read failed"
      if descriptor >= 0 { close(descriptor) }
      throw .unreadable(path: path, reason: reason)
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw .unreadable(path: path, reason: "not valid UTF-8")
    }
    return text
  }
}
