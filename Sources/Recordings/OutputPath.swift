#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Telling two spellings of one output apart from two outputs: `o/x.txt`, `./o/../o/x.txt`, an absolute
/// path and a path through a link to the same folder are one file.
public enum OutputPath {
  /// The path with its folder resolved: the longest part of it that exists resolved through its links,
  /// the rest with `.` dropped and `..` taken back, then the file's own name (which is never resolved).
  public static func identity(_ path: String) -> String {
    var parts = path.split(separator: "/").map(String.init)
    guard let name = parts.popLast(), name != ".", name != ".." else { return resolved(path) ?? path }
    let base = path.hasPrefix("/") ? "/" : "."
    var existing = parts.count
    var root: String?
    while existing >= 0 {
      let prefix = existing == 0 ? base : base + "/" + parts[..<existing].joined(separator: "/")
      if let real = resolved(prefix) {
        root = real
        break
      }
      existing -= 1
    }
    var folders = (root ?? "").split(separator: "/").map(String.init)
    for part in parts[max(existing, 0)...] {
      if part == "." { continue }
      if part == ".." {
        _ = folders.popLast()
      } else {
        folders.append(part)
      }
    }
    return "/" + (folders + [name]).joined(separator: "/")
  }

  private static func resolved(_ path: String) -> String? {
    guard let real = realpath(path, nil) else { return nil }
    defer { free(real) }
    return String(cString: real)
  }
}
