#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The type of argument a placeholder consumes.
public enum PlaceholderType: String, Sendable, Codable, Hashable {
  /// `%@`, `%s`: text.
  case string
  /// `%d %i %u %ld %lld %lu %x %o %c`, and the count of `%#@name@`: a whole number.
  case int
  /// `%f %.1f %e %g %a`: a floating-point number.
  case double
}

/// A printf-style placeholder found in copy.
public struct Placeholder: Hashable, Sendable {
  /// The widest field a placeholder is given, and the longest precision: 500 columns.
  ///
  /// 500 is the widest terminal a walk or a tape lays out (iOS's formatter is bounded the same way by the
  /// screen). A wider width or precision is filled to this bound, and lint reports it
  /// (`COPY-placeholder-width`).
  public static let maximumField = 500

  /// True when the width or the precision is beyond `maximumField`.
  public var exceedsFieldBound: Bool {
    (width ?? 0) > Self.maximumField || (precision ?? 0) > Self.maximumField
  }

  /// The placeholder as written (`%1$@`, `%.1f`, `%#@count@`).
  public var text: String
  /// 1-based argument it consumes, nil for `%%`.
  public var argument: Int?
  /// What the argument must be, nil for `%%`.
  public var type: PlaceholderType?
  /// Flags (`-+ #0'`), width and precision as written.
  public var flags: String
  /// Width digits, if any.
  public var width: Int?
  /// Precision digits, if any.
  public var precision: Int?
  /// The conversion letter (`@ d i u x X o c f F e E g G a A s %`), or `@` for substitutions.
  public var conversion: Unicode.Scalar
  /// The substitution name of `%#@name@`.
  public var substitution: String?
}

/// A piece of parsed copy: literal text or a placeholder.
public enum FormatToken: Hashable, Sendable {
  /// Literal text.
  case text(String)
  /// A placeholder.
  case placeholder(Placeholder)
}

/// A placeholder the parser rejects, or arguments that do not match the placeholders.
public enum PlaceholderError: Error, Equatable, Sendable, CustomStringConvertible {
  /// Unsupported or malformed placeholder at a scalar offset.
  case malformed(String, offset: Int)
  /// Two placeholders use one argument with different types.
  case conflictingTypes(argument: Int, PlaceholderType, PlaceholderType)
  /// The argument count differs from what the placeholders need.
  case argumentCount(expected: Int, got: Int)
  /// An argument has the wrong type.
  case typeMismatch(argument: Int, placeholder: String, expected: PlaceholderType, got: PlaceholderType)
  /// A placeholder skips an argument number (`%2$@` without `%1$…`).
  case unusedArgument(Int)
  /// `%#@name@` without a way to resolve the substitution.
  case unresolvedSubstitution(String)

  /// A plain-language explanation.
  public var description: String {
    switch self {
    case .malformed(let text, let offset):
      return "malformed placeholder \"\(text)\" at character \(offset + 1)"
    case .conflictingTypes(let argument, let first, let second):
      return "argument \(argument) is used as \(first.rawValue) and as \(second.rawValue)"
    case .argumentCount(let expected, let got): return "copy expects \(expected) argument(s), got \(got)"
    case .typeMismatch(let argument, let placeholder, let expected, let got):
      return "argument \(argument) is \(got.rawValue) but \(placeholder) expects \(expected.rawValue)"
    case .unusedArgument(let argument): return "no placeholder uses argument \(argument)"
    case .unresolvedSubstitution(let name): return "no substitution for %#@\(name)@"
    }
  }
}

/// Parses printf-style placeholders in copy (never by handing copy to a C formatter).
public enum PlaceholderParser {
  /// Splits `text` into literal runs and placeholders.
  public static func tokens(_ text: String) throws(PlaceholderError) -> [FormatToken] {
    // Most values have no "%" at all: one literal run, found without decoding a scalar.
    guard mayHavePlaceholder(text) else { return text.isEmpty ? [] : [.text(text)] }
    var scanner = PlaceholderScanner(scalars: Array(text.unicodeScalars))
    return try scanner.scan()
  }

  /// True when `text` has a "%" byte (with `memchr` where the text is contiguous UTF-8).
  static func mayHavePlaceholder(_ text: String) -> Bool {
    let percent = UInt8(ascii: "%")
    let found = text.utf8.withContiguousStorageIfAvailable { bytes in
      bytes.baseAddress.map { memchr($0, Int32(percent), bytes.count) != nil } ?? false
    }
    return found ?? text.utf8.contains(percent)
  }

  /// The placeholders of `text` (without `%%`).
  public static func placeholders(_ text: String) throws(PlaceholderError) -> [Placeholder] {
    try tokens(text).compactMap {
      if case .placeholder(let placeholder) = $0, placeholder.argument != nil { return placeholder }
      return nil
    }
  }

  /// Argument number → type required by `text`; throws on conflicts and gaps.
  public static func signature(_ text: String) throws(PlaceholderError) -> [Int: PlaceholderType] {
    var result: [Int: PlaceholderType] = [:]
    for placeholder in try placeholders(text) {
      guard let argument = placeholder.argument, let type = placeholder.type else { continue }
      if let existing = result[argument], existing != type {
        throw .conflictingTypes(argument: argument, existing, type)
      }
      result[argument] = type
    }
    if let highest = result.keys.max() {
      for argument in 1...highest where result[argument] == nil { throw .unusedArgument(argument) }
    }
    return result
  }
}
