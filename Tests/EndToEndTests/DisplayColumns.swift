/// Terminal columns as tmux counts them for the scripts the tests draw: East Asian wide = 2.
enum DisplayColumns {
  /// The columns a text occupies.
  static func of(_ text: some StringProtocol) -> Int {
    text.reduce(0) { $0 + columns($1) }
  }

  /// The starting column of every occurrence of a character.
  static func positions(of character: Character, in text: String) -> [Int] {
    var column = 0
    var result: [Int] = []
    for current in text {
      if current == character { result.append(column) }
      column += columns(current)
    }
    return result
  }

  /// The starting column of the first occurrence of a text, if any.
  static func start(of needle: String, in text: String) -> Int? {
    guard let range = text.range(of: needle) else { return nil }
    return of(text[..<range.lowerBound])
  }

  /// The characters that start in columns `from ..< from + width` (a row cut to a rectangle).
  static func slice(_ text: some StringProtocol, from start: Int, width: Int) -> String {
    var column = 0
    var result = ""
    for character in text {
      if column >= start && column < start + width { result.append(character) }
      column += columns(character)
    }
    return result
  }

  /// True for Hangul, kana and CJK ideographs (the characters tmux draws two columns wide).
  static func isWide(_ character: Character) -> Bool {
    columns(character) == 2
  }

  private static func columns(_ character: Character) -> Int {
    guard let value = character.unicodeScalars.first?.value else { return 0 }
    let wide: [ClosedRange<UInt32>] = [
      0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF01...0xFF60, 0xFFE0...0xFFE6,
    ]
    return wide.contains { $0.contains(value) } ? 2 : 1
  }
}
