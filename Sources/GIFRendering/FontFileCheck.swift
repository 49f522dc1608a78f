#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The check every font file passes before FreeType opens it: a regular file.
///
/// Every other input is checked the same way (`SafeFile`). FreeType reads what it is given and waits on a FIFO or a terminal for ever, so the file is opened
/// with `O_NONBLOCK` (which never waits) and its kind read with `fstat` first.
enum FontFileCheck {
  /// Throws `unreadable` naming the file's kind when `path` is not a regular file that can be opened.
  static func requireRegularFile(_ path: String) throws(GIFFontError) {
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
    guard descriptor >= 0 else { throw .unreadable(path: path, reason: String(cString: strerror(errno))) }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      throw .unreadable(path: path, reason: String(cString: strerror(errno)))
    }
    let kind: String
    switch status.st_mode & S_IFMT {
    case S_IFREG: return
    case S_IFDIR: kind = "a folder"
    case S_IFIFO: kind = "a FIFO"
    case S_IFCHR, S_IFBLK: kind = "a device"
    case S_IFSOCK: kind = "a socket"
    default: kind = "not a file"
    }
    throw .unreadable(path: path, reason: "it is \(kind), not a regular file")
  }
}
