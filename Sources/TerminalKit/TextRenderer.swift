/// A buffer as plain text: one line per row, continuation cells skipped so a wide character appears once,
/// trailing spaces trimmed.
///
/// The form used for snapshots and piped output.
public enum TextRenderer {
  /// The rows of a buffer as lines.
  public static func lines(_ buffer: Buffer) -> [String] {
    (0..<buffer.height).map { y in
      var line = ""
      for x in 0..<buffer.width {
        let cell = buffer[x, y]
        if !cell.isContinuation { line += cell.grapheme }
      }
      while line.hasSuffix(" ") { line.removeLast() }
      return line
    }
  }

  /// The buffer as text, rows joined by "\n".
  public static func text(_ buffer: Buffer) -> String {
    lines(buffer).joined(separator: "\n")
  }
}
