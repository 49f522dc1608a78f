/// Makes untrusted text safe inside Markdown (CommonMark and GitHub's tables): the one escaping
/// unit every Markdown writer uses.
///
/// Control, bidi and zero-width characters become visible symbols first (a line break too, so text
/// never starts a new block). Then `&`, `<` and `>` become entities, so no inline HTML survives a
/// previewer that renders it, and every ASCII character Markdown gives a meaning to is escaped with
/// a backslash: emphasis, code, links and images, headings, lists, tables' `|`, strikethrough,
/// math `$`, and `:` `.` so nothing autolinks.
public enum MarkdownEscaping {
  /// ASCII characters escaped with a backslash in inline text.
  static let backslashed: Set<Character> = [
    "\\", "`", "*", "_", "{", "}", "[", "]", "(", ")", "#", "+", "-", ".", "!", "|", "~", "$", ":", "=", "^",
  ]

  /// Inline text: one line, no markup, no HTML; also safe inside a table cell.
  public static func inline(_ text: String) -> String {
    var output = ""
    for character in ControlCharacters.sanitize(text) {
      switch character {
      case "&": output += "&amp;"
      case "<": output += "&lt;"
      case ">": output += "&gt;"
      default:
        if backslashed.contains(character) { output.append("\\") }
        output.append(character)
      }
    }
    return output
  }

  /// A table row of inline cells: `| a | b |`.
  public static func tableRow(_ cells: [String]) -> String {
    "| " + cells.map(inline).joined(separator: " | ") + " |"
  }

  /// A fenced code block that shows `text` verbatim: controls made visible line by line, and a fence
  /// of backticks longer than any run inside, so the text cannot close it.
  public static func codeBlock(_ text: String, info: String = "text") -> String {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
      ControlCharacters.sanitize(String($0))
    }
    let body = lines.joined(separator: "\n")
    let fence = fence(for: body)
    return "\(fence)\(anchor(info))\n\(body)\n\(fence)\n"
  }

  /// A code fence of backticks longer than any run of backticks in `text` (at least three).
  public static func fence(for text: String) -> String {
    var longest = 0
    var run = 0
    for character in text {
      run = character == "`" ? run + 1 : 0
      longest = max(longest, run)
    }
    return String(repeating: "`", count: max(3, longest + 1))
  }

  /// An anchor name or link fragment: ASCII letters, digits, `.`, `_` and `-` kept, anything else `_`.
  public static func anchor(_ text: String) -> String {
    String(
      text.map { character -> Character in
        character.isASCII && (character.isLetter || character.isNumber || ".-_".contains(character))
          ? character : "_"
      })
  }

  /// A link to an anchor in the same document: `[text](#anchor)`.
  public static func link(_ text: String, to anchor: String) -> String {
    "[\(inline(text))](#\(self.anchor(anchor)))"
  }

  /// An empty HTML anchor `<a id="…"></a>` a heading can carry (the id is made safe with `anchor`).
  public static func target(_ id: String) -> String {
    "<a id=\"\(anchor(id))\"></a>"
  }
}
