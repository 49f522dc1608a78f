/// One file of a set written together: the folder the person named, and the file's path inside it.
public struct StagedFile: Sendable, Equatable {
  /// The folder the person named (or the file's own folder); it is created when missing, and a link to
  /// it is followed unless the write refuses linked folders.
  public var folder: String
  /// The path inside `folder`, `/`-separated; every folder on it is the tool's and is never a link.
  public var path: String
  /// The file's bytes.
  public var bytes: [UInt8]
  /// Whether the person typed this file's own path on the command line (`--cast FILE`, `--out FILE`): only
  /// such a file may be a device or a FIFO (`/dev/stdout`), or a link to one, and it is then written
  /// directly. A file the tool names itself is a regular file or nothing.
  public var isNamedOutput: Bool

  /// A file at `path` inside `folder`.
  public init(folder: String, path: String, bytes: [UInt8], isNamedOutput: Bool = false) {
    self.folder = folder
    self.path = path
    self.bytes = bytes
    self.isNamedOutput = isNamedOutput
  }

  /// A file at `path`, in its own folder (`.` when the path has none).
  public init(path: String, bytes: [UInt8], isNamedOutput: Bool = false) {
    if let slash = path.lastIndex(of: "/") {
      let folder = String(path[..<slash])
      self.init(
        folder: folder.isEmpty ? "/" : folder, path: String(path[path.index(after: slash)...]), bytes: bytes,
        isNamedOutput: isNamedOutput)
    } else {
      self.init(folder: ".", path: path, bytes: bytes, isNamedOutput: isNamedOutput)
    }
  }

  /// The whole path, as messages show it.
  public var shown: String {
    folder == "." && !path.isEmpty ? path : (folder.hasSuffix("/") ? folder : folder + "/") + path
  }
}
