/// The CRC-32 of PNG chunks (ISO 3309, polynomial 0xEDB88320, reflected), from a table made once.
enum CRC32 {
  private static let table: [UInt32] = (0..<256).map { index in
    var value = UInt32(index)
    for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
    return value
  }

  /// The checksum of `bytes`, continuing from `crc` (start with 0).
  static func checksum<Bytes: Sequence>(_ bytes: Bytes, continuing crc: UInt32 = 0) -> UInt32
  where Bytes.Element == UInt8 {
    var value = ~crc
    for byte in bytes { value = table[Int((value ^ UInt32(byte)) & 0xff)] ^ (value >> 8) }
    return ~value
  }
}
