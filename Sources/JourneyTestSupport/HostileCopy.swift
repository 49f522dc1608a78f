import Foundation
import TextSafety

/// Copy that tries to smuggle terminal control into every output, shared by the hostile-input suites.
public enum HostileCopy {
  /// Values that would control a terminal, reorder text or hide characters if passed through.
  public static let hostile: [(key: String, value: String)] = [
    ("esc", "before\u{1B}[2Jafter"),
    ("csi", "\u{1B}[31mred\u{1B}[0m"),
    ("osc", "\u{1B}]0;owned title\u{07}text"),
    ("dcs", "\u{1B}P1$r\u{1B}\\text"),
    ("c0", "bell\u{07} back\u{08} nul\u{00} tab\u{09}end"),
    ("c1", "c1\u{85}\u{9B}31m\u{9D}x"),
    ("bidi", "\u{202E}txet desrever\u{202C} and \u{2066}isolate\u{2069}"),
    ("zeroWidth", "zero\u{200B}width\u{200C}join\u{FEFF}bom"),
  ]

  public static func tree() throws -> URL {
    let tree = try BundledCopy.tree()
    var entries = ""
    for (key, value) in hostile {
      entries += "\"primer.title\" = \"\(escape(value))\";\n"  // the last one wins on screen
      entries += "\"hostile.\(key)\" = \"\(escape(value))\";\n"
    }
    try BundledCopy.append(entries, to: "en.lproj/Primer.strings", in: tree)
    return tree
  }

  /// A `.strings` literal for a value: control characters as `\U` escapes, quotes and backslashes escaped.
  public static func escape(_ value: String) -> String {
    var out = ""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      default:
        if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
          || scalar.properties.generalCategory == .format
        {
          out += "\\U" + CodePoint.hex(scalar.value)
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out
  }

  /// True when a scalar must never be sent raw.
  public static func isDangerous(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    if value < 0x20 && scalar != "\n" { return true }
    if (0x7F...0x9F).contains(value) { return true }
    return (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value) || value == 0x200B
      || value == 0xFEFF
  }
}
