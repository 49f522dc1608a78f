#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension StringProtocol {
  /// The text without leading and trailing white space (line breaks too, with `newlines`).
  public func trimmingBlanks(newlines: Bool = false) -> String {
    func isBlank(_ character: Character) -> Bool {
      character.isWhitespace && (newlines || !character.isNewline)
    }
    guard let first = firstIndex(where: { !isBlank($0) }), let last = lastIndex(where: { !isBlank($0) })
    else { return "" }
    return String(self[first...last])
  }
}

/// Percent-encoding for a path in a URL: letters, digits and `-._~/` stay, every other byte is `%XX`.
public enum PercentEncoding {
  /// `name` with every byte outside the unreserved set (and `/`) percent-encoded.
  public static func path(_ name: String, keeping kept: String = "-._~/") -> String {
    var result = ""
    for byte in name.utf8 {
      let scalar = Unicode.Scalar(byte)
      if byte < 0x80,
        scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || kept.unicodeScalars.contains(scalar)
      {
        result.unicodeScalars.append(scalar)
      } else {
        let digits = Array("0123456789ABCDEF")
        result += "%" + String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 0x0F)])
      }
    }
    return result
  }
}

/// Calendar time without Foundation.
public enum UTCTime {
  /// `seconds` since 1970 as `YYYY-MM-DDTHH:MM:SSZ`.
  public static func iso8601(_ seconds: Int) -> String {
    var time = time_t(seconds)
    var parts = tm()
    gmtime_r(&time, &parts)
    func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
    return "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday))T"
      + "\(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec))Z"
  }
}
