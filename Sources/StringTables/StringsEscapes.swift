import TextSafety

/// Backslash escapes inside quoted `.strings` text, read exactly as CoreFoundation reads them.
///
/// Accepted: `\n \t \r \a \b \f \v \" \' \\`, a backslash before a line break (the line break),
/// `\UXXXX` (four hex digits, UTF-16; surrogate pairs combine) and octal `\N`..`\NNN`
/// (values from 0o200 up map through the NeXTSTEP character set, as on Apple platforms).
/// Rejected as bad escapes although Apple reads them silently: unknown letters (Apple drops the
/// backslash, so `\u00e9` reads as `u00e9`), `\U` with fewer than four hex digits, lone surrogates.
enum StringsEscapes {
  /// Reads the escape after a backslash (already consumed) and appends its UTF-16 units.
  static func read(
    into units: inout [UInt16], parser: inout StringsParser, at location: SourceLocation
  ) throws(CopyLoadError) {
    guard let scalar = parser.current else {
      throw .syntax(location, "unterminated string (file ends after a backslash)")
    }
    switch scalar {
    case "n": units.append(0x0A)
    case "t": units.append(0x09)
    case "r": units.append(0x0D)
    case "a": units.append(0x07)
    case "b": units.append(0x08)
    case "f": units.append(0x0C)
    case "v": units.append(0x0B)
    case "\"", "'", "\\", "\n", "\r", "\u{2028}", "\u{2029}": units.append(contentsOf: scalar.utf16)
    case "0"..."7":
      try readOctal(into: &units, parser: &parser, at: location)
      return
    case "U":
      parser.advance()
      let unit = try readHex(parser: &parser, at: location)
      try append(unit: unit, to: &units, parser: &parser, at: location)
      return
    case "u":
      throw .syntax(
        location,
        "bad escape '\\u': Apple string tables read it as a plain 'u'; write \\U followed by four hex digits")
    default:
      throw .syntax(location, "bad escape \(CodePoint.describeEscape(scalar))")
    }
    parser.advance()
  }

  private static func readOctal(
    into units: inout [UInt16], parser: inout StringsParser, at location: SourceLocation
  ) throws(CopyLoadError) {
    var value = 0
    var digits = 0
    while digits < 3, let scalar = parser.current, ("0"..."7").contains(scalar) {
      value = value * 8 + Int(scalar.value - 0x30)
      parser.advance()
      digits += 1
    }
    guard value < 0x100 else {
      throw .syntax(location, "bad escape: octal \\\(String(value, radix: 8)) is above \\377")
    }
    units.append(value < 0x80 ? UInt16(value) : nextStep[value - 0x80])
  }

  private static func readHex(parser: inout StringsParser, at location: SourceLocation) throws(CopyLoadError)
    -> UInt16
  {
    var value: UInt16 = 0
    for _ in 0..<4 {
      guard let scalar = parser.current, let digit = hexValue(scalar) else {
        throw .syntax(location, "bad escape: \\U needs exactly four hex digits")
      }
      value = value << 4 | digit
      parser.advance()
    }
    return value
  }

  private static func append(
    unit: UInt16, to units: inout [UInt16], parser: inout StringsParser, at location: SourceLocation
  ) throws(CopyLoadError) {
    switch unit {
    case 0xD800...0xDBFF:
      guard parser.current == "\\", parser.peek(1) == "U" else {
        throw .syntax(
          location, "bad escape: high surrogate \\U\(hex(unit)) is not followed by a low surrogate")
      }
      parser.advance()
      parser.advance()
      let low = try readHex(parser: &parser, at: location)
      guard (0xDC00...0xDFFF).contains(low) else {
        throw .syntax(
          location, "bad escape: high surrogate \\U\(hex(unit)) is not followed by a low surrogate")
      }
      units.append(unit)
      units.append(low)
    case 0xDC00...0xDFFF:
      throw .syntax(location, "bad escape: lone low surrogate \\U\(hex(unit))")
    default:
      units.append(unit)
    }
  }

  private static func hexValue(_ scalar: Unicode.Scalar) -> UInt16? {
    switch scalar {
    case "0"..."9": return UInt16(scalar.value - 0x30)
    case "a"..."f": return UInt16(scalar.value - 0x61 + 10)
    case "A"..."F": return UInt16(scalar.value - 0x41 + 10)
    default: return nil
    }
  }

  private static func hex(_ unit: UInt16) -> String {
    CodePoint.hex(unit)
  }

  /// NeXTSTEP encoding of bytes 0x80...0xFF, as CoreFoundation maps octal escapes.
  private static let nextStep: [UInt16] = [
    0x00A0, 0x00C0, 0x00C1, 0x00C2, 0x00C3, 0x00C4, 0x00C5, 0x00C7, 0x00C8, 0x00C9, 0x00CA, 0x00CB,
    0x00CC, 0x00CD, 0x00CE, 0x00CF, 0x00D0, 0x00D1, 0x00D2, 0x00D3, 0x00D4, 0x00D5, 0x00D6, 0x00D9,
    0x00DA, 0x00DB, 0x00DC, 0x00DD, 0x00DE, 0x00B5, 0x00D7, 0x00F7, 0x00A9, 0x00A1, 0x00A2, 0x00A3,
    0x2044, 0x00A5, 0x0192, 0x00A7, 0x00A4, 0x2019, 0x201C, 0x00AB, 0x2039, 0x203A, 0xFB01, 0xFB02,
    0x00AE, 0x2013, 0x2020, 0x2021, 0x00B7, 0x00A6, 0x00B6, 0x2022, 0x201A, 0x201E, 0x201D, 0x00BB,
    0x2026, 0x2030, 0x00AC, 0x00BF, 0x00B9, 0x02CB, 0x00B4, 0x02C6, 0x02DC, 0x00AF, 0x02D8, 0x02D9,
    0x00A8, 0x00B2, 0x02DA, 0x00B8, 0x00B3, 0x02DD, 0x02DB, 0x02C7, 0x2014, 0x00B1, 0x00BC, 0x00BD,
    0x00BE, 0x00E0, 0x00E1, 0x00E2, 0x00E3, 0x00E4, 0x00E5, 0x00E7, 0x00E8, 0x00E9, 0x00EA, 0x00EB,
    0x00EC, 0x00C6, 0x00ED, 0x00AA, 0x00EE, 0x00EF, 0x00F0, 0x00F1, 0x0141, 0x00D8, 0x0152, 0x00BA,
    0x00F2, 0x00F3, 0x00F4, 0x00F5, 0x00F6, 0x00E6, 0x00F9, 0x00FA, 0x00FB, 0x0131, 0x00FC, 0x00FD,
    0x0142, 0x00F8, 0x0153, 0x00DF, 0x00FE, 0x00FF, 0x0000, 0x0000,
  ]
}
