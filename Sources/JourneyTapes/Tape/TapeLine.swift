import TextSafety

/// The tokens of one tape line being read, with helpers that turn problems into positioned errors.
struct TapeLine {
  var tokens: [TapeToken]
  let location: SourceLocation
  var command = ""

  init(tokens: [TapeToken], location: SourceLocation) {
    self.tokens = tokens
    self.location = location
  }

  func location(column: Int) -> SourceLocation {
    var at = location
    at.column = column
    return at
  }

  /// The location of the token read last.
  var lastLocation: SourceLocation { location(column: lastColumn) }

  private var lastColumn = 1

  @discardableResult
  mutating func consume() -> TapeToken {
    let token = tokens.removeFirst()
    lastColumn = token.column
    return token
  }

  mutating func token(expecting expected: String) throws(TapeError) -> TapeToken {
    guard !tokens.isEmpty else {
      throw .missingArgument(lastLocation, command: command, expected: expected)
    }
    return consume()
  }

  mutating func word(_ command: String, expecting expected: String) throws(TapeError) -> String {
    self.command = command
    return try token(expecting: expected).text
  }

  /// A name: a bare word without `/`, `..` or control characters.
  mutating func name(_ expected: String) throws(TapeError) -> String {
    let token = try token(expecting: expected)
    let bad =
      token.text.contains("/") || token.text.contains("..") || token.text.isEmpty
      || token.text.unicodeScalars.contains { $0.properties.generalCategory == .control }
    guard !bad else {
      throw .invalidArgument(
        location(column: token.column), command: command, got: token.text, expected: expected)
    }
    return token.text
  }

  /// Free text: a quoted string, or the rest of the line's words joined by spaces.
  mutating func text(_ expected: String) throws(TapeError) -> String {
    let first = try token(expecting: expected)
    if first.quoted { return first.text }
    var words = [first.text]
    while !tokens.isEmpty { words.append(consume().text) }
    return words.joined(separator: " ")
  }

  mutating func choice(_ options: [String]) throws(TapeError) -> String {
    let token = try token(expecting: Self.list(options))
    guard options.contains(token.text) else {
      throw .unknownName(location(column: token.column), command: command, got: token.text, known: options)
    }
    return token.text
  }

  /// A name from a known list (or one `accepts` allows); any other is an unknown name with a suggestion.
  mutating func known(_ names: [String], or accepts: (String) -> Bool = { _ in false }) throws(TapeError)
    -> String
  {
    let token = try token(expecting: Self.list(names))
    guard names.contains(token.text) || accepts(token.text) else {
      throw .unknownName(location(column: token.column), command: command, got: token.text, known: names)
    }
    return token.text
  }

  /// One of `values` by its name: a choice of a few (`choice`) or a known name with a suggestion.
  mutating func named<Value>(_ values: [Value], by name: (Value) -> String, choice: Bool = false)
    throws(TapeError)
    -> Value
  {
    let names = values.map(name)
    let text = choice ? try self.choice(names) : try known(names)
    guard let index = names.firstIndex(of: text) else {
      throw .unknownName(lastLocation, command: command, got: text, known: names)
    }
    return values[index]
  }

  mutating func duration() throws(TapeError) -> Int {
    let token = try token(expecting: "a duration such as 500ms, 2s or 366d")
    guard let value = TapeDuration.milliseconds(token.text) else {
      throw .badDuration(location(column: token.column), token.text)
    }
    return value
  }

  /// Fails when arguments are left over.
  func finish() throws(TapeError) {
    if let extra = tokens.first {
      throw .unexpectedArgument(location(column: extra.column), command: command, got: extra.text)
    }
  }

  static func list(_ options: [String]) -> String {
    if options.count > 24 { return "one of \(options.count) names such as " + list(Array(options.prefix(3))) }
    guard options.count > 1 else { return options.first ?? "" }
    return options.dropLast().joined(separator: ", ") + " or " + (options.last ?? "")
  }
}
