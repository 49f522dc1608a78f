/// A buffer as plain text: one line per row, continuation cells skipped so a wide character appears once,
/// trailing spaces trimmed.
///
/// The form used for snapshots and piped output.
public enum TextRenderer {
  /// The rows of a buffer as lines.
  public static func lines(_ buffer: Buffer) -> [String] {
    (0..<buffer.height).map { y in
      // The row is built only up to its last cell that is not a space (nor the right half of a wide
      // character), and one space for the run cut off: trimming that leaves what trimming the whole run
      // leaves, even after a character a space joins (a prepended mark such as U+0600).
      var end = buffer.width
      var cutSpace = false
      while end > 0 {
        let cell = buffer[end - 1, y]
        guard cell.isSpace || cell.isContinuation else { break }
        cutSpace = cutSpace || cell.isSpace
        end -= 1
      }
      var line = ""
      for x in 0..<end { buffer[x, y].code.append(to: &line) }
      if cutSpace { line.unicodeScalars.append(" ") }
      while line.hasSuffix(" ") { line.removeLast() }
      return line
    }
  }

  /// The buffer as text, rows joined by "\n".
  public static func text(_ buffer: Buffer) -> String {
    lines(buffer).joined(separator: "\n")
  }
}
