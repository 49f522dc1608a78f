/// Writes files all at once, through `StagedOutput`: the old file (or none) or the new one, never half.
///
/// A path named on the command line that is not a regular file (`/dev/null`, `/dev/stdout`, a FIFO with a
/// reader) is written in place, never replaced; a symbolic link to a regular file or folder is refused.
/// Several files given together are all replaced or none is.
public enum AtomicFile {
  /// Writes `contents` to `path`, a path the person named, atomically.
  public static func write(_ contents: String, to path: String) throws(OutputFileError) {
    try StagedOutput.write([StagedFile(path: path, bytes: Array(contents.utf8), isNamedOutput: true)])
  }

  /// Writes every file, or, when one cannot be written, none of them (the old files stay as they were); the
  /// files are the tool's own, so each is a regular file or nothing.
  ///
  /// With `syncing` false the files are not flushed to disk before they are renamed (hundreds of flushes
  /// take seconds on a busy disk): a reader or an interrupted run still sees each file whole or not at all.
  public static func write(_ files: [(path: String, contents: String)], syncing: Bool = true)
    throws(OutputFileError)
  {
    try StagedOutput.write(
      files.map { StagedFile(path: $0.path, bytes: Array($0.contents.utf8)) }, syncing: syncing)
  }
}
