/// Escaping of text for XML 1.0 documents (XLIFF and any other XML the tool writes).
///
/// `&`, `<`, `>` and quotes become entities; carriage returns, C1 controls and DEL become
/// character references, so no XML parser normalises or hides them. Characters XML 1.0 cannot
/// carry at all (other C0 controls, U+FFFE, U+FFFF) are reported as `nil` runs by `segments`
/// so that the XLIFF writer can encode them as inline elements instead of dropping them.
public enum XMLEscaping {
  /// Whether XML 1.0 can carry the scalar at all (as text or as a character reference).
  public static func isXMLCharacter(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: return true
    default: return false
    }
  }

  /// Text content with entities; characters XML cannot carry become `replacement` (a visible stand-in).
  public static func text(_ value: String, replacement: (Unicode.Scalar) -> String) -> String {
    escape(value, inAttribute: false, replacement: replacement)
  }

  /// An attribute value for double quotes; tabs and line breaks as references so they survive normalisation.
  public static func attribute(_ value: String, replacement: (Unicode.Scalar) -> String) -> String {
    escape(value, inAttribute: true, replacement: replacement)
  }

  /// Bidi marks, embeddings, overrides and isolates: carried by XML, but never written raw, so no
  /// editor or terminal shows a translator text in a different order than it is stored.
  public static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
    default: return false
    }
  }

  /// The value split into runs XML can carry (escaped for text content) and single scalars it cannot, or
  /// that are bidi controls (`nil` text).
  public static func segments(_ value: String) -> [(escaped: String?, scalar: Unicode.Scalar?)] {
    var result: [(escaped: String?, scalar: Unicode.Scalar?)] = []
    var run = ""
    for scalar in value.unicodeScalars {
      if isXMLCharacter(scalar) && !isBidiControl(scalar) {
        run += escapeScalar(scalar, inAttribute: false)
      } else {
        if !run.isEmpty { result.append((run, nil)) }
        run = ""
        result.append((nil, scalar))
      }
    }
    if !run.isEmpty { result.append((run, nil)) }
    return result
  }

  private static func escape(_ value: String, inAttribute: Bool, replacement: (Unicode.Scalar) -> String)
    -> String
  {
    var out = ""
    for scalar in value.unicodeScalars {
      out += isXMLCharacter(scalar) ? escapeScalar(scalar, inAttribute: inAttribute) : replacement(scalar)
    }
    return out
  }

  private static func escapeScalar(_ scalar: Unicode.Scalar, inAttribute: Bool) -> String {
    switch scalar {
    case "&": return "&amp;"
    case "<": return "&lt;"
    case ">": return "&gt;"
    case "\"": return inAttribute ? "&quot;" : "\""
    case "'": return inAttribute ? "&apos;" : "'"
    case "\r": return "&#13;"
    case "\t" where inAttribute: return "&#9;"
    case "\n" where inAttribute: return "&#10;"
    default:
      if (0x7F...0x9F).contains(scalar.value) { return "&#x" + hex(scalar.value) + ";" }
      return String(scalar)
    }
  }

  /// Upper-case hexadecimal, at least four digits.
  public static func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }
}
