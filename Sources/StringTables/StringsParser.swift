import TextSafety

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
        throw error("expected a key, found \(CodePoint.describe(scalar))")
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
          throw error("values must be strings; found \(CodePoint.describe(start))")
        }
        guard start == "\"" || start == "'" || Self.isUnquoted(start) else {
          throw error("expected a value after '=', found \(CodePoint.describe(start))")
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
        throw error("expected '=' or ';' after key \"\(key)\", found \(CodePoint.describe(other))")
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
        let body = index
        while true {
          guard let inner = current else { throw .syntax(start, "unterminated comment") }
          if inner == "*" && peek(1) == "/" { break }
          advance()
        }
        remember(comment: body..<index, startingOn: start.line)
        advance()
        advance()
      case 0x2F where peek(1) == "/":
        let line = position.line
        advance()
        advance()
        let body = index
        while let inner = current, !Position.isLineBreak(inner) { advance() }
        remember(comment: body..<index, startingOn: line)
      default:
        return
      }
    }
  }

  private mutating func remember(comment range: Range<Int>, startingOn line: Int) {
    // A comment on the same line as the previous entry's ';' belongs to that entry.
    guard line > lastTerminatorLine else { return }
    var lower = range.lowerBound
    var upper = range.upperBound
    while lower < upper && scalars[lower].properties.isWhitespace { lower += 1 }
    while upper > lower && scalars[upper - 1].properties.isWhitespace { upper -= 1 }
    var units: [UInt16] = []
    units.reserveCapacity(upper - lower)
    for scalar in scalars[lower..<upper] { Self.appendUTF16(scalar, to: &units) }
    pendingComment = Self.string(fromUTF16: units)
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
      Self.appendUTF16(scalar, to: &units)
      advance()
    }
    return Self.string(fromUTF16: units)
  }

  /// Appends a scalar's UTF-16 code units (a surrogate pair above U+FFFF) without generic collection overhead.
  static func appendUTF16(_ scalar: Unicode.Scalar, to units: inout [UInt16]) {
    let value = scalar.value
    if value < 0x1_0000 {
      units.append(UInt16(value))
    } else {
      let offset = value - 0x1_0000
      units.append(UInt16(0xD800 + (offset >> 10)))
      units.append(UInt16(0xDC00 + (offset & 0x3FF)))
    }
  }

  /// Decodes UTF-16 code units through UTF-8, the fast path of `String`; a lone surrogate becomes U+FFFD.
  static func string(fromUTF16 units: [UInt16]) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(units.count + units.count / 2)
    var index = 0
    while index < units.count {
      var value = UInt32(units[index])
      index += 1
      if (0xD800...0xDBFF).contains(value), index < units.count, (0xDC00...0xDFFF).contains(units[index]) {
        value = 0x1_0000 + ((value - 0xD800) << 10) + (UInt32(units[index]) - 0xDC00)
        index += 1
      } else if (0xD800...0xDFFF).contains(value) {
        value = 0xFFFD
      }
      switch value {
      case 0..<0x80:
        bytes.append(UInt8(value))
      case 0x80..<0x800:
        bytes.append(UInt8(0xC0 | (value >> 6)))
        bytes.append(UInt8(0x80 | (value & 0x3F)))
      case 0x800..<0x1_0000:
        bytes.append(UInt8(0xE0 | (value >> 12)))
        bytes.append(UInt8(0x80 | ((value >> 6) & 0x3F)))
        bytes.append(UInt8(0x80 | (value & 0x3F)))
      default:
        bytes.append(UInt8(0xF0 | (value >> 18)))
        bytes.append(UInt8(0x80 | ((value >> 12) & 0x3F)))
        bytes.append(UInt8(0x80 | ((value >> 6) & 0x3F)))
        bytes.append(UInt8(0x80 | (value & 0x3F)))
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  // MARK: - Character classes

  /// Apple's unquoted-string characters: ASCII letters and digits and `_ $ / : . -`.
  static func isUnquoted(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case "a"..."z", "A"..."Z", "0"..."9", "_", "$", "/", ":", ".", "-": return true
    default: return false
    }
  }
}
