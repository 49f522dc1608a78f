import TextSafety

/// Why a `.strings` file could not be changed in place by `StringsEditor`.
public enum StringsEditError: Error, Equatable, Sendable {
  /// The file does not read as a `.strings` file.
  case unreadable(CopyLoadError)
  /// The file is UTF-16 (or otherwise not UTF-8): only UTF-8 files are changed in place.
  case notUTF8(path: String)
  /// The value of `key`, read at `at`, could not be found again to be replaced.
  case valueNotFound(key: String, at: SourceLocation)
}
