import TerminalKit
import TextSafety

/// Makes copy-derived text safe for each output: control, bidi and zero-width characters become
/// visible symbols first, then the format's own special characters are escaped.
enum ReviewEscaping {
  /// Visible text on one line: controls as symbols (a newline too).
  static func visible(_ text: String) -> String {
    ControlCharacters.sanitize(text)
  }

  /// HTML text or attribute value: visible symbols, then &, <, >, " and ' escaped.
  static func html(_ text: String) -> String {
    HTMLRenderer.escape(ControlCharacters.sanitize(text))
  }

  /// Markdown inline text: visible symbols, HTML's specials as entities, Markdown's backslash-escaped.
  static func markdown(_ text: String) -> String {
    var output = ""
    for character in ControlCharacters.sanitize(text) {
      switch character {
      case "&": output += "&amp;"
      case "<": output += "&lt;"
      case ">": output += "&gt;"
      case "\\", "`", "*", "_", "[", "]", "|", "~", "#", "!": output += "\\\(character)"
      default: output.append(character)
      }
    }
    return output
  }

  /// A Markdown code fence longer than any run of backticks in `text`.
  static func fence(for text: String) -> String {
    var longest = 0
    var run = 0
    for character in text {
      run = character == "`" ? run + 1 : 0
      longest = max(longest, run)
    }
    return String(repeating: "`", count: max(3, longest + 1))
  }

  /// A frame's rows as plain text with every control made visible, rows joined by "\n".
  static func frameText(_ buffer: Buffer) -> String {
    TextRenderer.lines(buffer).map { ControlCharacters.sanitize($0) }.joined(separator: "\n")
  }
}
