/// Writes one truecolour PNG (8-bit RGB, no interlace): the signature, `IHDR`, one `IDAT` holding the
/// zlib stream of the filtered rows, and `IEND`, each chunk closed by its CRC-32.
///
/// Each row takes the filter (None, Sub or Up) whose bytes sum smallest as signed values, PNG's usual
/// heuristic; the same pixels always give the same bytes.
public enum PNGWriter {
  /// The eight bytes every PNG starts with.
  static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// The PNG of `pixels` (red, green, blue per pixel, row by row); `stored` forces uncompressed blocks.
  public static func png(width: Int, height: Int, rgb pixels: [UInt8], stored: Bool = false) -> [UInt8] {
    precondition(pixels.count == width * height * 3, "three bytes a pixel")
    var header: [UInt8] = []
    header += ZlibStream.bigEndian(UInt32(width))
    header += ZlibStream.bigEndian(UInt32(height))
    header += [8, 2, 0, 0, 0]  // 8 bits, truecolour, deflate, adaptive filters, no interlace
    let stream = ZlibStream.compress(
      filtered(width: width, height: height, pixels), method: stored ? .stored : nil)
    var out = signature
    out += chunk("IHDR", header)
    out += chunk("IDAT", stream.bytes)
    out += chunk("IEND", [])
    return out
  }

  /// A chunk: its length, type, data and the CRC-32 of type and data.
  static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let name = Array(type.utf8)
    let crc = CRC32.checksum(data, continuing: CRC32.checksum(name))
    return ZlibStream.bigEndian(UInt32(data.count)) + name + data + ZlibStream.bigEndian(crc)
  }

  /// Every row behind its filter byte.
  static func filtered(width: Int, height: Int, _ pixels: [UInt8]) -> [UInt8] {
    let stride = width * 3
    var out: [UInt8] = []
    out.reserveCapacity((stride + 1) * height)
    var sub = [UInt8](repeating: 0, count: stride)
    var up = [UInt8](repeating: 0, count: stride)
    for y in 0..<height {
      let row = y * stride
      var costs = (none: 0, sub: 0, up: 0)
      for x in 0..<stride {
        let value = pixels[row + x]
        let left = x >= 3 ? pixels[row + x - 3] : 0
        let above = y > 0 ? pixels[row - stride + x] : 0
        sub[x] = value &- left
        up[x] = value &- above
        costs.none += Self.cost(value)
        costs.sub += Self.cost(sub[x])
        costs.up += Self.cost(up[x])
      }
      if costs.none <= costs.sub && costs.none <= costs.up {
        out.append(0)
        out += pixels[row..<(row + stride)]
      } else if costs.sub <= costs.up {
        out.append(1)
        out += sub
      } else {
        out.append(2)
        out += up
      }
    }
    return out
  }

  /// A filtered byte's weight: its distance from zero as a signed byte.
  @inline(__always)
  private static func cost(_ byte: UInt8) -> Int { byte < 128 ? Int(byte) : 256 - Int(byte) }
}
