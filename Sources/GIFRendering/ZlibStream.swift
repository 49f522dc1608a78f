/// A zlib stream (RFC 1950) of some bytes: the two-byte header, the deflate data, then the Adler-32 of the
/// bytes. The deflate data comes from the system's zlib when it can be opened, else it is stored blocks
/// (RFC 1951's uncompressed form), which every reader takes.
enum ZlibStream {
  /// How the deflate data was made.
  enum Method: Sendable, Equatable {
    /// The system zlib's deflate.
    case deflated
    /// Stored (uncompressed) blocks.
    case stored
  }

  /// The stream of `bytes`: deflated with zlib when it is there (`method` forces one), else stored.
  static func compress(_ bytes: [UInt8], method: Method? = nil) -> (bytes: [UInt8], method: Method) {
    if method != .stored, let library = try? ZlibLibrary.shared(), let body = library.deflate(bytes) {
      return (header + body + bigEndian(adler32(bytes)), .deflated)
    }
    return (header + stored(bytes) + bigEndian(adler32(bytes)), .stored)
  }

  /// CMF 0x78 (deflate, 32 KiB window) and FLG 0x01 (no dictionary, default level, checked by 31).
  static let header: [UInt8] = [0x78, 0x01]

  /// The bytes as stored deflate blocks of at most 65 535 bytes each, the last one marked final.
  static func stored(_ bytes: [UInt8]) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count + bytes.count / 65_535 * 5 + 5)
    var start = 0
    repeat {
      let length = min(65_535, bytes.count - start)
      let final: UInt8 = start + length == bytes.count ? 1 : 0
      let size = UInt16(length)
      out += [final, UInt8(size & 0xff), UInt8(size >> 8), UInt8(~size & 0xff), UInt8(~size >> 8)]
      out += bytes[start..<(start + length)]
      start += length
    } while start < bytes.count
    return out
  }

  /// The Adler-32 checksum of `bytes` (RFC 1950).
  static func adler32(_ bytes: [UInt8]) -> UInt32 {
    var a: UInt32 = 1
    var b: UInt32 = 0
    var index = 0
    // 5 552 bytes is the most that can be summed before the 32-bit sums must be reduced.
    while index < bytes.count {
      let end = min(bytes.count, index + 5_552)
      for byte in bytes[index..<end] {
        a &+= UInt32(byte)
        b &+= a
      }
      a %= 65_521
      b %= 65_521
      index = end
    }
    return (b << 16) | a
  }

  /// A 32-bit value, most significant byte first.
  static func bigEndian(_ value: UInt32) -> [UInt8] {
    [UInt8(value >> 24), UInt8((value >> 16) & 0xff), UInt8((value >> 8) & 0xff), UInt8(value & 0xff)]
  }
}
