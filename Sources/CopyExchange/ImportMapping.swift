import HostSystem
import StringTables
import TextSafety

/// Which keys of the app's own tables hold text the journey shows.
///
/// One rule a line:
///
///     # app table/key                    copy table/key
///     Localizable/tracking_primer_title = Primer/primer.title
public struct ImportMapping: Equatable, Sendable {
  /// One line of the mapping.
  public struct Rule: Equatable, Sendable {
    /// The app's table, such as `Localizable`.
    public var appTable: String
    /// The app's key.
    public var appKey: String
    /// Where it goes in the copy.
    public var destination: CopyKey
  }

  /// The rules in file order.
  public var rules: [Rule]

  /// No rules: only the Info.plist strings are imported.
  public static let none = ImportMapping(rules: [])

  /// Creates a mapping.
  public init(rules: [Rule]) { self.rules = rules }

  /// Parses the mapping text; a bad line is an error with its line number.
  public init(text: String, path: String) throws(ExchangeError) {
    var rules: [Rule] = []
    for (index, raw) in Position.lines(of: text).enumerated() {
      let line = raw.trimmingBlanks(newlines: true)
      if line.isEmpty || line.hasPrefix("#") { continue }
      let sides = line.split(separator: "=", maxSplits: 1).map { $0.trimmingBlanks() }
      guard sides.count == 2, let app = Self.split(sides[0]), let copy = Self.split(sides[1]) else {
        throw .badFile(
          SourceLocation(file: path, line: index + 1, column: 1),
          message: "expected 'AppTable/app.key = CopyTable/copy.key'")
      }
      rules.append(Rule(appTable: app.0, appKey: app.1, destination: CopyKey(table: copy.0, key: copy.1)))
    }
    self.rules = rules
  }

  /// The copy key an app key goes to, if the mapping names it.
  public func destination(table: String, key: String) -> CopyKey? {
    rules.first { $0.appTable == table && $0.appKey == key }?.destination
  }

  private static func split(_ text: String) -> (String, String)? {
    let scalars = text.unicodeScalars
    guard let slash = scalars.firstIndex(of: "/") else { return nil }
    let table = String(scalars[..<slash])
    let key = String(scalars[scalars.index(after: slash)...])
    guard !table.isEmpty, !key.isEmpty, !table.contains(".."),
      !table.unicodeScalars.contains(where: { $0.value < 0x20 })
    else { return nil }
    return (table, key)
  }
}
