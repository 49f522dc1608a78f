import StringTables

/// Every line break a reader counts, and what the `.strings` reader makes of them: the reference
/// the exchange readers' positions are checked against.
enum LineBreakFixtures {
  /// Each break with its name for test messages; `\r\n` is one break.
  static let breaks: [(name: String, text: String)] = [
    ("LF", "\n"), ("CRLF", "\r\n"), ("CR", "\r"), ("U+2028", "\u{2028}"), ("U+2029", "\u{2029}"),
  ]

  /// Three lines joined by `lineBreak`, the second with a non-ASCII letter, the last `three`.
  static func body(_ lineBreak: String) -> String {
    "one" + lineBreak + "twö" + lineBreak + "three"
  }

  /// The line and column of the error the `.strings` reader reports for `bytes`.
  static func stringsError(_ bytes: [UInt8]) -> [Int]? {
    do {
      _ = try StringsFile(bytes: bytes, path: "T.strings")
      return nil
    } catch {
      guard case .syntax(let location, _) = error else { return nil }
      return [location.line, location.column]
    }
  }

  /// The line and column of the error the `.strings` reader reports for `text`.
  static func stringsError(_ text: String) -> [Int]? {
    stringsError(Array(text.utf8))
  }
}
