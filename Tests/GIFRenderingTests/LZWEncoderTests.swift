import Testing

@testable import GIFRendering

/// The LZW data decodes back to the same indices with a plain GIF decoder written from the specification.
@Suite("LZW encoder")
struct LZWEncoderTests {
  /// A GIF LZW decoder: variable-width codes, least significant bit first, clear and end codes.
  static func decode(_ bytes: [UInt8], minimumCodeSize: Int) -> [UInt8]? {
    let clear = 1 << minimumCodeSize
    let end = clear + 1
    var codeSize = minimumCodeSize + 1
    var table: [[UInt8]] = []
    func reset() {
      table = (0..<clear).map { [UInt8($0)] } + [[], []]
      codeSize = minimumCodeSize + 1
    }
    reset()
    var output: [UInt8] = []
    var previous: [UInt8]?
    var bit = 0
    while bit + codeSize <= bytes.count * 8 {
      var code = 0
      for offset in 0..<codeSize where bytes[(bit + offset) / 8] & (1 << ((bit + offset) % 8)) != 0 {
        code |= 1 << offset
      }
      bit += codeSize
      if code == clear {
        reset()
        previous = nil
        continue
      }
      if code == end { return output }
      let entry: [UInt8]
      if code < table.count {
        entry = table[code]
      } else if code == table.count, let previous {
        entry = previous + [previous[0]]
      } else {
        return nil
      }
      output += entry
      if let previous, table.count < 4_096 { table.append(previous + [entry[0]]) }
      if table.count == (1 << codeSize), codeSize < 12 { codeSize += 1 }
      previous = entry
    }
    return nil
  }

  @Test("random indices, long runs and a table that fills and clears come back unchanged")
  func roundTrips() throws {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next() -> UInt64 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return state >> 33
    }
    let noise = (0..<60_000).map { _ in UInt8(next() % 200) }
    let runs = (0..<40_000).map { UInt8(($0 / 700) % 3) }
    let small = (0..<5_000).map { _ in UInt8(next() % 4) }
    for (indices, size) in [(noise, 8), (runs, 2), (small, 2), ([UInt8(7)], 3), (noise.map { $0 % 32 }, 5)] {
      let encoded = LZWEncoder.encode(indices, minimumCodeSize: size)
      let decoded = try #require(Self.decode(encoded, minimumCodeSize: size), "not decodable")
      #expect(decoded.count == indices.count)
      #expect(decoded == indices)
    }
    // Runs compress: 40 000 pixels of three long runs take far fewer bytes.
    #expect(LZWEncoder.encode(runs, minimumCodeSize: 2).count < 2_000)
  }
}
