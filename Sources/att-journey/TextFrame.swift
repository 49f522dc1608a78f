import ScreenKit

/// The plain-text form of a buffer, for when standard output is not a terminal.
enum TextFrame {
  /// One line per row: continuation cells skipped, control characters shown as "?", trailing blanks cut.
  static func lines(of buffer: Buffer) -> [String] {
    (0..<buffer.height).map { y in
      var line = ""
      for x in 0..<buffer.width {
        let grapheme = buffer[x, y].grapheme
        let isControl = grapheme.unicodeScalars.contains {
          $0.value < 0x20 || (0x7F...0x9F).contains($0.value)
        }
        line += isControl ? "?" : grapheme
      }
      while line.last == " " { line.removeLast() }
      return line
    }
  }
}
