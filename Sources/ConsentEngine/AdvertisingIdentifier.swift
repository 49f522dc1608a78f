/// The advertising identifier (IDFA) as the app reads it (ATT-11).
public enum AdvertisingIdentifier {
  /// The identifier read while tracking is not authorized.
  public static let zero = "00000000-0000-0000-0000-000000000000"

  /// The device's non-zero identifier, an uppercase version-4 UUID made from the seed.
  public static func make(seed: UInt64) -> String {
    var generator = SplitMix64(seed: seed)
    return uuid(&generator)
  }

  /// A version-4 UUID in uppercase text from the generator's next two values.
  static func uuid(_ generator: inout SplitMix64) -> String {
    var high = generator.next()
    let low = (generator.next() & 0x3FFF_FFFF_FFFF_FFFF) | 0x8000_0000_0000_0000
    high = (high & 0xFFFF_FFFF_FFFF_0FFF) | 0x0000_0000_0000_4000
    let hex = hexDigits(high, count: 16) + hexDigits(low, count: 16)
    let chars = Array(hex)
    return String(chars[0..<8]) + "-" + String(chars[8..<12]) + "-" + String(chars[12..<16]) + "-"
      + String(chars[16..<20]) + "-" + String(chars[20..<32])
  }

  /// The value as `count` uppercase hexadecimal digits.
  private static func hexDigits(_ value: UInt64, count: Int) -> String {
    let text = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, count - text.count)) + text
  }
}
