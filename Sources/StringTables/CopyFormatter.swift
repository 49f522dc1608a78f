#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A typed argument for a placeholder.
public enum CopyArgument: Hashable, Sendable {
  /// Text for `%@` / `%s`.
  case string(String)
  /// A whole number for `%d`, `%ld`, `%u`, `%#@name@` …
  case int(Int)
  /// A floating-point number for `%f`, `%.1f` …
  case double(Double)

  /// The placeholder type this argument satisfies.
  public var type: PlaceholderType {
    switch self {
    case .string: return .string
    case .int: return .int
    case .double: return .double
    }
  }
}

/// Fills placeholders with type-checked arguments; copy is never used as a C format string.
public enum CopyFormatter {
  /// Formats `template` with `arguments`; `substitute` answers `%#@name@` given the name and count.
  public static func format(
    _ template: String, _ arguments: [CopyArgument],
    substitute: ((String, Int) throws(PlaceholderError) -> String)? = nil
  ) throws(PlaceholderError) -> String {
    let tokens = try PlaceholderParser.tokens(template)
    let signature = try PlaceholderParser.signature(template)
    let expected = signature.keys.max() ?? 0
    guard arguments.count == expected else { throw .argumentCount(expected: expected, got: arguments.count) }
    for token in tokens {
      guard case .placeholder(let placeholder) = token, let argument = placeholder.argument,
        let type = placeholder.type
      else { continue }
      let given = arguments[argument - 1]
      guard given.type == type else {
        throw .typeMismatch(
          argument: argument, placeholder: placeholder.text, expected: type, got: given.type)
      }
    }
    var result = ""
    for token in tokens {
      switch token {
      case .text(let text): result += text
      case .placeholder(let placeholder):
        guard let argument = placeholder.argument else {
          result += "%"
          continue
        }
        result += try render(placeholder, arguments[argument - 1], substitute: substitute)
      }
    }
    return result
  }

  private static func render(
    _ placeholder: Placeholder, _ argument: CopyArgument,
    substitute: ((String, Int) throws(PlaceholderError) -> String)?
  ) throws(PlaceholderError) -> String {
    switch argument {
    case .string(let text):
      return pad(text, placeholder)
    case .int(let number):
      if let name = placeholder.substitution {
        guard let substitute else { throw .unresolvedSubstitution(name) }
        return try substitute(name, number)
      }
      // The format below is built from validated parts, never from copy.
      let letter =
        ["d", "i", "u", "D", "U"].contains(String(placeholder.conversion))
        ? "d" : String(placeholder.conversion)
      if letter == "c" || letter == "C" {
        return pad(Unicode.Scalar(UInt32(clamping: max(0, number))).map(String.init) ?? "", placeholder)
      }
      return printf("%" + spec(placeholder) + "ll" + letter, Int64(number))
    case .double(let number):
      return printf("%" + spec(placeholder) + String(placeholder.conversion), number)
    }
  }

  /// The C library's `printf` formatting of one number (the format is built from validated parts).
  ///
  /// Widths and precisions are bounded (`spec`), so the longest result (a `%500.50f` of the largest
  /// double) fits the buffer.
  private static func printf(_ format: String, _ argument: any CVarArg) -> String {
    var buffer = [CChar](repeating: 0, count: 1_024)
    let count = withVaList([argument]) { arguments in
      buffer.withUnsafeMutableBufferPointer { vsnprintf($0.baseAddress, $0.count, format, arguments) }
    }
    guard count >= 0 else { return "" }
    let bytes = buffer.prefix(min(Int(count), buffer.count - 1)).map { UInt8(bitPattern: $0) }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Flags, width (at most `Placeholder.maximumField`) and precision (at most 50 digits for a number).
  private static func spec(_ placeholder: Placeholder) -> String {
    var spec = placeholder.flags.filter { "-+ #0".contains($0) }
    if let width = placeholder.width { spec += String(min(width, Placeholder.maximumField)) }
    if let precision = placeholder.precision { spec += "." + String(min(precision, 50)) }
    return spec
  }

  /// Text cut to the precision and padded to the width, both at most `Placeholder.maximumField`.
  private static func pad(_ text: String, _ placeholder: Placeholder) -> String {
    var text = text
    if let precision = placeholder.precision, placeholder.conversion != "@" {
      text = String(text.prefix(min(precision, Placeholder.maximumField)))
    }
    guard let width = placeholder.width.map({ min($0, Placeholder.maximumField) }), text.count < width
    else { return text }
    let padding = String(repeating: " ", count: width - text.count)
    return placeholder.flags.contains("-") ? text + padding : padding + text
  }
}
