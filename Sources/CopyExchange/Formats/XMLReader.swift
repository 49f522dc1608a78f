import TextSafety

/// A small XML 1.0 reader for the XLIFF subset, built for hostile input.
///
/// It reads elements, attributes, text, CDATA sections, comments, processing instructions, the
/// five predefined entities and character references. It refuses any DOCTYPE (so no DTD, no
/// external entity, no entity expansion), any other entity, characters XML does not allow,
/// input over the size cap and nesting over the depth cap, each with its line and column (counted by
/// `Position`, as in every other reader).
public struct XMLReader {
  private let scalars: [Unicode.Scalar]
  private let limits: FormatLimits
  private var index = 0
  private var position = Position()

  /// Parses a whole document and returns its root element.
  public static func parse(_ bytes: [UInt8], limits: FormatLimits = .standard) throws(FormatError)
    -> XMLElement
  {
    var reader = XMLReader(
      scalars: try FormatInput.scalars(bytes, limits: limits, what: "the XML file"), limits: limits)
    return try reader.document()
  }

  private init(scalars: [Unicode.Scalar], limits: FormatLimits) {
    // Line ends are normalised first, as XML requires: CR LF and a lone CR read as LF.
    var normalised: [Unicode.Scalar] = []
    normalised.reserveCapacity(scalars.count)
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      if scalar == "\r" {
        normalised.append("\n")
        if index + 1 < scalars.count && scalars[index + 1] == "\n" { index += 1 }
      } else {
        normalised.append(scalar)
      }
      index += 1
    }
    self.scalars = normalised
    self.limits = limits
  }

  // MARK: - Document

  private mutating func document() throws(FormatError) -> XMLElement {
    if starts(with: "<?xml") { try declaration() }
    try misc()
    if starts(with: "<!DOCTYPE") || starts(with: "<!doctype") {
      throw fail(
        "DTDs are not accepted: remove the <!DOCTYPE …> (no entity declarations, no external entities)")
    }
    guard current == "<" else {
      throw fail(current == nil ? "no root element" : "expected the root element, found \(describe(current))")
    }
    let root = try element(depth: 1)
    try misc()
    if let extra = current {
      throw fail(
        starts(with: "<!DOCTYPE")
          ? "DTDs are not accepted" : "content after the root element: \(describe(extra))")
    }
    return root
  }

  private mutating func declaration() throws(FormatError) {
    let start = position
    let body = try until("?>", what: "XML declaration", start: start)
    if let encoding = Self.pseudoAttribute("encoding", in: body),
      !["utf-8", "utf8"].contains(encoding.lowercased())
    {
      throw FormatError(
        at: start, message: "encoding \"\(encoding)\" is not supported (use UTF-8)")
    }
  }

  /// Whitespace, comments and processing instructions between top-level parts.
  private mutating func misc() throws(FormatError) {
    while let scalar = current {
      if Self.isSpace(scalar) {
        advance()
      } else if starts(with: "<!--") {
        try comment()
      } else if starts(with: "<?") {
        try processingInstruction()
      } else {
        return
      }
    }
  }

  // MARK: - Elements

  private mutating func element(depth: Int) throws(FormatError) -> XMLElement {
    let start = position
    guard depth <= limits.maximumDepth else {
      throw fail("elements nested deeper than \(limits.maximumDepth) levels")
    }
    advance()  // <
    let name = try self.name()
    var attributes: [XMLElement.Attribute] = []
    var attributeNames: Set<String> = []  // a set: 450k attributes are checked in linear time
    while true {
      let hadSpace = skipSpace()
      guard let scalar = current else { throw fail("unterminated start tag <\(name)>") }
      if scalar == "/" {
        advance()
        guard current == ">" else { throw fail("expected '>' after '/' in <\(name)>") }
        advance()
        return XMLElement(
          name: name, attributes: attributes, content: [], line: start.line, column: start.column)
      }
      if scalar == ">" {
        advance()
        break
      }
      guard hadSpace else { throw fail("expected a space before the attribute, found \(describe(scalar))") }
      let attributeName = try self.name()
      guard attributeNames.insert(attributeName).inserted else {
        throw fail("attribute \(attributeName) appears twice")
      }
      skipSpace()
      guard current == "=" else { throw fail("expected '=' after attribute \(attributeName)") }
      advance()
      skipSpace()
      attributes.append(XMLElement.Attribute(name: attributeName, value: try attributeValue()))
    }
    let content = try self.content(of: name, depth: depth)
    return XMLElement(
      name: name, attributes: attributes, content: content, line: start.line, column: start.column)
  }

  private mutating func content(of name: String, depth: Int) throws(FormatError) -> [XMLContent] {
    var content: [XMLContent] = []
    var text = ""
    func flush() {
      if !text.isEmpty { content.append(.text(text)) }
      text = ""
    }
    while true {
      guard let scalar = current else { throw fail("element <\(name)> is not closed") }
      if scalar == "<" {
        if starts(with: "</") {
          advance()
          advance()
          let closing = try self.name()
          guard closing == name else { throw fail("</\(closing)> closes <\(name)>") }
          skipSpace()
          guard current == ">" else { throw fail("expected '>' to end </\(closing)>") }
          advance()
          flush()
          return content
        } else if starts(with: "<!--") {
          try comment()
        } else if starts(with: "<![CDATA[") {
          let start = position
          for _ in 0..<9 { advance() }
          text += try until("]]>", what: "CDATA section", start: start)
        } else if starts(with: "<!") {
          throw fail(
            starts(with: "<!DOCTYPE") || starts(with: "<!ENTITY")
              ? "DTDs and entity declarations are not accepted" : "unexpected markup \(describe(scalar))")
        } else if starts(with: "<?") {
          try processingInstruction()
        } else {
          flush()
          content.append(.element(try element(depth: depth + 1)))
        }
      } else if scalar == "&" {
        for scalar in try reference() { text.unicodeScalars.append(scalar) }
      } else {
        if starts(with: "]]>") { throw fail("']]>' is not allowed in text") }
        try checkCharacter(scalar)
        text.unicodeScalars.append(scalar)
        advance()
      }
    }
  }

  private mutating func attributeValue() throws(FormatError) -> String {
    guard let quote = current, quote == "\"" || quote == "'" else {
      throw fail("attribute values must be quoted")
    }
    advance()
    var value = String.UnicodeScalarView()
    while true {
      guard let scalar = current else { throw fail("unterminated attribute value") }
      if scalar == quote {
        advance()
        return String(value)
      }
      switch scalar {
      case "<": throw fail("'<' is not allowed in an attribute value")
      case "&": for scalar in try reference() { value.append(scalar) }
      case "\t", "\n":
        value.append(" ")  // attribute-value normalisation; references keep the real character
        advance()
      default:
        try checkCharacter(scalar)
        value.append(scalar)
        advance()
      }
    }
  }

  /// An entity or character reference, `&` being current.
  private mutating func reference() throws(FormatError) -> [Unicode.Scalar] {
    let start = position
    advance()
    var body = ""
    while let scalar = current, scalar != ";" {
      guard body.unicodeScalars.count < 16, !Self.isSpace(scalar), scalar != "&", scalar != "<" else {
        throw FormatError(
          at: start,
          message: "'&' must start a reference such as &amp; (write & as &amp;)")
      }
      body.unicodeScalars.append(scalar)
      advance()
    }
    guard current == ";" else {
      throw FormatError(at: start, message: "unterminated reference &\(body)")
    }
    advance()
    switch body {
    case "lt": return ["<"]
    case "gt": return [">"]
    case "amp": return ["&"]
    case "apos": return ["'"]
    case "quot": return ["\""]
    default: break
    }
    if body.hasPrefix("#") {
      let digits = body.dropFirst()
      let value = digits.hasPrefix("x") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
      guard let value, let scalar = Unicode.Scalar(value), XMLEscaping.isXMLCharacter(scalar),
        !digits.hasPrefix("x+"), !digits.hasPrefix("+"), !digits.hasPrefix("x-")
      else {
        throw FormatError(at: start, message: "&\(body); is not a character XML allows")
      }
      return [scalar]
    }
    throw FormatError(
      at: start,
      message:
        "unknown entity &\(body); (only &lt; &gt; &amp; &apos; &quot; and character references are accepted)")
  }

  // MARK: - Skipped parts

  private mutating func comment() throws(FormatError) {
    let start = position
    for _ in 0..<4 { advance() }
    let body = try until("-->", what: "comment", start: start)
    if body.contains("--") {
      throw FormatError(at: start, message: "'--' inside a comment")
    }
  }

  private mutating func processingInstruction() throws(FormatError) {
    let start = position
    advance()
    advance()
    let body = try until("?>", what: "processing instruction", start: start)
    let target = String(body.unicodeScalars.prefix { !Self.isSpace($0) })
    if target.lowercased() == "xml" {
      throw FormatError(
        at: start, message: "an XML declaration is only allowed at the very start")
    }
  }

  /// Everything up to `terminator` (consumed), checked for characters XML allows.
  private mutating func until(_ terminator: String, what: String, start: Position) throws(FormatError)
    -> String
  {
    var body = String.UnicodeScalarView()
    while !starts(with: terminator) {
      guard let scalar = current else {
        throw FormatError(at: start, message: "unterminated \(what)")
      }
      try checkCharacter(scalar)
      body.append(scalar)
      advance()
    }
    for _ in terminator.unicodeScalars { advance() }
    return String(body)
  }

  // MARK: - Scanning

  private var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

  private mutating func advance() {
    position.advance(over: scalars[index])
    index += 1
  }

  private func starts(with text: String) -> Bool {
    var offset = index
    for scalar in text.unicodeScalars {
      guard offset < scalars.count, scalars[offset] == scalar else { return false }
      offset += 1
    }
    return true
  }

  @discardableResult
  private mutating func skipSpace() -> Bool {
    var skipped = false
    while let scalar = current, Self.isSpace(scalar) {
      advance()
      skipped = true
    }
    return skipped
  }

  private mutating func name() throws(FormatError) -> String {
    guard let first = current, Self.isNameStart(first) else {
      throw fail("expected a name, found \(describe(current))")
    }
    var name = String.UnicodeScalarView()
    while let scalar = current, Self.isNameStart(scalar) || Self.isNameContinuation(scalar) {
      guard name.count < 256 else { throw fail("name longer than 256 characters") }
      name.append(scalar)
      advance()
    }
    return String(name)
  }

  private func checkCharacter(_ scalar: Unicode.Scalar) throws(FormatError) {
    guard XMLEscaping.isXMLCharacter(scalar) else {
      throw fail(
        "character U+\(XMLEscaping.hex(scalar.value)) is not allowed in XML (write it as an inline element)")
    }
  }

  private func fail(_ message: String) -> FormatError {
    FormatError(at: position, message: message)
  }

  private func describe(_ scalar: Unicode.Scalar?) -> String {
    guard let scalar else { return "the end of the file" }
    if scalar.value < 0x20 || scalar.value == 0x7F { return "U+" + XMLEscaping.hex(scalar.value) }
    return "'\(scalar)'"
  }

  private static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
    scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r"
  }

  private static func isNameStart(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || scalar == "_" || scalar == ":"
      || (scalar.value >= 0xC0 && scalar.value != 0xD7 && scalar.value != 0xF7 && scalar.value <= 0xEFFFF
        && XMLEscaping.isXMLCharacter(scalar) && !(0x2000...0x206F).contains(scalar.value))
  }

  private static func isNameContinuation(_ scalar: Unicode.Scalar) -> Bool {
    ("0"..."9").contains(scalar) || scalar == "-" || scalar == "." || scalar == "\u{B7}"
  }

  /// The value of `name="…"` inside an XML declaration's text.
  private static func pseudoAttribute(_ name: String, in body: String) -> String? {
    guard let range = body.firstRange(of: name) else { return nil }
    let rest = body[range.upperBound...].drop { $0 == " " || $0 == "=" }
    guard let quote = rest.first, quote == "\"" || quote == "'" else { return nil }
    return String(rest.dropFirst().prefix { $0 != quote })
  }
}
