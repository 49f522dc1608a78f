/// Makes untrusted text safe in HTML, SVG and XML text and in quoted attribute values: the one escaping
/// unit of the markup family (the review, the map page, the gallery, SVG and HTML frames).
///
/// Control, bidi and zero-width characters become visible symbols first (`ControlCharacters`), which also
/// leaves out every scalar XML 1.0 cannot carry; then `&`, `<`, `>`, `"` and `'` become entities.
public enum MarkupEscaping {
  /// `text` with controls made visible and the five markup characters as entities.
  public static func text(_ text: String) -> String {
    entities(ControlCharacters.sanitize(text))
  }

  /// The five markup characters as entities, for text already made visible (a drawn cell's grapheme).
  ///
  /// Works on the UTF-8 bytes (the five are ASCII, and an ASCII byte is never part of another character's
  /// encoding), so a long text costs one pass and no string append per character.
  public static func entities(_ text: String) -> String {
    guard text.utf8.contains(where: { escapedBytes.contains($0) }) else { return text }
    var output: [UInt8] = []
    output.reserveCapacity(text.utf8.count + 16)
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "&"): output.append(contentsOf: "&amp;".utf8)
      case UInt8(ascii: "<"): output.append(contentsOf: "&lt;".utf8)
      case UInt8(ascii: ">"): output.append(contentsOf: "&gt;".utf8)
      case UInt8(ascii: "\""): output.append(contentsOf: "&quot;".utf8)
      case UInt8(ascii: "'"): output.append(contentsOf: "&#39;".utf8)
      default: output.append(byte)
      }
    }
    return String(decoding: output, as: UTF8.self)
  }

  /// Appends one character with `&`, `<`, `>`, `"` and `'` as entities.
  public static func append(_ character: Character, to output: inout String) {
    switch character {
    case "&": output += "&amp;"
    case "<": output += "&lt;"
    case ">": output += "&gt;"
    case "\"": output += "&quot;"
    case "'": output += "&#39;"
    default: output.append(character)
    }
  }

  /// The bytes of the characters `entities` replaces.
  private static let escapedBytes: [UInt8] = [0x26, 0x3C, 0x3E, 0x22, 0x27]
}
