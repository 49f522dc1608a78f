import TextSafety

/// A strict JSON reader (RFC 8259) that records line, column and JSON path of every value.
public struct JSONReader {
  private let scalars: [Unicode.Scalar]
  private let file: String
  private var index = 0
  private var position = Position()
  private var depth = 0

  /// Parses the bytes of a JSON file (UTF-8, optional BOM; UTF-16 with BOM).
  public static func parse(bytes: [UInt8], path: String) throws(SourceError) -> JSONNode {
    var reader = JSONReader(scalars: try TextDecoding.decode(bytes, path: path), file: path)
    reader.skipSpace()
    let root = try reader.readValue(path: "$")
    reader.skipSpace()
    if let extra = reader.current {
      throw reader.error("invalid JSON: unexpected \(CodePoint.describe(extra)) after the document")
    }
    return root
  }

  private init(scalars: [Unicode.Scalar], file: String) {
    self.scalars = scalars
    self.file = file
  }

  private var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }
  private var here: SourceLocation { position.location(file) }
  private func error(_ message: String) -> SourceError { SourceError(here, message) }

  private mutating func advance() {
    position.advance(over: scalars[index])
    index += 1
  }

  private mutating func skipSpace() {
    while let scalar = current, scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" {
      advance()
    }
  }

  private mutating func expect(_ scalar: Unicode.Scalar, _ context: String) throws(SourceError) {
    guard current == scalar else {
      let found = current.map(CodePoint.describe) ?? "end of file"
      throw error("invalid JSON: expected '\(scalar)' \(context), found \(found)")
    }
    advance()
  }

  private mutating func readValue(path: String) throws(SourceError) -> JSONNode {
    let location = here
    guard let scalar = current else {
      throw error("invalid JSON at \(path): expected a value, found end of file")
    }
    switch scalar {
    case "{": return JSONNode(value: try readObject(path: path), location: location, path: path)
    case "[": return JSONNode(value: try readArray(path: path), location: location, path: path)
    case "\"": return JSONNode(value: .string(try readString()), location: location, path: path)
    case "t":
      try readWord("true")
      return JSONNode(value: .bool(true), location: location, path: path)
    case "f":
      try readWord("false")
      return JSONNode(value: .bool(false), location: location, path: path)
    case "n":
      try readWord("null")
      return JSONNode(value: .null, location: location, path: path)
    case "-", "0"..."9": return JSONNode(value: .number(try readNumber()), location: location, path: path)
    default:
      throw error("invalid JSON at \(path): unexpected \(CodePoint.describe(scalar))")
    }
  }

  private mutating func nest() throws(SourceError) {
    depth += 1
    if depth > 64 { throw error("invalid JSON: nested more than 64 levels") }
  }

  private mutating func readObject(path: String) throws(SourceError) -> JSONNode.Value {
    try nest()
    defer { depth -= 1 }
    advance()
    var members: [(key: String, node: JSONNode)] = []
    var seen: Set<String> = []
    skipSpace()
    if current == "}" {
      advance()
      return .object(members)
    }
    while true {
      skipSpace()
      guard current == "\"" else {
        let found = current.map(CodePoint.describe) ?? "end of file"
        throw error("invalid JSON at \(path): expected a quoted member name, found \(found)")
      }
      let keyLocation = here
      let key = try readString()
      let memberPath = JSONNode.memberPath(path, key)
      guard seen.insert(key).inserted else {
        throw SourceError(keyLocation, "\(memberPath): duplicate member")
      }
      skipSpace()
      try expect(":", "after member name")
      skipSpace()
      members.append((key, try readValue(path: memberPath)))
      skipSpace()
      if current == "," {
        advance()
        continue
      }
      try expect("}", "or ',' in object \(path)")
      return .object(members)
    }
  }

  private mutating func readArray(path: String) throws(SourceError) -> JSONNode.Value {
    try nest()
    defer { depth -= 1 }
    advance()
    var elements: [JSONNode] = []
    skipSpace()
    if current == "]" {
      advance()
      return .array(elements)
    }
    while true {
      skipSpace()
      elements.append(try readValue(path: "\(path)[\(elements.count)]"))
      skipSpace()
      if current == "," {
        advance()
        continue
      }
      try expect("]", "or ',' in array \(path)")
      return .array(elements)
    }
  }

  private mutating func readWord(_ word: String) throws(SourceError) {
    let start = here
    for expected in word.unicodeScalars {
      guard current == expected else { throw SourceError(start, "invalid JSON: expected '\(word)'") }
      advance()
    }
  }

  private mutating func readNumber() throws(SourceError) -> Double {
    let start = here
    var text = ""
    while let scalar = current, "+-.eE0123456789".unicodeScalars.contains(scalar) {
      text.unicodeScalars.append(scalar)
      advance()
    }
    guard let number = Double(text), text.first != "+", !text.hasPrefix("-."), !text.hasPrefix(".") else {
      throw SourceError(start, "invalid JSON: bad number '\(text)'")
    }
    return number
  }

  private mutating func readString() throws(SourceError) -> String {
    let start = here
    advance()
    var units: [UInt16] = []
    while true {
      guard let scalar = current else { throw SourceError(start, "invalid JSON: unterminated string") }
      switch scalar {
      case "\"":
        advance()
        return try Self.string(from: units, at: start)
      case "\\":
        let escape = here
        advance()
        guard let letter = current else { throw SourceError(start, "invalid JSON: unterminated string") }
        advance()
        switch letter {
        case "\"", "\\", "/": units.append(UInt16(letter.value))
        case "b": units.append(0x08)
        case "f": units.append(0x0C)
        case "n": units.append(0x0A)
        case "r": units.append(0x0D)
        case "t": units.append(0x09)
        case "u":
          var value: UInt16 = 0
          for _ in 0..<4 {
            guard let digit = current, let number = UInt16(String(digit), radix: 16) else {
              throw SourceError(escape, "invalid JSON: \\u needs four hex digits")
            }
            value = value << 4 | number
            advance()
          }
          units.append(value)
        default: throw SourceError(escape, "invalid JSON: bad escape \(CodePoint.describeEscape(letter))")
        }
      default:
        guard scalar.value >= 0x20 else {
          throw error("invalid JSON: control character \(CodePoint.describe(scalar)) in string")
        }
        units.append(contentsOf: scalar.utf16)
        advance()
      }
    }
  }

  private static func string(from units: [UInt16], at start: SourceLocation) throws(SourceError) -> String {
    var result = String.UnicodeScalarView()
    for decoded in Unicode.UTF16.decode(units) {
      guard let scalar = decoded else { throw SourceError(start, "invalid JSON: lone surrogate in string") }
      result.append(scalar)
    }
    return String(result)
  }
}

extension Unicode.UTF16 {
  /// Decodes code units to scalars, `nil` for each ill-formed sequence.
  static func decode(_ units: [UInt16]) -> [Unicode.Scalar?] {
    var iterator = units.makeIterator()
    var decoder = UTF16()
    var result: [Unicode.Scalar?] = []
    loop: while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar): result.append(scalar)
      case .error: result.append(nil)
      case .emptyInput: break loop
      }
    }
    return result
  }
}
