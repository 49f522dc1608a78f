/// Base64 (RFC 4648, with padding), as a Content-Security-Policy hash source spells a digest.
enum Base64 {
  private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

  /// `bytes` in Base64.
  static func encode(_ bytes: [UInt8]) -> String {
    var out: [UInt8] = []
    out.reserveCapacity((bytes.count + 2) / 3 * 4)
    var index = 0
    while index < bytes.count {
      let count = min(3, bytes.count - index)
      var group: UInt32 = 0
      for offset in 0..<3 {
        group <<= 8
        if offset < count { group |= UInt32(bytes[index + offset]) }
      }
      for position in 0..<4 {
        if position <= count {
          out.append(alphabet[Int((group >> UInt32(18 - 6 * position)) & 0x3f)])
        } else {
          out.append(UInt8(ascii: "="))
        }
      }
      index += 3
    }
    return String(decoding: out, as: UTF8.self)
  }
}
