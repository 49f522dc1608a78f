import StringTables
import TextSafety

/// Writing Apple `.strings` text: quoted literals and comments that read back to exactly the value.
public enum StringsWriting {
  /// A quoted literal: `"` and `\` escaped, line breaks and tabs as `\n` `\r` `\t`, every other
  /// control, bidi or zero-width character as `\UXXXX` (UTF-16), so no raw control character is written.
  public static func literal(_ value: String) -> String {
    var out = "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      default:
        if ControlCharacters.isUnsafe(scalar) {
          for unit in String(scalar).utf16 { out += "\\U" + hex(unit) }
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }

  /// A `/* … */` comment on one line: control characters shown as symbols, `*/` broken up.
  public static func comment(_ text: String) -> String {
    let flat = ControlCharacters.sanitize(text).replacing("*/", with: "* /")
    return "/* " + flat + " */"
  }

  /// One entry, its comment on the line above.
  public static func entry(key: String, value: String, comment: String?) -> String {
    (comment.map { Self.comment($0) + "\n" } ?? "") + literal(key) + " = " + literal(value) + ";\n"
  }

  /// A whole file: entries separated by blank lines.
  public static func file(_ entries: [(key: String, value: String, comment: String?)]) -> String {
    entries.map { entry(key: $0.key, value: $0.value, comment: $0.comment) }.joined(separator: "\n")
  }

  private static func hex(_ unit: UInt16) -> String {
    let digits = String(unit, radix: 16, uppercase: true)
    return String(repeating: "0", count: 4 - digits.count) + digits
  }
}

/// Changes values inside an existing `.strings` file, leaving every other byte as it was.
public struct StringsEditor {
  /// The file's path (for errors).
  public let path: String
  private var bytePrefix: [UInt8]
  private var scalars: [Unicode.Scalar]
  private let file: StringsFile

  /// Reads a UTF-8 `.strings` file (with or without a byte-order mark).
  public init(bytes: [UInt8], path: String) throws(ExchangeError) {
    self.path = path
    do {
      file = try StringsFile(bytes: bytes, path: path)
    } catch {
      throw .copy(error)
    }
    let hasMark = bytes.starts(with: [0xEF, 0xBB, 0xBF])
    bytePrefix = hasMark ? [0xEF, 0xBB, 0xBF] : []
    if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
      throw .badFile(
        path: path, line: 0, column: 0,
        message: "import changes UTF-8 .strings files only; save this one as UTF-8")
    }
    // The parser has checked the UTF-8, so decoding and encoding again gives the same bytes.
    scalars = Array(String(decoding: bytes[(hasMark ? 3 : 0)...], as: UTF8.self).unicodeScalars)
  }

  /// The keys in file order (the last definition of a duplicate counts).
  public var entries: [String: StringsEntry] { file.effectiveEntries }

  /// The file after replacing the values of `changes` (key → new value) and appending `additions`.
  public func applying(
    _ changes: [String: String], appending additions: [(key: String, value: String, comment: String?)]
  ) throws(ExchangeError) -> [UInt8] {
    let effective = file.effectiveEntries
    var ranges: [(Range<Int>, String)] = []
    for (key, value) in changes {
      guard let entry = effective[key] else { continue }
      let start = offset(of: entry.valueLocation)
      guard let start, let end = literalEnd(from: start) else {
        throw .badFile(
          path: path, line: entry.valueLocation.line, column: entry.valueLocation.column,
          message: "cannot find the value of \"\(ExchangeError.shown(key))\" to change it")
      }
      ranges.append((start..<end, StringsWriting.literal(value)))
    }
    var result = scalars
    for (range, literal) in ranges.sorted(by: { $0.0.lowerBound > $1.0.lowerBound }) {
      result.replaceSubrange(range, with: Array(literal.unicodeScalars))
    }
    if !additions.isEmpty {
      if let last = result.last, last != "\n" { result.append("\n") }
      for addition in additions {
        if !result.isEmpty { result.append("\n") }
        result +=
          StringsWriting.entry(key: addition.key, value: addition.value, comment: addition.comment)
          .unicodeScalars
      }
    }
    return bytePrefix + Array(String(String.UnicodeScalarView(result)).utf8)
  }

  /// The scalar index of a line and column as the `.strings` parser counts them.
  private func offset(of location: SourceLocation) -> Int? {
    Position.offset(ofLine: location.line, column: location.column, in: scalars)
  }

  /// The index just past the literal starting at `start` (quoted or unquoted).
  private func literalEnd(from start: Int) -> Int? {
    guard start < scalars.count else { return nil }
    let quote = scalars[start]
    if quote == "\"" || quote == "'" {
      var index = start + 1
      while index < scalars.count {
        if scalars[index] == "\\" {
          index += 2
          continue
        }
        if scalars[index] == quote { return index + 1 }
        index += 1
      }
      return nil
    }
    var index = start
    while index < scalars.count, Self.isUnquoted(scalars[index]) { index += 1 }
    return index > start ? index : nil
  }

  private static func isUnquoted(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case "a"..."z", "A"..."Z", "0"..."9", "_", "$", "/", ":", ".", "-": return true
    default: return false
    }
  }
}
