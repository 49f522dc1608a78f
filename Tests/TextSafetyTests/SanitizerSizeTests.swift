import Testing
import TextSafety

/// The sanitizer at the size limits.
///
/// The largest tape the `ReadLimit` table allows, every byte a control character, and the largest
/// String Catalog of unsafe scalars. Its answer is checked by its structure:
/// one symbol per scalar, in order (the time it takes is in `Scripts/bench --only readers`).
@Suite("Sanitizer at the size limits")
struct SanitizerSizeTests {
  /// The stand-in of each C0 control and DEL.
  static func picture(_ byte: UInt8) -> Unicode.Scalar {
    byte == 0x7F ? "\u{2421}" : Unicode.Scalar(0x2400 + UInt32(byte))!
  }

  @Test("a tape-sized text of control bytes becomes one Control Picture per byte, in order")
  func tapeOfControlBytes() {
    let size = ReadLimit.tape.bytes
    let controls: [UInt8] = Array(0x00...0x1F).filter { $0 != 0x0A && $0 != 0x0D } + [0x7F]
    let bytes = (0..<size).map { controls[$0 % controls.count] }
    let text = String(decoding: bytes, as: UTF8.self)
    let shown = ControlCharacters.sanitize(text)
    #expect(shown.unicodeScalars.count == size)
    #expect(shown.unicodeScalars.elementsEqual(bytes.map(Self.picture)))
    #expect(ControlCharacters.unsafeScalars(in: text).count == size)
  }

  @Test("carriage returns and line feeds at the tape limit, kept newlines or not")
  func tapeOfLineBreaks() {
    let size = ReadLimit.tape.bytes
    let text = String(repeating: "\r\n", count: size / 2)
    let shown = ControlCharacters.sanitize(text)
    #expect(shown == String(repeating: "␍␊", count: size / 2))
    let kept = ControlCharacters.sanitize(text, keepingNewlines: true)
    #expect(kept == String(repeating: "␍\n", count: size / 2))
  }

  @Test("a catalog-sized text of bidi overrides becomes one ⟨U+202E⟩ per override")
  func catalogOfOverrides() {
    let count = ReadLimit.catalog.bytes / 3
    let text = String(repeating: "\u{202E}", count: count)
    let shown = ControlCharacters.sanitize(text)
    #expect(shown.utf8.count == count * "⟨U+202E⟩".utf8.count)
    #expect(shown == String(repeating: "⟨U+202E⟩", count: count))
  }

  @Test("lone surrogates at the tape limit become one symbol each")
  func surrogatesAtTheLimit() {
    let count = ReadLimit.tape.bytes / 2
    let units = [UInt16](repeating: 0xD800, count: count)
    let shown = ControlCharacters.sanitize(utf16: units)
    #expect(shown == String(repeating: "⟨U+D800⟩", count: count))
  }
}
