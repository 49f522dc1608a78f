import TextSafety

/// The check every font file passes before FreeType opens it: a regular file.
///
/// FreeType reads what it is given and waits on a FIFO or a terminal for ever, so the font is checked as
/// every other input is (`SafeFile.requireRegularFile`: opened with `O_NONBLOCK`, its kind read with
/// `fstat`) before FreeType sees its path.
enum FontFileCheck {
  /// Throws `unreadable` naming the file's kind when `path` is not a regular file that can be opened.
  static func requireRegularFile(_ path: String) throws(GIFFontError) {
    do {
      try SafeFile.requireRegularFile(path)
    } catch .notRegular(_, let kind) {
      throw .unreadable(path: path, reason: "it is \(kind), not a regular file")
    } catch {
      throw .unreadable(path: path, reason: error.reason)
    }
  }
}
