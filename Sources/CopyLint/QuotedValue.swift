import TextSafety

/// A copy value as a finding quotes it: control characters made visible, and a value longer than
/// `longest` characters cut to its start, so a megabyte value makes a finding of a line, not a megabyte.
enum QuotedValue {
  /// The most characters of a value a finding quotes (the longest copy is a few hundred).
  static let longest = 1_000

  /// `value` made safe to print, cut after `longest` characters with how many bytes were left out.
  static func text(_ value: String) -> String {
    guard value.utf8.count > longest else { return ControlCharacters.sanitize(value) }
    let start = value.prefix(longest)
    guard start.endIndex != value.endIndex else { return ControlCharacters.sanitize(value) }
    let rest = value.utf8.count - start.utf8.count
    return ControlCharacters.sanitize(String(start)) + "… (\(rest) more bytes)"
  }
}
