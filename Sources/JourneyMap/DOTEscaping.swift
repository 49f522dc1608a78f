import TerminalKit
import TextSafety

/// Makes any text safe inside Graphviz DOT: control, bidi and zero-width characters become visible symbols
/// first (`TextSafety`), then the DOT syntax the text lands in is escaped.
///
/// Two places take text: a double-quoted ID or attribute value, where `"` and `\` are escaped (a backslash
/// stays a backslash in escString attributes such as `tooltip`; Graphviz unescapes only `\"` in an ID, so
/// there a backslash stays doubled, which keeps IDs apart), and an HTML-like label `<…>`, which Graphviz
/// parses as XML, where `&`, `<`, `>`, `"` and `'` become entities. Nothing else reaches a DOT file.
public enum DOTEscaping {
  /// A double-quoted DOT string, quotes included: `say "hi"` → `"say \"hi\""`.
  public static func quoted(_ text: String) -> String {
    var output = "\""
    for character in ControlCharacters.sanitize(text) {
      switch character {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      default: output.append(character)
      }
    }
    return output + "\""
  }

  /// Text for inside an HTML-like label, entities escaped; `keepsSpaces` turns spaces into no-break spaces
  /// so a monospace block keeps its columns.
  public static func labelText(_ text: String, keepsSpaces: Bool = false) -> String {
    var output = ""
    for character in ControlCharacters.sanitize(text) {
      if keepsSpaces, character == " " {
        output += "&#160;"
      } else {
        MarkupEscaping.append(character, to: &output)
      }
    }
    return output
  }
}
