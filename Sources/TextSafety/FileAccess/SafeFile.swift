#if canImport(Glibc)
  import Glibc

  private let systemRead = Glibc.read

  private func systemOpen(_ path: String, _ flags: Int32) -> Int32 { Glibc.open(path, flags) }
#elseif canImport(Darwin)
  import Darwin

  private let systemRead = Darwin.read

  private func systemOpen(_ path: String, _ flags: Int32) -> Int32 { Darwin.open(path, flags) }
#endif

/// The one way the tool reads an input file: regular files only, size checked before reading.
///
/// The file is opened with `O_NOFOLLOW | O_NONBLOCK` (a FIFO never blocks, a link is never followed by
/// the open), checked with `fstat` (a folder, FIFO, device or socket is refused), refused when `fstat`
/// says it is larger than its `ReadLimit`, and read up to the limit and no further. A symbolic link is
/// followed only when it was found in a `folder` and its resolved target lies inside that folder's
/// resolved path; without a folder (a file the person named on the command line) a link is followed.
/// An error names the file and never shows its content.
public enum SafeFile {
  /// The bytes of the file at `path`, no more than `limit` allows.
  public static func read(_ path: String, limit: ReadLimit, within folder: String? = nil)
    throws(FileReadError) -> [UInt8]
  {
    let (descriptor, status) = try openRegular(path, within: folder)
    defer { close(descriptor) }
    let size = Int(status.st_size)
    guard size <= limit.bytes else { throw .tooLarge(path: path, size: size, limit: limit) }
    // One byte more than the limit allows tells a file that grew since fstat.
    var bytes = [UInt8](repeating: 0, count: min(size, limit.bytes) + 1)
    var count = 0
    while count < bytes.count {
      let got = bytes.withUnsafeMutableBytes { buffer in
        systemRead(descriptor, buffer.baseAddress! + count, buffer.count - count)
      }
      if got < 0 {
        if errno == EINTR { continue }
        throw .unreadable(path: path, reason: reason(errno))
      }
      if got == 0 { break }
      count += got
      if count == bytes.count && count <= limit.bytes {
        bytes.append(contentsOf: repeatElement(0, count: min(bytes.count, limit.bytes + 1 - bytes.count)))
      }
    }
    guard count <= limit.bytes else { throw .tooLarge(path: path, size: count, limit: limit) }
    bytes.removeSubrange(count...)
    return bytes
  }

  /// Checks, as `read` does before reading, that `path` opens as a regular file, for a file another
  /// library reads by its path (FreeType's fonts): a FIFO or a terminal is refused, never waited on.
  public static func requireRegularFile(_ path: String) throws(FileReadError) {
    let (descriptor, _) = try openRegular(path, within: nil)
    close(descriptor)
  }

  /// Opens `path` without waiting and without following a link the open meets; refuses anything but a
  /// regular file. Returns the open descriptor and its status.
  private static func openRegular(_ path: String, within folder: String?) throws(FileReadError) -> (
    Int32, stat
  ) {
    let opened = try resolve(path, within: folder)
    let descriptor = systemOpen(opened, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { throw .unreadable(path: path, reason: reason(errno)) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      let failure = reason(errno)
      close(descriptor)
      throw .unreadable(path: path, reason: failure)
    }
    guard (status.st_mode & S_IFMT) == S_IFREG else {
      close(descriptor)
      throw .notRegular(path: path, kind: kind(of: status.st_mode))
    }
    return (descriptor, status)
  }

  /// Whether `path` is a link whose resolved target stays inside `folder` (or is no link at all).
  public static func staysInside(_ path: String, folder: String) -> Bool {
    (try? resolve(path, within: folder)) != nil
  }

  /// The path to open: `path` itself, or a link's resolved target when it may be followed.
  private static func resolve(_ path: String, within folder: String?) throws(FileReadError) -> String {
    guard let folder else {
      var status = stat()
      guard lstat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFLNK else { return path }
      return resolved(path) ?? path
    }
    guard let target = resolved(path) else { return path }  // missing: the open reports it
    guard let root = resolved(folder), target.hasPrefix(root == "/" ? "/" : root + "/") else {
      throw .linkOutside(path: path, folder: folder)
    }
    return target
  }

  private static func resolved(_ path: String) -> String? {
    guard let pointer = realpath(path, nil) else { return nil }
    defer { free(pointer) }
    return String(cString: pointer)
  }

  private static func reason(_ code: Int32) -> String {
    code == ELOOP ? "a symbolic link where none is followed" : String(cString: strerror(code))
  }

  private static func kind(of mode: mode_t) -> String {
    switch mode & S_IFMT {
    case S_IFDIR: return "a folder"
    case S_IFIFO: return "a FIFO"
    case S_IFCHR, S_IFBLK: return "a device"
    case S_IFSOCK: return "a socket"
    default: return "not a file"
    }
  }
}
