/// The one way code points are written in messages and symbols: uppercase hex, at least four digits.
public enum CodePoint {
  /// Uppercase hexadecimal digits of a value, zero-padded to `minimumDigits`.
  public static func hex<Value: BinaryInteger>(_ value: Value, minimumDigits: Int = 4) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, minimumDigits - digits.count)) + digits
  }

  /// `U+XXXX` for a code point value (also for a lone surrogate, which is no `Unicode.Scalar`).
  public static func name<Value: BinaryInteger>(_ value: Value) -> String {
    "U+" + hex(value)
  }

  /// `U+XXXX` for a scalar.
  public static func name(of scalar: Unicode.Scalar) -> String {
    name(scalar.value)
  }

  /// A scalar as messages quote it: `'x'` when it is visible, `U+XXXX` when it is a control, format,
  /// space or unassigned character.
  public static func describe(_ scalar: Unicode.Scalar) -> String {
    switch scalar.properties.generalCategory {
    case .control, .format, .unassigned, .surrogate, .privateUse, .lineSeparator, .paragraphSeparator,
      .spaceSeparator:
      return name(of: scalar)
    default:
      return "'\(scalar)'"
    }
  }

  /// A backslash escape as messages quote it: `'\q'`, or `'\' followed by U+000A` when the character
  /// after the backslash must not be written as it is.
  public static func describeEscape(_ scalar: Unicode.Scalar) -> String {
    let described = describe(scalar)
    return described.hasPrefix("'") ? "'\\\(scalar)'" : "'\\' followed by \(described)"
  }
}
