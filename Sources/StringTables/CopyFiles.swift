#if canImport(Glibc)
  import Glibc

  private let systemRead = Glibc.read
#elseif canImport(Darwin)
  import Darwin

  private let systemRead = Darwin.read
#endif

/// File-system access for the loader: listing, size limit and unreadable files as typed errors.
///
/// Plain POSIX calls: one `open`, `fstat` and `read` per file, one `opendir` per folder, so that
/// loading copy costs no user-database or extended-attribute lookups.
public struct CopyFiles: Sendable {
  /// Access to the file system.
  public init() {}

  /// Whether `path` is a directory (following symbolic links).
  func isDirectory(_ path: String) -> Bool {
    var status = stat()
    return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
  }

  /// Directory entries, sorted, hidden files skipped.
  func list(_ path: String) throws(CopyLoadError) -> [String] {
    guard let directory = opendir(path) else { throw .file(path, "cannot read directory") }
    defer { closedir(directory) }
    var names: [String] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if !name.hasPrefix(".") { names.append(name) }
    }
    return names.sorted()
  }

  /// The bytes of a file no larger than 5 MB.
  public func read(_ path: String) throws(CopyLoadError) -> [UInt8] {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw Self.failure(path, errno) }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw Self.failure(path, errno) }
    if (status.st_mode & S_IFMT) == S_IFDIR { throw Self.failure(path, EISDIR) }
    let limit = CopyNames.maximumFileSize
    if Int(status.st_size) > limit {
      throw .file(path, "file is larger than 5 MB (\(status.st_size) bytes)")
    }
    var bytes = [UInt8](repeating: 0, count: max(Int(status.st_size), 0) + 1)
    var count = 0
    while true {
      if count == bytes.count {
        // The file grew since fstat: read on, but never past the limit.
        guard bytes.count <= limit else { throw .file(path, "file is larger than 5 MB") }
        bytes.append(contentsOf: repeatElement(0, count: bytes.count))
      }
      let got = bytes.withUnsafeMutableBytes { buffer in
        systemRead(descriptor, buffer.baseAddress! + count, buffer.count - count)
      }
      if got < 0 {
        if errno == EINTR { continue }
        throw Self.failure(path, errno)
      }
      if got == 0 { break }
      count += got
    }
    guard count <= limit else { throw .file(path, "file is larger than 5 MB") }
    bytes.removeSubrange(count...)
    return bytes
  }

  private static func failure(_ path: String, _ code: Int32) -> CopyLoadError {
    .file(path, "cannot read file: " + String(cString: strerror(code)))
  }
}
