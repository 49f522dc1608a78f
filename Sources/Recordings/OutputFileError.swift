import TextSafety

/// Why an output file could not be written.
public enum OutputFileError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The temporary file could not be created or written (e.g. the disk is full).
  case cannotWrite(path: String, reason: String)
  /// The finished file could not be moved into place.
  case cannotReplace(path: String, reason: String)
  /// The folder for the outputs could not be created.
  case cannotCreateFolder(path: String, reason: String)
  /// The output, or a folder the tool writes into, is a symbolic link; writes never follow one.
  case linked(path: String)
  /// A file the tool names itself inside a folder is there already as something other than a regular
  /// file (a FIFO, a device, a socket); only a path given on the command line may be one.
  case notRegular(path: String, kind: String)
  /// A file the tool names itself would go into the folder of an output that is a device or FIFO
  /// (`/dev/stdout`), where no file of the tool's belongs.
  case besideDevice(path: String, device: String)

  /// One line for the person (control characters in paths made visible).
  public var description: String {
    switch self {
    case .cannotWrite(let path, let reason): return "\(Self.shown(path)): error: cannot write: \(reason)"
    case .cannotReplace(let path, let reason): return "\(Self.shown(path)): error: cannot replace: \(reason)"
    case .cannotCreateFolder(let path, let reason):
      return "\(Self.shown(path)): error: cannot create folder: \(reason)"
    case .linked(let path):
      return "\(Self.shown(path)): error: is a symbolic link; outputs are never written through a link"
    case .notRegular(let path, let kind):
      return
        "\(Self.shown(path)): error: is \(kind), not a regular file; only an output named on the command line may be one"
    case .besideDevice(let path, let device):
      return
        "\(Self.shown(path)): error: would go beside \(Self.shown(device)), which is not a regular file; give the files a folder of their own"
    }
  }

  private static func shown(_ path: String) -> String { ControlCharacters.sanitize(path) }
}
