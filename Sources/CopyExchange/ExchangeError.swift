import StringTables
import TextSafety

/// Why an export or import could not be done; each prints as one line with the file (and position).
public enum ExchangeError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A file could not be read or parsed: where (line and column 0 when none), and why.
  case badFile(SourceLocation, message: String)
  /// A path named by an imported file is refused.
  case unsafePath(String, String)
  /// The translation was made from a source text that has changed since.
  case staleTranslation(SourceLocation, key: String, now: String)
  /// A unit names a key or locale the copy does not have.
  case unknown(SourceLocation, message: String)
  /// The copy itself (or an Xcode string table) could not be read.
  case copy(CopyLoadError)

  /// `path:line:col: error: message`.
  public var description: String {
    switch self {
    case .badFile(let location, let message):
      return Self.located(location) + "error: " + message
    case .unsafePath(let path, let reason):
      return "\(path): error: refused path: \(reason)"
    case .staleTranslation(let location, let key, let now):
      return Self.located(location)
        + "error: stale translation of \(key): its source text has changed since the export (now \"\(Self.shown(now))\"); export again"
    case .unknown(let location, let message):
      return Self.located(location) + "error: " + message
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
        SourceLocation(file: path, line: 0, column: 0),
        message: "import changes UTF-8 .strings files only; save this one as UTF-8")
    case .valueNotFound(let key, let location):
      self = .badFile(location, message: "cannot find the value of \"\(Self.shown(key))\" to change it")
    }
  }

  /// A refused path at the place in an imported file that named it (`what`: `<file original=…>`, `the row's
  /// locale, variant and table`); any other error as it is.
  public func named(by what: String, at location: SourceLocation) -> ExchangeError {
    guard case .unsafePath(let path, let reason) = self else { return self }
    return .unknown(location, message: "\(what) \"\(path)\" is not a table of the copy: \(reason)")
  }

  /// Text safe for one line of a terminal: control characters as visible symbols, long text cut.
  public static func shown(_ text: String) -> String {
    let safe = ControlCharacters.sanitize(text)
    return safe.count > 80 ? String(safe.prefix(79)) + "…" : safe
  }

  /// `path:line:col: `, without the column or line where it is 0 (the whole line, the whole file).
  static func located(_ location: SourceLocation) -> String {
    if location.line <= 0 { return "\(location.file): " }
    return location.column > 0 ? "\(location): " : "\(location.file):\(location.line): "
  }
}
