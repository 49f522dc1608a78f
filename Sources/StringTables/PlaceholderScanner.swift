/// The scanner behind `PlaceholderParser`.
struct PlaceholderScanner {
  let scalars: [Unicode.Scalar]
  var index = 0
  var nextArgument = 1

  init(scalars: [Unicode.Scalar]) {
    self.scalars = scalars
  }

  mutating func scan() throws(PlaceholderError) -> [FormatToken] {
    var tokens: [FormatToken] = []
    while index < scalars.count {
      if scalars[index] != "%" {
        // A literal run up to the next "%", made into text at once.
        let start = index
        while index < scalars.count && scalars[index] != "%" { index += 1 }
        tokens.append(.text(Self.string(scalars[start..<index])))
        continue
      }
      tokens.append(.placeholder(try placeholder()))
    }
    return tokens
  }

  /// The text of scalars, encoded to UTF-8 in one buffer (appending scalars to a string one by one
  /// costs many times more on a long value).
  static func string(_ run: ArraySlice<Unicode.Scalar>) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(run.count)
    for scalar in run { UTF8.encode(scalar) { bytes.append($0) } }
    return String(decoding: bytes, as: UTF8.self)
  }

  private var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

  private func text(from start: Int) -> String {
    var view = String.UnicodeScalarView()
    view.append(contentsOf: scalars[start..<min(index, scalars.count)])
    return String(view)
  }

  private mutating func digits() -> Int? {
    var value: Int?
    while let scalar = current, ("0"..."9").contains(scalar), (value ?? 0) < 100_000 {
      value = (value ?? 0) * 10 + Int(scalar.value - 0x30)
      index += 1
    }
    return value
  }

  private mutating func placeholder() throws(PlaceholderError) -> Placeholder {
    let start = index
    index += 1
    if current == "%" {
      index += 1
      return Placeholder(
        text: "%%", argument: nil, type: nil, flags: "", width: nil, precision: nil, conversion: "%",
        substitution: nil)
    }
    var argument: Int?
    let save = index
    if let number = digits(), current == "$", number > 0 {
      argument = number
      index += 1
    } else {
      index = save
    }
    if current == "#", index + 1 < scalars.count, scalars[index + 1] == "@" {
      index += 2
      var name = String.UnicodeScalarView()
      while let scalar = current, scalar != "@", scalar != "%", !scalar.properties.isWhitespace {
        name.append(scalar)
        index += 1
      }
      guard current == "@", !name.isEmpty else { throw .malformed(text(from: start), offset: start) }
      index += 1
      return Placeholder(
        text: text(from: start), argument: take(argument), type: .int, flags: "#", width: nil, precision: nil,
        conversion: "@", substitution: String(name))
    }
    var flags = String.UnicodeScalarView()
    while let scalar = current, "-+ #0'".unicodeScalars.contains(scalar) {
      flags.append(scalar)
      index += 1
    }
    let width = digits()
    var precision: Int?
    if current == "." {
      index += 1
      precision = digits() ?? 0
    }
    if current == "*" { throw .malformed(text(from: start) + "*", offset: start) }
    var length = ""
    while let scalar = current, "hlqLzjt".unicodeScalars.contains(scalar), length.count < 2 {
      length.unicodeScalars.append(scalar)
      index += 1
    }
    guard let conversion = current else { throw .malformed(text(from: start), offset: start) }
    index += 1
    let type: PlaceholderType
    switch conversion {
    case "@", "s", "S": type = .string
    case "d", "i", "u", "x", "X", "o", "O", "D", "U", "c", "C": type = .int
    case "f", "F", "e", "E", "g", "G", "a", "A": type = .double
    default: throw .malformed(text(from: start), offset: start)
    }
    return Placeholder(
      text: text(from: start), argument: take(argument), type: type, flags: String(flags), width: width,
      precision: precision, conversion: conversion, substitution: nil)
  }

  /// The explicit argument, or the next sequential one.
  private mutating func take(_ explicit: Int?) -> Int {
    if let explicit { return explicit }
    defer { nextArgument += 1 }
    return nextArgument
  }
}
