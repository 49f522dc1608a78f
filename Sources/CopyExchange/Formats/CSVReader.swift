import TextSafety

/// A reader of RFC 4180 CSV that treats its input as hostile: size-capped, every malformed
/// quote reported with its line and column.
///
/// Records end with CR LF or LF; a quoted field keeps its line breaks exactly as written. Lines and
/// columns are counted by `Position`, as in every other reader.
/// Fields come back as written (the formula guard is undone by `CSVEscaping.restore`).
public enum CSVReader {
  /// One record and the line it starts on.
  public struct Record: Equatable, Sendable {
    /// The fields, unquoted.
    public var fields: [String]
    /// The 1-based line where the record starts.
    public var line: Int
  }

  /// Parses CSV bytes (UTF-8, with or without a byte-order mark) into records; blank lines are skipped.
  ///
  /// `separator` is `,` (RFC 4180) or `;` (what spreadsheets save in locales with a decimal comma).
  public static func parse(
    _ bytes: [UInt8], separator: Unicode.Scalar = ",", limits: FormatLimits = .standard
  ) throws(FormatError) -> [Record] {
    let scalars = try FormatInput.scalars(bytes, limits: limits, what: "the CSV file")
    return try parse(scalars, separator: separator)
  }

  /// The separator a CSV file's first line uses: `;` when it has more semicolons than commas outside
  /// quotes, else `,`.
  public static func separator(of bytes: [UInt8]) -> Unicode.Scalar {
    var commas = 0
    var semicolons = 0
    var quoted = false
    for byte in bytes {
      switch byte {
      case UInt8(ascii: "\""): quoted.toggle()
      case UInt8(ascii: ",") where !quoted: commas += 1
      case UInt8(ascii: ";") where !quoted: semicolons += 1
      case UInt8(ascii: "\n") where !quoted: return semicolons > commas ? ";" : ","
      default: continue
      }
    }
    return semicolons > commas ? ";" : ","
  }

  private static func parse(_ scalars: [Unicode.Scalar], separator: Unicode.Scalar) throws(FormatError)
    -> [Record]
  {
    var records: [Record] = []
    var fields: [String] = []
    var field = String.UnicodeScalarView()
    var index = 0
    var position = Position()
    var recordLine = 1
    var atFieldStart = true
    var recordHasContent = false

    func advance() {
      position.advance(over: scalars[index])
      index += 1
    }

    while index < scalars.count {
      let scalar = scalars[index]
      if atFieldStart && scalar == "\"" {
        let start = position
        advance()
        while true {
          guard index < scalars.count else {
            throw FormatError(at: start, message: "unterminated quoted field")
          }
          let inner = scalars[index]
          if inner == "\"" {
            if index + 1 < scalars.count && scalars[index + 1] == "\"" {
              field.append("\"")
              advance()
              advance()
              continue
            }
            advance()
            break
          }
          field.append(inner)
          advance()
        }
        recordHasContent = true
        atFieldStart = false
        guard index < scalars.count else { break }
        let next = scalars[index]
        if next != separator && next != "\n"
          && !(next == "\r" && index + 1 < scalars.count && scalars[index + 1] == "\n")
        {
          throw FormatError(
            at: position,
            message: "unexpected character after a closing quote (expected \(separator) or a line end)")
        }
        continue
      }
      switch scalar {
      case separator:
        fields.append(String(field))
        field = String.UnicodeScalarView()
        atFieldStart = true
        recordHasContent = true
        advance()
      case "\r" where index + 1 < scalars.count && scalars[index + 1] == "\n":
        advance()
        fallthrough
      case "\n":
        advance()
        if recordHasContent || !field.isEmpty {
          fields.append(String(field))
          records.append(Record(fields: fields, line: recordLine))
        }
        fields = []
        field = String.UnicodeScalarView()
        atFieldStart = true
        recordHasContent = false
        recordLine = position.line
      case "\"":
        throw FormatError(
          at: position, message: "a quote inside an unquoted field (quote the whole field)")
      default:
        field.append(scalar)
        atFieldStart = false
        recordHasContent = true
        advance()
      }
    }
    if recordHasContent || !field.isEmpty {
      fields.append(String(field))
      records.append(Record(fields: fields, line: recordLine))
    }
    return records
  }
}
