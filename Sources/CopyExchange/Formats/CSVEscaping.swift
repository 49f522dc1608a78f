/// CSV fields for spreadsheets: RFC 4180 quoting, and a guard against spreadsheet formula injection.
///
/// A value starting with `=`, `+`, `-`, `@`, a tab or a carriage return would be run as a formula
/// by a spreadsheet, so it gets a leading apostrophe; a value already starting with an apostrophe
/// gets one too, so that `restore` can undo exactly what `field` did and round trips are exact.
public enum CSVEscaping {
  /// First characters that make a spreadsheet read a cell as a formula (plus the apostrophe itself).
  public static let neutralisedStarts: Set<Unicode.Scalar> = ["=", "+", "-", "@", "\t", "\r", "'"]

  /// The value as one quoted CSV field: neutralised, every `"` doubled, wrapped in quotes.
  public static func field(_ value: String) -> String {
    "\"" + neutralise(value).replacingAll("\"", with: "\"\"") + "\""
  }

  /// The value with an apostrophe in front when it starts like a formula (or with an apostrophe).
  public static func neutralise(_ value: String) -> String {
    guard let first = value.unicodeScalars.first, neutralisedStarts.contains(first) else { return value }
    return "'" + value
  }

  /// Undoes `neutralise`: drops the one leading apostrophe it added.
  public static func restore(_ field: String) -> String {
    guard field.unicodeScalars.first == "'" else { return field }
    return String(field.unicodeScalars.dropFirst())
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
      if scalar == target { out.append(contentsOf: replacement.unicodeScalars) } else { out.append(scalar) }
    }
    return String(out)
  }
}
