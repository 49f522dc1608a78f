#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Creating the folder outputs go into, with its parents, as `mkdir -p` does.
public enum OutputFolder {
  /// Creates `path` and any missing parents; an existing folder is fine.
  ///
  /// Returns the folders it made, deepest first, so a run that ends up writing nothing can take them away
  /// again.
  @discardableResult
  public static func create(_ path: String) throws(OutputFileError) -> [String] {
    var made: [String] = []
    var prefix = path.hasPrefix("/") ? "/" : ""
    for component in path.split(separator: "/") {
      prefix += component
      if mkdir(prefix, 0o755) == 0 {
        made.append(prefix)
      } else {
        let failure = errno
        var status = stat()
        guard failure == EEXIST, stat(prefix, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR else {
          let reason =
            failure == EEXIST ? String(cString: strerror(ENOTDIR)) : String(cString: strerror(failure))
          throw .cannotCreateFolder(path: path, reason: reason)
        }
      }
      prefix += "/"
    }
    return made.reversed()
  }
}
