/// The variable-length LZW compression GIF image data uses (GIF89a appendix F), with a clear code whenever
/// the 4 096-entry table fills.
enum LZWEncoder {
  /// The most codes a GIF table holds.
  private static let maximumCodes = 4_096

  /// `indices` compressed with `minimumCodeSize` (2…8) root bits, as packed bytes (before sub-blocks).
  static func encode(_ indices: [UInt8], minimumCodeSize: Int) -> [UInt8] {
    var output = BitPacker()
    let clear = 1 << minimumCodeSize
    let end = clear + 1
    var codeSize = minimumCodeSize + 1
    var nextCode = clear + 2
    output.write(clear, bits: codeSize)
    guard var prefix = indices.first.map(Int.init) else {
      output.write(end, bits: codeSize)
      return output.finish()
    }
    // The code of (prefix, index) at prefix × 256 + index; 0 for none (no string's code is 0 but a root's).
    var children = [UInt16](repeating: 0, count: maximumCodes * 256)
    var used: [Int] = []
    used.reserveCapacity(maximumCodes)
    children.withUnsafeMutableBufferPointer { table in
      indices.withUnsafeBufferPointer { pixels in
        for position in 1..<pixels.count {
          let index = Int(pixels[position])
          let slot = prefix << 8 | index
          let child = table[slot]
          if child != 0 {
            prefix = Int(child)
            continue
          }
          output.write(prefix, bits: codeSize)
          // The decoder widens its codes once the table has filled the current width.
          if nextCode > (1 << codeSize) - 1, codeSize < 12 { codeSize += 1 }
          if nextCode < maximumCodes {
            table[slot] = UInt16(nextCode)
            used.append(slot)
            nextCode += 1
          } else {
            for entry in used { table[entry] = 0 }
            used.removeAll(keepingCapacity: true)
            output.write(clear, bits: codeSize)
            codeSize = minimumCodeSize + 1
            nextCode = clear + 2
          }
          prefix = index
        }
      }
    }
    output.write(prefix, bits: codeSize)
    if nextCode > (1 << codeSize) - 1, codeSize < 12 { codeSize += 1 }
    output.write(end, bits: codeSize)
    return output.finish()
  }
}

/// Codes packed least significant bit first, as GIF stores them.
struct BitPacker {
  private var bytes: [UInt8] = []
  private var pending: UInt32 = 0
  private var count = 0

  /// Appends the low `bits` bits of `code`.
  mutating func write(_ code: Int, bits: Int) {
    pending |= UInt32(code) << UInt32(count)
    count += bits
    while count >= 8 {
      bytes.append(UInt8(truncatingIfNeeded: pending))
      pending >>= 8
      count -= 8
    }
  }

  /// The bytes, the last one padded with zero bits.
  mutating func finish() -> [UInt8] {
    if count > 0 { bytes.append(UInt8(truncatingIfNeeded: pending)) }
    count = 0
    pending = 0
    return bytes
  }
}
