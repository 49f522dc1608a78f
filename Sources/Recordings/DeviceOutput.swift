#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Opening an output named on the command line that is a device or a FIFO (`/dev/stdout`, a pipe),
/// written directly; nothing ever waits for a FIFO's reader.
enum DeviceOutput {
  /// Opens `name` in `folder` for writing with `O_NONBLOCK` (a FIFO with no reader fails at once instead
  /// of waiting), checks with `fstat` that it is still neither a regular file nor a folder, then makes its
  /// writes blocking again.
  static func open(_ name: String, in folder: Int32, shown: String) throws(OutputFileError) -> Int32 {
    let descriptor = openat(folder, name, O_WRONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
    guard descriptor >= 0 else {
      let failure = errno
      var status = stat()
      let isSocket = fstatat(folder, name, &status, 0) == 0 && (status.st_mode & S_IFMT) == S_IFSOCK
      let reason =
        failure != ENXIO
        ? String(cString: strerror(failure))
        : isSocket
          ? "a socket, which cannot be opened as a file" : "a FIFO with no reader; nothing waits for one"
      throw .cannotWrite(path: shown, reason: reason)
    }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      let reason = String(cString: strerror(errno))
      systemClose(descriptor)
      throw .cannotWrite(path: shown, reason: reason)
    }
    let kind = status.st_mode & S_IFMT
    guard kind != S_IFREG && kind != S_IFDIR else {
      systemClose(descriptor)
      throw .cannotWrite(path: shown, reason: "it became a regular file or a folder while it was written")
    }
    _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
    return descriptor
  }

  /// What a file that is not a regular file or folder is, as messages say it ("a FIFO").
  static func kind(_ mode: mode_t) -> String {
    switch mode & S_IFMT {
    case S_IFIFO: return "a FIFO"
    case S_IFCHR: return "a character device"
    case S_IFBLK: return "a block device"
    case S_IFSOCK: return "a socket"
    case S_IFLNK: return "a symbolic link"
    case S_IFDIR: return "a folder"
    default: return "not a plain file"
    }
  }
}
