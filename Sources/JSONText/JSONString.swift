import TextSafety

/// The one way a JSON string literal is written: quoted, with quotes, backslashes, every control
/// character and every bidi or zero-width character escaped, so a value is always one inert line.
public enum JSONString {
  /// `value` as a JSON string literal; escapes use `\n`, `\r`, `\t`, `\b`, `\f` or `\uXXXX` (UTF-16).
  public static func quoted(_ value: String) -> String {
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
        if needsEscape(scalar) {
          for unit in String(scalar).utf16 { out += "\\u" + CodePoint.hex(unit).lowercased() }
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }

  /// C0 and C1 controls, DEL, the line and paragraph separators, and what `ControlCharacters` calls
  /// unsafe (bidi controls, zero-width characters).
  private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028
      || scalar.value == 0x2029 || ControlCharacters.isUnsafe(scalar)
  }
}
