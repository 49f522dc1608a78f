#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What kind of thing a path names, read with `stat`/`lstat`.
public enum FileKind: Sendable, Equatable {
  /// Nothing is there.
  case missing
  /// A regular file.
  case file
  /// A folder.
  case directory
  /// A symbolic link (only from `FileStatus.kind(of:followingLinks: false)`).
  case symbolicLink
  /// A FIFO, device, socket or anything else that is not a plain file or folder.
  case other

  init(mode: mode_t) {
    switch mode & S_IFMT {
    case S_IFREG: self = .file
    case S_IFDIR: self = .directory
    case S_IFLNK: self = .symbolicLink
    default: self = .other
    }
  }
}

/// File-system look-ups without reading contents.
public enum FileStatus {
  /// What `path` names; a symbolic link is followed unless `followingLinks` is false.
  public static func kind(of path: String, followingLinks: Bool = true) -> FileKind {
    var status = stat()
    let result = followingLinks ? stat(path, &status) : lstat(path, &status)
    return result == 0 ? FileKind(mode: status.st_mode) : .missing
  }

  /// Whether something (anything, a dangling link included) is at `path`.
  public static func exists(_ path: String) -> Bool {
    kind(of: path, followingLinks: false) != .missing
  }

  /// Whether `path` is a folder (following links).
  public static func isDirectory(_ path: String) -> Bool { kind(of: path) == .directory }

  /// Whether `path` is a file this process may execute.
  public static func isExecutable(_ path: String) -> Bool {
    kind(of: path) == .file && access(path, X_OK) == 0
  }

  /// The entries of a folder, sorted by name, without `.` and `..`; hidden ones only when asked.
  public static func entries(of folder: String, includingHidden: Bool = false) -> [String]? {
    guard let directory = opendir(folder) else { return nil }
    defer { closedir(directory) }
    var names: [String] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name == "." || name == ".." { continue }
      if !includingHidden, name.hasPrefix(".") { continue }
      names.append(name)
    }
    return names.sorted()
  }

  /// Creates a folder and any missing parents (`mkdir -p`); returns the `errno` of a failure.
  @discardableResult
  public static func createDirectory(_ path: String) -> Int32? {
    if isDirectory(path) { return nil }
    let parent = FilePath.parent(of: path)
    if parent != path, parent != ".", parent != "/", !isDirectory(parent) {
      if let failure = createDirectory(parent) { return failure }
    }
    if mkdir(path, 0o755) == 0 || (errno == EEXIST && isDirectory(path)) { return nil }
    return errno
  }
}
