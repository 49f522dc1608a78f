import TextSafety

/// Reading a tape from disk: a directory, an unreadable file or text that is not UTF-8 is a `TapeError`.
public enum TapeFile {
  /// The parsed tape at `path`.
  public static func read(_ path: String, within folder: String? = nil) throws(TapeError) -> Tape {
    try TapeParser.parse(try text(path, within: folder), path: path)
  }

  /// The tape's text, before it is parsed: read through `SafeFile` (1 MB, regular files only; a link
  /// found in `folder` is followed only when it stays inside it).
  public static func text(_ path: String, within folder: String? = nil) throws(TapeError) -> String {
    let bytes: [UInt8]
    do {
      bytes = try SafeFile.read(path, limit: .tape, within: folder)
    } catch {
      throw .unreadable(path: path, reason: error.reason)
    }
    guard let text = String(validating: bytes, as: UTF8.self) else {
      throw .unreadable(path: path, reason: "not valid UTF-8")
    }
    return text
  }
}
