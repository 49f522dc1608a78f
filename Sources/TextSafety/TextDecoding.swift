/// Turns the bytes of a copy file into Unicode scalars the way Apple's readers accept them.
///
/// UTF-8 with or without a byte-order mark, UTF-16 little- or big-endian with a byte-order mark.
/// Anything else (invalid UTF-8, a truncated or ill-formed UTF-16 stream, NUL bytes that betray
/// UTF-16 without a mark) is an error with the line and column where decoding stopped.
public enum TextDecoding {
  /// Decodes `bytes`, naming `path` in errors.
  public static func decode(_ bytes: [UInt8], path: String) throws(SourceError) -> [Unicode.Scalar] {
    if bytes.count >= 2, bytes[0] == 0xFF, bytes[1] == 0xFE {
      return try decodeUTF16(bytes, from: 2, bigEndian: false, path: path)
    }
    if bytes.count >= 2, bytes[0] == 0xFE, bytes[1] == 0xFF {
      return try decodeUTF16(bytes, from: 2, bigEndian: true, path: path)
    }
    let start = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
    return try decodeUTF8(bytes, from: start, path: path)
  }

  private static func decodeUTF8(_ bytes: [UInt8], from start: Int, path: String) throws(SourceError)
    -> [Unicode.Scalar]
  {
    var scalars: [Unicode.Scalar] = []
    scalars.reserveCapacity(bytes.count)
    var index = start
    var position = Position()
    while index < bytes.count {
      let lead = bytes[index]
      if lead < 0x80 {
        if lead == 0 {
          throw SourceError(
            position.location(path),
            "NUL byte in file (UTF-16 without a byte-order mark? save as UTF-8 or UTF-16 with BOM)")
        }
        let scalar = Unicode.Scalar(lead)
        scalars.append(scalar)
        position.advance(over: scalar)
        index += 1
        continue
      }
      let (length, minimum): (Int, UInt32) =
        switch lead {
        case 0xC2...0xDF: (2, 0x80)
        case 0xE0...0xEF: (3, 0x800)
        case 0xF0...0xF4: (4, 0x10000)
        default: (0, 0)
        }
      guard length > 0, index + length <= bytes.count else {
        throw SourceError(position.location(path), "invalid UTF-8 byte 0x\(hex(lead))")
      }
      var value = UInt32(lead) & (0xFF >> (length + 1))
      for offset in 1..<length {
        let byte = bytes[index + offset]
        guard byte & 0xC0 == 0x80 else {
          throw SourceError(position.location(path), "invalid UTF-8 byte 0x\(hex(byte)) after 0x\(hex(lead))")
        }
        value = value << 6 | UInt32(byte & 0x3F)
      }
      guard value >= minimum, let scalar = Unicode.Scalar(value) else {
        throw SourceError(position.location(path), "invalid UTF-8 sequence starting with 0x\(hex(lead))")
      }
      scalars.append(scalar)
      position.advance(over: scalar)
      index += length
    }
    return scalars
  }

  private static func decodeUTF16(
    _ bytes: [UInt8], from start: Int, bigEndian: Bool, path: String
  ) throws(SourceError) -> [Unicode.Scalar] {
    var scalars: [Unicode.Scalar] = []
    scalars.reserveCapacity(bytes.count / 2)
    var position = Position()
    var index = start
    func unit(at offset: Int) -> UInt16 {
      bigEndian
        ? UInt16(bytes[offset]) << 8 | UInt16(bytes[offset + 1])
        : UInt16(bytes[offset + 1]) << 8 | UInt16(bytes[offset])
    }
    while index < bytes.count {
      guard index + 1 < bytes.count else {
        throw SourceError(position.location(path), "truncated UTF-16: odd number of bytes")
      }
      let first = unit(at: index)
      index += 2
      var value = UInt32(first)
      if (0xD800...0xDBFF).contains(first) {
        guard index + 1 < bytes.count else {
          throw SourceError(position.location(path), "truncated UTF-16: file ends inside a surrogate pair")
        }
        let second = unit(at: index)
        guard (0xDC00...0xDFFF).contains(second) else {
          throw SourceError(position.location(path), "invalid UTF-16: lone high surrogate 0x\(hex(first))")
        }
        index += 2
        value = 0x10000 + (UInt32(first - 0xD800) << 10) + UInt32(second - 0xDC00)
      } else if (0xDC00...0xDFFF).contains(first) {
        throw SourceError(position.location(path), "invalid UTF-16: lone low surrogate 0x\(hex(first))")
      }
      guard let scalar = Unicode.Scalar(value) else {
        throw SourceError(position.location(path), "invalid UTF-16 code unit 0x\(hex(first))")
      }
      if scalar.value == 0 {
        throw SourceError(position.location(path), "NUL character in file")
      }
      scalars.append(scalar)
      position.advance(over: scalar)
    }
    return scalars
  }

  private static func hex<T: BinaryInteger>(_ value: T) -> String {
    CodePoint.hex(value, minimumDigits: 2)
  }
}
