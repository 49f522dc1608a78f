/// CSV fields for spreadsheets: RFC 4180 quoting, and a guard against spreadsheet formula injection.
///
/// A value starting with `=`, `+`, `-`, `@`, a tab or a carriage return would be run as a formula
/// by a spreadsheet, so it gets a leading apostrophe; a value already starting with an apostrophe
/// gets one too, so that `restore` can undo exactly what `field` did and round trips are exact.
///
/// C0 controls other than the line feed, DEL, C1 controls and bidi controls are written as visible
/// text, `\u{1B}`, so that `cat` of the file sends no escape sequence to a terminal; a backslash that
/// would start such text is written `\u{5C}`, and `restore` undoes both.
public enum CSVEscaping {
  /// First characters that make a spreadsheet read a cell as a formula (plus the apostrophe itself).
  public static let neutralisedStarts: Set<Unicode.Scalar> = ["=", "+", "-", "@", "\t", "\r", "'"]

  /// The value as one quoted CSV field: controls made visible, neutralised, every `"` doubled, quoted.
  public static func field(_ value: String) -> String {
    "\"" + neutralise(encodeControls(value)).replacingAll("\"", with: "\"\"") + "\""
  }

  /// Whether a scalar is written as `\u{…}` text: C0 but the line feed, DEL, C1, bidi controls.
  static func isEncoded(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x09, 0x0B...0x1F, 0x7F...0x9F: return true
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
    default: return false
    }
  }

  /// The value with every encoded scalar, and every backslash before `u{`, as `\u{HEX}` text.
  static func encodeControls(_ value: String) -> String {
    var out = String.UnicodeScalarView()
    let scalars = Array(value.unicodeScalars)
    for (index, scalar) in scalars.enumerated() {
      let startsEscape =
        scalar == "\\" && index + 2 < scalars.count && scalars[index + 1] == "u"
        && scalars[index + 2] == "{"
      if isEncoded(scalar) || startsEscape {
        for escaped in "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars {
          out.append(escaped)
        }
      } else {
        out.append(scalar)
      }
    }
    return String(out)
  }

  /// Undoes `encodeControls`: every `\u{HEX}` (one to six hex digits) becomes its scalar.
  static func decodeControls(_ field: String) -> String {
    let scalars = Array(field.unicodeScalars)
    var out = String.UnicodeScalarView()
    var index = 0
    while index < scalars.count {
      if scalars[index] == "\\", index + 3 < scalars.count, scalars[index + 1] == "u",
        scalars[index + 2] == "{",
        let close = scalars[(index + 3)...].prefix(7).firstIndex(of: "}"), close > index + 3,
        let value = UInt32(String(String.UnicodeScalarView(scalars[(index + 3)..<close])), radix: 16),
        let decoded = Unicode.Scalar(value)
      {
        out.append(decoded)
        index = close + 1
      } else {
        out.append(scalars[index])
        index += 1
      }
    }
    return String(out)
  }

  /// The value with an apostrophe in front when it starts like a formula (or with an apostrophe).
  public static func neutralise(_ value: String) -> String {
    guard let first = value.unicodeScalars.first, neutralisedStarts.contains(first) else { return value }
    return "'" + value
  }

  /// Undoes `field`'s changes: drops the one leading apostrophe `neutralise` added (an apostrophe before a
  /// character it guards: `=`, `+`, `-`, `@`, a tab, a carriage return, another apostrophe), then turns
  /// `\u{HEX}` text back into its scalar. An apostrophe before anything else is the text's own and stays.
  public static func restore(_ field: String) -> String {
    let scalars = field.unicodeScalars
    guard scalars.first == "'", scalars.count > 1,
      neutralisedStarts.contains(scalars[scalars.index(after: scalars.startIndex)])
    else { return decodeControls(field) }
    return decodeControls(String(scalars.dropFirst()))
  }

  /// The characters a spreadsheet reads a cell starting with as a formula.
  public static let formulaStarts: Set<Unicode.Scalar> = ["=", "+", "-", "@"]

  /// The formula character a cell as read starts with when no apostrophe guards it (a spreadsheet saved
  /// it without one), else nil.
  public static func formulaStart(_ field: String) -> Unicode.Scalar? {
    guard let first = field.unicodeScalars.first, formulaStarts.contains(first) else { return nil }
    return first
  }

  /// One CSV record: the fields joined by commas, ended by CR LF (RFC 4180).
  public static func record(_ values: [String]) -> String {
    values.map(field).joined(separator: ",") + "\r\n"
  }
}

extension String {
  /// Every occurrence of the scalar `target` replaced, scalar by scalar: a quote that joins the
  /// character before it into one grapheme cluster (after U+06DD, say) is still found.
  func replacingAll(_ target: Unicode.Scalar, with replacement: String) -> String {
    var out = String.UnicodeScalarView()
    for scalar in unicodeScalars {
      if scalar == target {
        for replaced in replacement.unicodeScalars { out.append(replaced) }
      } else {
        out.append(scalar)
      }
    }
    return String(out)
  }
}
