/// Paths as strings, joined and split the way POSIX reads them; no file-system access.
public enum FilePath {
  /// `folder/name`, without doubling a slash; an absolute `name` stands alone.
  public static func join(_ folder: String, _ name: String) -> String {
    if name.hasPrefix("/") || folder.isEmpty { return name }
    return folder.hasSuffix("/") ? folder + name : folder + "/" + name
  }

  /// The folder holding `path` (`a/b` → `a`, `b` → `.`, `/b` → `/`), as `dirname` gives it.
  public static func parent(of path: String) -> String {
    let trimmed = trimmingTrailingSlashes(path)
    guard let slash = trimmed.lastIndex(of: "/") else { return "." }
    let head = trimmingTrailingSlashes(String(trimmed[..<slash]))
    return head.isEmpty ? "/" : head
  }

  /// The last component (`a/b.txt` → `b.txt`), as `basename` gives it.
  public static func lastComponent(of path: String) -> String {
    let trimmed = trimmingTrailingSlashes(path)
    guard let slash = trimmed.lastIndex(of: "/") else { return trimmed }
    let tail = String(trimmed[trimmed.index(after: slash)...])
    return tail.isEmpty ? "/" : tail
  }

  /// The extension after the last dot of the last component, lower-cased; empty when there is none.
  public static func pathExtension(of path: String) -> String {
    let name = lastComponent(of: path)
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
    return String(name[name.index(after: dot)...]).lowercased()
  }

  /// The components of `path` with `.` and empty ones dropped and `..` applied where it can be; a leading
  /// `..` of a relative path is kept.
  public static func components(of path: String) -> [String] {
    var result: [String] = []
    for part in path.split(separator: "/", omittingEmptySubsequences: true) {
      switch part {
      case ".": continue
      case "..":
        if let last = result.last, last != ".." {
          result.removeLast()
        } else if !path.hasPrefix("/") {
          result.append("..")
        }
      default: result.append(String(part))
      }
    }
    return result
  }

  /// `path` with `.`, `..` and repeated slashes resolved lexically (no symbolic links followed).
  public static func normalized(_ path: String) -> String {
    let parts = components(of: path)
    if path.hasPrefix("/") { return "/" + parts.joined(separator: "/") }
    return parts.isEmpty ? "." : parts.joined(separator: "/")
  }

  /// Whether `path` lies inside `folder` (or is it), comparing normalized absolute forms.
  public static func isInside(_ path: String, folder: String, workingDirectory: String) -> Bool {
    let base = components(of: absolute(folder, workingDirectory: workingDirectory))
    let target = components(of: absolute(path, workingDirectory: workingDirectory))
    return target.count >= base.count && Array(target.prefix(base.count)) == base
  }

  /// `path` made absolute against `workingDirectory`.
  public static func absolute(_ path: String, workingDirectory: String) -> String {
    path.hasPrefix("/") ? path : join(workingDirectory, path)
  }

  private static func trimmingTrailingSlashes(_ path: String) -> String {
    var result = Substring(path)
    while result.count > 1, result.hasSuffix("/") { result = result.dropLast() }
    return String(result)
  }
}
