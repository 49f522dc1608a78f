import Foundation
import JourneyTestSupport

/// Reads one string from the bundled copy (`copy/<locale>.lproj/<Table>.strings`), as tests expect it drawn.
enum CopyText {
  /// Why a string could not be read.
  enum Failure: Error, CustomStringConvertible {
    /// The key is not in the table.
    case missing(table: String, key: String, locale: String)

    var description: String {
      switch self {
      case .missing(let table, let key, let locale): return "no \(table)/\(key) in \(locale)"
      }
    }
  }

  /// The value of `"key" = "value";` in the table, with `\"` unescaped.
  static func value(_ table: String, _ key: String, locale: String) throws -> String {
    let url = URL(fileURLWithPath: BuiltProgram.copyDirectory)
      .appendingPathComponent("\(locale).lproj/\(table).strings")
    let text = try String(contentsOf: url, encoding: .utf8)
    let prefix = "\"\(key)\" = \""
    for line in text.split(separator: "\n") where line.hasPrefix(prefix) && line.hasSuffix("\";") {
      return String(line.dropFirst(prefix.count).dropLast(2)).replacingOccurrences(of: "\\\"", with: "\"")
    }
    throw Failure.missing(table: table, key: key, locale: locale)
  }
}
