#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A private folder under `TMPDIR` (or `/tmp`), made with `mkdtemp`, removed with everything in it.
public struct TemporaryFolder: Sendable {
  /// The folder's absolute path.
  public let path: String

  /// Makes a new, empty folder named `<prefix>.XXXXXX`, readable by its owner only.
  public init(prefix: String) throws(ChildProcessError) {
    var base = Host.environment("TMPDIR") ?? "/tmp"
    if base.isEmpty || !base.hasPrefix("/") { base = "/tmp" }
    var template = Array(FilePath.join(base, prefix + ".XXXXXX").utf8CString)
    let made = template.withUnsafeMutableBufferPointer { buffer in buffer.baseAddress.flatMap { mkdtemp($0) }
    }
    guard made != nil else {
      throw .cannotStart(program: "mkdtemp", reason: Host.describe(errno: errno))
    }
    path = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// Removes the folder and everything under it; links are removed, never followed.
  public func remove() {
    Self.removeTree(path)
  }

  /// Removes `path`: a folder with its contents, depth first, anything else with `unlink`.
  static func removeTree(_ path: String) {
    var status = stat()
    guard lstat(path, &status) == 0 else { return }
    guard (status.st_mode & S_IFMT) == S_IFDIR else {
      unlink(path)
      return
    }
    if let directory = opendir(path) {
      var names: [String] = []
      while let entry = readdir(directory) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
          String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
        if name != "." && name != ".." { names.append(name) }
      }
      closedir(directory)
      for name in names { removeTree(path + "/" + name) }
    }
    rmdir(path)
  }
}
