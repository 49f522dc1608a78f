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
/// An interrupted or failed write leaves the old file (or none) and never a half-written one.
public enum AtomicFile {
  /// Writes `contents` to `path` atomically.
  public static func write(_ contents: String, to path: String) throws(OutputFileError) {
    let url = URL(fileURLWithPath: path)
    let directory = url.deletingLastPathComponent().path
    let temporary = directory + "/." + url.lastPathComponent + ".tmp-\(getpid())"
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard descriptor >= 0 else {
      throw .cannotWrite(path: path, reason: String(cString: strerror(errno)))
    }
    let bytes = Array(contents.utf8)
    var written = 0
    var failure: Int32 = 0
    while written < bytes.count {
      let result = bytes.withUnsafeBytes { raw in
        Foundation.write(descriptor, raw.baseAddress! + written, bytes.count - written)
      }
      if result < 0 {
        if errno == EINTR { continue }
        failure = errno
        break
      }
      written += result
    }
    if failure == 0, fsync(descriptor) != 0 { failure = errno }
    if close(descriptor) != 0, failure == 0 { failure = errno }
    guard failure == 0 else {
      unlink(temporary)
      throw .cannotWrite(path: path, reason: String(cString: strerror(failure)))
    }
    guard rename(temporary, path) == 0 else {
      let reason = String(cString: strerror(errno))
      unlink(temporary)
      throw .cannotReplace(path: path, reason: reason)
    }
  }
}
