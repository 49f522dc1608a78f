import StringTables
import TextSafety

/// Why an export or import could not be done; each prints as one line with the file (and position).
public enum ExchangeError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A file could not be read or parsed: path, line, column (0 when none), message.
  case badFile(path: String, line: Int, column: Int, message: String)
  /// A path named by an imported file is refused.
  case unsafePath(String, String)
  /// The translation was made from a source text that has changed since.
  case staleTranslation(path: String, line: Int, key: String, now: String)
  /// A unit names a key or locale the copy does not have.
  case unknown(path: String, line: Int, message: String)
  /// The copy itself (or an Xcode string table) could not be read.
  case copy(CopyLoadError)

  /// `path:line:col: error: message`.
  public var description: String {
    switch self {
    case .badFile(let path, let line, let column, let message):
      return Self.located(path, line, column) + "error: " + message
    case .unsafePath(let path, let reason):
      return "\(path): error: refused path: \(reason)"
    case .staleTranslation(let path, let line, let key, let now):
      return Self.located(path, line, 0)
        + "error: stale translation of \(key): its source text has changed since the export (now \"\(Self.shown(now))\"); export again"
    case .unknown(let path, let line, let message):
      return Self.located(path, line, 0) + "error: " + message
    case .copy(let error):
      return error.description
    }
  }

  /// The same problem met while changing a `.strings` file in place.
  public init(_ error: StringsEditError) {
    switch error {
    case .unreadable(let error):
      self = .copy(error)
    case .notUTF8(let path):
      self = .badFile(
        path: path, line: 0, column: 0,
        message: "import changes UTF-8 .strings files only; save this one as UTF-8")
    case .valueNotFound(let key, let location):
      self = .badFile(
        path: location.file, line: location.line, column: location.column,
        message: "cannot find the value of \"\(Self.shown(key))\" to change it")
    }
  }

  /// Text safe for one line of a terminal: control characters as visible symbols, long text cut.
  public static func shown(_ text: String) -> String {
    let safe = ControlCharacters.sanitize(text)
    return safe.count > 80 ? String(safe.prefix(79)) + "…" : safe
  }

  static func located(_ path: String, _ line: Int, _ column: Int) -> String {
    if line <= 0 { return "\(path): " }
    return column > 0 ? "\(path):\(line):\(column): " : "\(path):\(line): "
  }
}
