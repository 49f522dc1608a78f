import TextSafety

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// File-system access for the loader: listing, and reading through `SafeFile` with errors typed.
///
/// Plain POSIX calls: one `open`, `fstat` and `read` per file, one `opendir` per folder, so that
/// loading copy costs no user-database or extended-attribute lookups.
public struct CopyFiles: Sendable {
  /// The copy folder: links found under it are followed only when they stay inside it (nil: no folder).
  public let root: String?

  /// Access to the file system; files are read inside `root`.
  public init(root: String? = nil) { self.root = root }

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

  /// The bytes of a table (`.strings`, 5 MB) or String Catalog (5 MB), read through `SafeFile`: a link
  /// is followed only when it stays inside the copy folder (`root`), and only regular files are read.
  public func read(_ path: String, limit: ReadLimit = .table) throws(CopyLoadError) -> [UInt8] {
    do {
      return try SafeFile.read(path, limit: limit, within: root)
    } catch {
      throw .file(path, error.message)
    }
  }

  private static func failure(_ path: String, _ code: Int32) -> CopyLoadError {
    .file(path, "cannot read file: " + String(cString: strerror(code)))
  }
}
