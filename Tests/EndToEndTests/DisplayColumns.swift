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

  private static func columns(_ character: Character) -> Int {
    guard let value = character.unicodeScalars.first?.value else { return 0 }
    let wide: [ClosedRange<UInt32>] = [
      0x1100...0x115F, 0x3041...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7A3,
      0xFF01...0xFF60,
    ]
    return wide.contains { $0.contains(value) } ? 2 : 1
  }
}
