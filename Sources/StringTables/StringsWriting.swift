import TextSafety

/// Writing Apple `.strings` text: quoted literals and comments that read back to exactly the value
/// (`StringsParser` is its inverse).
public enum StringsWriting {
  /// A quoted literal: `"` and `\` escaped, line breaks and tabs as `\n` `\r` `\t`, every other
  /// control, bidi or zero-width character as `\UXXXX` (UTF-16), so no raw control character is written.
  public static func literal(_ value: String) -> String {
    var out = "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      default:
        if ControlCharacters.isUnsafe(scalar) {
          for unit in String(scalar).utf16 { out += "\\U" + CodePoint.hex(unit) }
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }

  /// A `/* … */` comment on one line: control characters shown as symbols, `*/` broken up.
  public static func comment(_ text: String) -> String {
    let flat = ControlCharacters.sanitize(text).replacing("*/", with: "* /")
    return "/* " + flat + " */"
  }

  /// One entry, its comment on the line above.
  public static func entry(key: String, value: String, comment: String?) -> String {
    (comment.map { Self.comment($0) + "\n" } ?? "") + literal(key) + " = " + literal(value) + ";\n"
  }

  /// A whole file: entries separated by blank lines.
  public static func file(_ entries: [(key: String, value: String, comment: String?)]) -> String {
    entries.map { entry(key: $0.key, value: $0.value, comment: $0.comment) }.joined(separator: "\n")
  }

}
