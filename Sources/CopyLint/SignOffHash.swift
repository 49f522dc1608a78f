/// The 64-bit FNV-1a hash a sign-off records of a text's UTF-8 bytes, written as 16 hex digits: small,
/// self-contained and the same on every machine (it tells edits apart; it is no security measure).
public enum SignOffHash {
  /// The hash of `text`'s UTF-8 bytes.
  public static func of(_ text: String) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01b3
    }
    return hash
  }

  /// `hash` as 16 lowercase hex digits.
  public static func hex(_ hash: UInt64) -> String {
    let digits = String(hash, radix: 16)
    return String(repeating: "0", count: max(0, 16 - digits.count)) + digits
  }

  /// The hash 16 hex digits spell, nil for anything else.
  public static func parse(_ text: Substring) -> UInt64? {
    guard text.count == 16, text.allSatisfy(\.isHexDigit) else { return nil }
    return UInt64(text, radix: 16)
  }
}
