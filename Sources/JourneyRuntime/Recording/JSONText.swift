/// Writes JSON scalars by hand, byte-stable and without Foundation's key reordering.
public enum JSONText {
  /// A JSON string literal, quoted, with every control character escaped.
  public static func string(_ value: String) -> String {
    var out = "\""
    out.reserveCapacity(value.utf8.count + 2)
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case "\u{08}": out += "\\b"
      case "\u{0C}": out += "\\f"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value)
          || scalar.value == 0x2028 || scalar.value == 0x2029
        {
          out += "\\u" + hex4(scalar.value)
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }

  /// Seconds with exactly six decimals, from a whole number of microseconds.
  public static func seconds(microseconds: Int) -> String {
    let whole = microseconds / 1_000_000
    let fraction = String(microseconds % 1_000_000)
    return "\(whole)." + String(repeating: "0", count: 6 - fraction.count) + fraction
  }

  /// An object from ordered key/value pairs whose values are already JSON text.
  public static func object(_ pairs: [(String, String)]) -> String {
    "{" + pairs.map { string($0.0) + ": " + $0.1 }.joined(separator: ", ") + "}"
  }

  private static func hex4(_ value: UInt32) -> String {
    let digits = Array("0123456789abcdef")
    return String((0..<4).reversed().map { digits[Int((value >> (UInt32($0) * 4)) & 0xF)] })
  }
}
