/// A hand-written reader of Apple's `.strings` syntax that keeps comments and positions.
///
/// It accepts what CoreFoundation's old-style property-list reader accepts for a strings file
/// (quoted and unquoted keys and values, `key;` shorthand, `/* */` and `//` comments) and is
/// stricter where Apple silently loses or garbles text (see `StringsEscapes`).
struct StringsParser {
  private let scalars: [Unicode.Scalar]
  private let path: String
  private var index = 0
  private var position = Position()
  private var pendingComment: String?
  private var lastTerminatorLine = 0

  init(scalars: [Unicode.Scalar], path: String) {
    self.scalars = scalars
    self.path = path
  }

  /// Parses every entry of the file.
  mutating func parse() throws(CopyLoadError) -> [StringsEntry] {
    var entries: [StringsEntry] = []
    while true {
      try skipSpaceAndComments()
      guard let scalar = current else { return entries }
      guard scalar == "\"" || scalar == "'" || Self.isUnquoted(scalar) else {
        throw error("expected a key, found \(Self.describe(scalar))")
      }
      let comment = pendingComment
      let keyLocation = here
      let key = try readString()
      try skipSpaceAndComments()
      switch current {
      case ";":
        advance()
        lastTerminatorLine = position.line
        entries.append(
          StringsEntry(
            key: key, value: key, comment: comment, keyLocation: keyLocation, valueLocation: keyLocation))
      case "=":
        advance()
        try skipSpaceAndComments()
        guard let start = current else { throw error("expected a value after '=', found end of file") }
        if start == "{" || start == "(" || start == "<" {
          throw error("values must be strings; found \(Self.describe(start))")
        }
        guard start == "\"" || start == "'" || Self.isUnquoted(start) else {
          throw error("expected a value after '=', found \(Self.describe(start))")
        }
        let valueLocation = here
        let value = try readString()
        let afterValue = here
        try skipSpaceAndComments()
        guard current == ";" else {
          throw .syntax(afterValue, "missing ';' after the value of \"\(key)\"")
        }
        advance()
        lastTerminatorLine = position.line
        entries.append(
          StringsEntry(
            key: key, value: value, comment: comment, keyLocation: keyLocation, valueLocation: valueLocation))
      case .some(let other):
        throw error("expected '=' or ';' after key \"\(key)\", found \(Self.describe(other))")
      case .none:
        throw error("expected '=' or ';' after key \"\(key)\", found end of file")
      }
      pendingComment = nil
    }
  }

  // MARK: - Scanning

  var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

  func peek(_ offset: Int) -> Unicode.Scalar? {
    index + offset < scalars.count ? scalars[index + offset] : nil
  }

  var here: SourceLocation { position.location(path) }

  func error(_ message: String) -> CopyLoadError { .syntax(here, message) }

  mutating func advance() {
    position.advance(over: scalars[index])
    index += 1
  }

  /// Skips whitespace and comments, remembering the last comment that starts on a new line.
  private mutating func skipSpaceAndComments() throws(CopyLoadError) {
    while let scalar = current {
      switch scalar.value {
      case 0x09...0x0D, 0x20, 0x2028, 0x2029:
        advance()
      case 0x2F where peek(1) == "*":
        let start = here
        advance()
        advance()
        var text = String.UnicodeScalarView()
        while true {
          guard let inner = current else { throw .syntax(start, "unterminated comment") }
          if inner == "*" && peek(1) == "/" {
            advance()
            advance()
            break
          }
          text.append(inner)
          advance()
        }
        remember(comment: String(text), startingOn: start.line)
      case 0x2F where peek(1) == "/":
        let line = position.line
        advance()
        advance()
        var text = String.UnicodeScalarView()
        while let inner = current, !Self.isLineBreak(inner) {
          text.append(inner)
          advance()
        }
        remember(comment: String(text), startingOn: line)
      default:
        return
      }
    }
  }

  private mutating func remember(comment: String, startingOn line: Int) {
    // A comment on the same line as the previous entry's ';' belongs to that entry.
    guard line > lastTerminatorLine else { return }
    let trimmed = comment.trimmingSpaces()
    pendingComment = trimmed
  }

  /// Reads a quoted or unquoted string starting at the current scalar.
  private mutating func readString() throws(CopyLoadError) -> String {
    guard let first = current else { throw error("unexpected end of file") }
    if first == "\"" || first == "'" { return try readQuoted(delimiter: first) }
    var text = String.UnicodeScalarView()
    while let scalar = current, Self.isUnquoted(scalar) {
      text.append(scalar)
      advance()
    }
    return String(text)
  }

  private mutating func readQuoted(delimiter: Unicode.Scalar) throws(CopyLoadError) -> String {
    let start = here
    advance()
    var units: [UInt16] = []
    while true {
      guard let scalar = current else {
        throw .syntax(start, "unterminated string (no closing \(delimiter) before end of file)")
      }
      if scalar == delimiter {
        advance()
        break
      }
      if scalar == "\\" {
        let escapeLocation = here
        advance()
        try StringsEscapes.read(into: &units, parser: &self, at: escapeLocation)
        continue
      }
      units.append(contentsOf: scalar.utf16)
      advance()
    }
    return String(decoding: units, as: UTF16.self)
  }

  // MARK: - Character classes

  /// Apple's unquoted-string characters: ASCII letters and digits and `_ $ / : . -`.
  static func isUnquoted(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case "a"..."z", "A"..."Z", "0"..."9", "_", "$", "/", ":", ".", "-": return true
    default: return false
    }
  }

  static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "\n" || scalar == "\r" || scalar == "\u{2028}" || scalar == "\u{2029}"
  }

  static func describe(_ scalar: Unicode.Scalar) -> String {
    switch scalar.properties.generalCategory {
    case .control, .format, .unassigned, .surrogate, .privateUse, .lineSeparator, .paragraphSeparator,
      .spaceSeparator:

      return "U+" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4)
    default:
      return "'\(scalar)'"
    }
  }
}

extension String {
  /// The string without leading and trailing spaces, tabs and line breaks.
  func trimmingSpaces() -> String {
    let scalars = Array(unicodeScalars)
    let isSpace: (Unicode.Scalar) -> Bool = { $0.properties.isWhitespace }
    guard let first = scalars.firstIndex(where: { !isSpace($0) }),
      let last = scalars.lastIndex(where: { !isSpace($0) })
    else { return "" }
    var view = String.UnicodeScalarView()
    view.append(contentsOf: scalars[first...last])
    return String(view)
  }

  /// The string padded on the left with zeros to `width` characters.
  func leftPadded(to width: Int) -> String {
    String(repeating: "0", count: Swift.max(0, width - count)) + self
  }
}
