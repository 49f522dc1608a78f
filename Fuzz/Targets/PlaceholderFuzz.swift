import StringTables

/// libFuzzer entry for the placeholder parser and formatter.
///
/// The input is a copy value. It either parses or throws `PlaceholderError`; what parses is formatted with
/// arguments of the types it asks for (the longest numbers among them). Traps when a width or precision
/// beyond `Placeholder.maximumField` makes a field longer than that bound (so the output grows more than
/// the bound per placeholder), or when literal text is lost.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let template = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  let tokens: [FormatToken]
  let signature: [Int: PlaceholderType]
  do {
    tokens = try PlaceholderParser.tokens(template)
    signature = try PlaceholderParser.signature(template)
  } catch {
    require(!error.description.isEmpty, "an error without a message")
    return 0
  }
  // Each literal run counts its characters; each placeholder the bound, a number's longest digits and a
  // substitution's name and count.
  let bound = tokens.reduce(0) { total, token in
    switch token {
    case .text(let text): return total + text.count
    case .placeholder(let placeholder):
      return total + Placeholder.maximumField + 40 + (placeholder.substitution?.count ?? 0)
    }
  }
  let highest = signature.keys.max() ?? 0
  let arguments: [CopyArgument] = (0..<highest).map { index in
    switch signature[index + 1] ?? .string {
    case .string: return .string("value")
    case .int: return .int(index.isMultiple(of: 2) ? Int.max : -42)
    case .double: return .double(index.isMultiple(of: 2) ? 1.0e308 : -0.5)
    }
  }
  do {
    let text = try CopyFormatter.format(template, arguments) { name, count in "\(name)=\(count)" }
    require(text.count <= bound, "\(text.count) characters, bound \(bound)")
    let output = Array(text.utf8)
    for token in tokens {
      if case .text(let run) = token { require(contains(output, Array(run.utf8)), "literal text lost") }
    }
  } catch {
    require(!error.description.isEmpty, "an error without a message")
  }
  return 0
}

/// Whether `part` occurs in `bytes` (a plain search: inputs are at most a kilobyte).
func contains(_ bytes: [UInt8], _ part: [UInt8]) -> Bool {
  guard !part.isEmpty else { return true }
  guard part.count <= bytes.count else { return false }
  for start in 0...(bytes.count - part.count) where bytes[start..<(start + part.count)].elementsEqual(part) {
    return true
  }
  return false
}

/// Traps with a message when an invariant of the formatter does not hold.
func require(_ condition: Bool, _ what: @autoclosure () -> String) {
  if !condition { fatalError("placeholder invariant broken: \(what())") }
}
