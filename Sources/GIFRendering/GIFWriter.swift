/// The bytes of a GIF89a file: the header and global colour table, the looping extension, each image with
/// its delay, and the trailer.
struct GIFWriter {
  /// The file so far.
  private(set) var bytes: [UInt8] = []
  private let tableBits: Int
  private let transparent: UInt8

  /// Starts a looping GIF of `width` × `height` pixels with one global colour table.
  init(width: Int, height: Int, colors: [RGB], tableBits: Int, transparent: UInt8) {
    self.tableBits = tableBits
    self.transparent = transparent
    bytes += Array("GIF89a".utf8)
    word(width)
    word(height)
    // A global table, 8 bits of colour resolution, unsorted, 2^tableBits entries.
    bytes.append(0x80 | 0x70 | UInt8(tableBits - 1))
    bytes.append(0)  // background colour index
    bytes.append(0)  // square pixels
    for index in 0..<(1 << tableBits) {
      let color = index < colors.count ? colors[index] : RGB(0, 0, 0)
      bytes += [color.red, color.green, color.blue]
    }
    // NETSCAPE2.0: loop forever.
    bytes += [0x21, 0xFF, 0x0B] + Array("NETSCAPE2.0".utf8) + [0x03, 0x01, 0x00, 0x00, 0x00]
  }

  /// Appends one image: `indices` fill the rectangle at `left`, `top`; it stays `delay` hundredths of a
  /// second; with `usesTransparency` the transparent index shows the image below.
  mutating func image(
    _ indices: [UInt8], left: Int, top: Int, width: Int, height: Int, delay: Int, usesTransparency: Bool
  ) {
    // Graphic control: keep the image in place for the next one (disposal 1), the delay, transparency.
    bytes += [0x21, 0xF9, 0x04, 0x04 | (usesTransparency ? 1 : 0)]
    word(min(delay, 0xFFFF))
    bytes += [usesTransparency ? transparent : 0, 0x00]
    bytes.append(0x2C)
    word(left)
    word(top)
    word(width)
    word(height)
    bytes.append(0)  // no local colour table, not interlaced
    let codeSize = max(2, tableBits)
    bytes.append(UInt8(codeSize))
    let data = LZWEncoder.encode(indices, minimumCodeSize: codeSize)
    var start = 0
    while start < data.count {
      let end = min(start + 255, data.count)
      bytes.append(UInt8(end - start))
      bytes += data[start..<end]
      start = end
    }
    bytes.append(0)
  }

  /// The finished file.
  mutating func finish() -> [UInt8] {
    bytes.append(0x3B)
    return bytes
  }

  private mutating func word(_ value: Int) {
    bytes.append(UInt8(value & 0xFF))
    bytes.append(UInt8((value >> 8) & 0xFF))
  }
}
