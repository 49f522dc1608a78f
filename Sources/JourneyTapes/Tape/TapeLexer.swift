import TextSafety

/// A word or quoted string on a tape line, with its column.
struct TapeToken: Equatable {
  var text: String
  var column: Int
  var quoted: Bool
}

/// Splits one tape line into tokens: bare words, `"quoted strings"` with escapes, `#` comments.
///
/// Columns are counted by `Position`, as for every other reader.
enum TapeLexer {
  static func tokens(of line: Substring, at location: SourceLocation) throws(TapeError) -> [TapeToken] {
    var tokens: [TapeToken] = []
    let chars = Array(line)
    let columns = scalarColumns(chars)
    var index = 0
    while index < chars.count {
      let char = chars[index]
      if char == " " || char == "\t" || char == "\r" {
        index += 1
        continue
      }
      if char == "#" { break }
      let column = columns[index]
      if char == "\"" {
        var position = location
        position.column = column
        let (text, next) = try quoted(chars, columns, from: index + 1, at: position)
        tokens.append(TapeToken(text: text, column: column, quoted: true))
        index = next
        continue
      }
      var word = ""
      while index < chars.count, chars[index] != " ", chars[index] != "\t", chars[index] != "\r" {
        word.append(chars[index])
        index += 1
      }
      tokens.append(TapeToken(text: word, column: column, quoted: false))
    }
    return tokens
  }

  /// The 1-based column where each character starts, as `Position` counts them.
  private static func scalarColumns(_ chars: [Character]) -> [Int] {
    var columns: [Int] = []
    columns.reserveCapacity(chars.count)
    var position = Position()
    for char in chars {
      columns.append(position.column)
      for scalar in char.unicodeScalars { position.advance(over: scalar) }
    }
    return columns
  }

  private static func quoted(
    _ chars: [Character], _ columns: [Int], from start: Int, at location: SourceLocation
  ) throws(TapeError) -> (String, Int) {
    var text = ""
    var index = start
    while index < chars.count {
      let char = chars[index]
      if char == "\"" { return (text, index + 1) }
      if char == "\\" {
        guard index + 1 < chars.count else { break }
        let escape = chars[index + 1]
        switch escape {
        case "\"": text.append("\"")
        case "\\": text.append("\\")
        case "n": text.append("\n")
        case "t": text.append("\t")
        default:
          var at = location
          at.column = columns[index]
          throw .badString(at, "unknown escape '\\\(escape)' in quoted string; use \\\" \\\\ \\n or \\t")
        }
        index += 2
        continue
      }
      text.append(char)
      index += 1
    }
    throw .badString(location, "quoted string has no closing '\"'")
  }
}
