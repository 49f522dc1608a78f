import Foundation

/// Why an output file could not be written.
public enum OutputFileError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The temporary file could not be created or written (e.g. the disk is full).
  case cannotWrite(path: String, reason: String)
  /// The finished file could not be moved into place.
  case cannotReplace(path: String, reason: String)
  /// The folder for the outputs could not be created.
  case cannotCreateFolder(path: String, reason: String)

  /// One line for the person.
  public var description: String {
    switch self {
    case .cannotWrite(let path, let reason): return "\(path): error: cannot write: \(reason)"
    case .cannotReplace(let path, let reason): return "\(path): error: cannot replace: \(reason)"
    case .cannotCreateFolder(let path, let reason): return "\(path): error: cannot create folder: \(reason)"
    }
  }
}

/// Writes files all at once: each to a temporary file beside it, flushed to disk, then renamed over the target.
///
/// An interrupted or failed write leaves the old file (or none) and never a half-written one; SIGINT,
/// SIGTERM or SIGHUP while a temporary file exists remove it before the process ends. A target
/// that is not a regular file (`/dev/null`, `/dev/stdout`, a pipe) is written in place, never replaced;
/// a symbolic link is followed, so the file it points to is replaced and the link kept. Several files
/// given together are all replaced or none is: every one is written out before the first is renamed.
public enum AtomicFile {
  /// Writes `contents` to `path` atomically.
  public static func write(_ contents: String, to path: String) throws(OutputFileError) {
    try write([(path, contents)])
  }

  /// Writes every file, or, when one cannot be written, none of them (the old files stay as they were).
  ///
  /// With `syncing` false the files are not flushed to disk before they are renamed (hundreds of flushes
  /// take seconds on a busy disk): a reader or an interrupted run still sees each file whole or not at all.
  public static func write(_ files: [(path: String, contents: String)], syncing: Bool = true)
    throws(OutputFileError)
  {
    try write(bytes: files.map { ($0.path, Array($0.contents.utf8)) }, syncing: syncing)
  }

  /// Writes every file's bytes (text or not), or, when one cannot be written, none of them.
  public static func write(bytes files: [(path: String, bytes: [UInt8])], syncing: Bool = true)
    throws(OutputFileError)
  {
    var staged: [(temporary: String, target: String, shown: String)] = []
    var inPlace: [(path: String, bytes: [UInt8])] = []
    for (path, contents) in files {
      var status = stat()
      if stat(path, &status) == 0 && (status.st_mode & S_IFMT) != S_IFREG {
        inPlace.append((path, contents))
        continue
      }
      let target = resolvedLink(path)
      let url = URL(fileURLWithPath: target)
      let temporary =
        url.deletingLastPathComponent().path + "/." + url.lastPathComponent
        + ".tmp-\(getpid())-\(staged.count)"
      staged.append((temporary, target, path))
    }
    // A signal while the temporary files exist removes them before the process ends.
    let pending = PendingTemporaryFile(staged.map(\.temporary))
    defer { pending.finish() }
    let contents = Dictionary(files.map { ($0.path, $0.bytes) }, uniquingKeysWith: { _, last in last })
    var written: [String] = []
    func discard() { for temporary in written { unlink(temporary) } }
    for file in staged {
      do {
        try writeNew(
          contents[file.shown] ?? [], to: file.temporary, shown: file.shown, syncing: syncing)
      } catch {
        discard()
        throw error
      }
      written.append(file.temporary)
    }
    for file in inPlace {
      do {
        try writeInPlace(file.bytes, to: file.path)
      } catch {
        discard()
        throw error
      }
    }
    for (index, file) in staged.enumerated() where rename(file.temporary, file.target) != 0 {
      let reason = String(cString: strerror(errno))
      for later in staged[index...] { unlink(later.temporary) }
      throw .cannotReplace(path: file.shown, reason: reason)
    }
  }

  private static func resolvedLink(_ path: String) -> String {
    var status = stat()
    guard lstat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFLNK,
      let resolved = realpath(path, nil)
    else { return path }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  private static func writeNew(_ bytes: [UInt8], to temporary: String, shown: String, syncing: Bool)
    throws(OutputFileError)
  {
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      throw .cannotWrite(path: shown, reason: String(cString: strerror(errno)))
    }
    var failure = DescriptorOutput.writeAll(bytes, to: descriptor)
    if failure == 0, syncing, fsync(descriptor) != 0 { failure = errno }
    if close(descriptor) != 0, failure == 0 { failure = errno }
    guard failure == 0 else {
      unlink(temporary)
      throw .cannotWrite(path: shown, reason: String(cString: strerror(failure)))
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
