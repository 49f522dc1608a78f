import Foundation

/// Why an output file could not be written.
public enum OutputFileError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The temporary file could not be created or written (e.g. the disk is full).
  case cannotWrite(path: String, reason: String)
  /// The finished file could not be moved into place.
  case cannotReplace(path: String, reason: String)

  /// One line for the person.
  public var description: String {
    switch self {
    case .cannotWrite(let path, let reason): return "\(path): error: cannot write: \(reason)"
    case .cannotReplace(let path, let reason): return "\(path): error: cannot replace: \(reason)"
    }
  }
}

/// Writes a file all at once: to a temporary file beside it, flushed to disk, then renamed over the target.
///
/// An interrupted or failed write leaves the old file (or none) and never a half-written one; SIGINT,
/// SIGTERM or SIGHUP while the temporary file exists remove it before the process ends. A target
/// that is not a regular file (`/dev/null`, `/dev/stdout`, a pipe) is written in place, never replaced;
/// a symbolic link is followed, so the file it points to is replaced and the link kept.
public enum AtomicFile {
  /// Writes `contents` to `path` atomically.
  public static func write(_ contents: String, to path: String) throws(OutputFileError) {
    var status = stat()
    if stat(path, &status) == 0 && (status.st_mode & S_IFMT) != S_IFREG {
      try writeInPlace(Array(contents.utf8), to: path)
      return
    }
    var target = path
    if lstat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFLNK,
      let resolved = realpath(path, nil)
    {
      target = String(cString: resolved)
      free(resolved)
    }
    try replace(target, with: contents, reportedAs: path)
  }

  private static func replace(_ path: String, with contents: String, reportedAs shown: String)
    throws(OutputFileError)
  {
    let url = URL(fileURLWithPath: path)
    let directory = url.deletingLastPathComponent().path
    let temporary = directory + "/." + url.lastPathComponent + ".tmp-\(getpid())"
    // A signal while the temporary file exists removes it before the process ends.
    let pending = PendingTemporaryFile(temporary)
    defer { pending.finish() }
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      throw .cannotWrite(path: shown, reason: String(cString: strerror(errno)))
    }
    var failure = DescriptorOutput.writeAll(Array(contents.utf8), to: descriptor)
    if failure == 0, fsync(descriptor) != 0 { failure = errno }
    if close(descriptor) != 0, failure == 0 { failure = errno }
    guard failure == 0 else {
      unlink(temporary)
      throw .cannotWrite(path: shown, reason: String(cString: strerror(failure)))
    }
    guard rename(temporary, path) == 0 else {
      let reason = String(cString: strerror(errno))
      unlink(temporary)
      throw .cannotReplace(path: shown, reason: reason)
    }
  }

  private static func writeInPlace(_ bytes: [UInt8], to path: String) throws(OutputFileError) {
    let descriptor = open(path, O_WRONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw .cannotWrite(path: path, reason: String(cString: strerror(errno))) }
    var failure = DescriptorOutput.writeAll(bytes, to: descriptor)
    if close(descriptor) != 0, failure == 0 { failure = errno }
    guard failure == 0 else { throw .cannotWrite(path: path, reason: String(cString: strerror(failure))) }
  }
}
