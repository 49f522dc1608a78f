import TextSafety

/// The one writer of what the program prints for a person on standard output.
///
/// Summaries, pass lines and text reports go through it. As on standard error, every control, bidi and zero-width character (a path's escape
/// sequence, a tape name's carriage return) is shown as a visible symbol, never sent to the terminal raw;
/// line breaks are kept. Documents whose writers escape every value themselves (JSON, HTML, DOT, SVG) are
/// printed as they are.
enum StandardOutput {
  /// Prints `text` sanitized, ending it with a newline when it has none.
  static func write(_ text: String) {
    let shown = ControlCharacters.sanitize(text, keepingNewlines: true)
    print(shown, terminator: shown.hasSuffix("\n") ? "" : "\n")
  }
}
