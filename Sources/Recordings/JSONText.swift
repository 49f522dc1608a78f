import JSONText

/// Writes JSON scalars by hand, byte-stable and without Foundation's key reordering.
public enum JSONText {
  /// A JSON string literal (`JSONString.quoted`, the one JSON string writer).
  public static func string(_ value: String) -> String { JSONString.quoted(value) }

  /// Seconds with exactly six decimals, from a whole number of microseconds.
  public static func seconds(microseconds: Int) -> String {
    let whole = microseconds / 1_000_000
    let fraction = String(microseconds % 1_000_000)
    return "\(whole)." + String(repeating: "0", count: 6 - fraction.count) + fraction
  }

  /// An object from ordered key/value pairs whose values are already JSON text.
  public static func object(_ pairs: [(String, String)]) -> String {
    "{" + pairs.map { string($0.0) + ": " + $0.1 }.joined(separator: ", ") + "}"
  }
}
