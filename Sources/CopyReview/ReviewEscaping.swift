import JourneyRuntime
import TerminalKit
import TextSafety

/// Makes copy-derived text safe for each output: control, bidi and zero-width characters become
/// visible symbols first, then the format's own special characters are escaped.
public enum ReviewEscaping {
  /// Visible text on one line: controls as symbols (a newline too).
  static func visible(_ text: String) -> String {
    ControlCharacters.sanitize(text)
  }

  /// HTML text or attribute value: visible symbols, then &, <, >, " and ' escaped.
  public static func html(_ text: String) -> String {
    MarkupEscaping.text(text)
  }

  /// Markdown inline text (see `MarkdownEscaping.inline`).
  static func markdown(_ text: String) -> String { MarkdownEscaping.inline(text) }

  /// A frame's rows as plain text with every control made visible, rows joined by "\n".
  static func frameText(_ buffer: Buffer) -> String {
    TextRenderer.lines(buffer).map { ControlCharacters.sanitize($0) }.joined(separator: "\n")
  }
}
