import TextSafety

/// Text that goes into the scaffold's README.md as it is: no markup, no HTML, one line.
enum ReadmeEscaping {
  /// Markdown's punctuation backslashed, `&`, `<` and `>` as entities, control characters made visible.
  static func inline(_ text: String) -> String {
    var output = ""
    for character in ControlCharacters.sanitize(text) {
      switch character {
      case "&": output += "&amp;"
      case "<": output += "&lt;"
      case ">": output += "&gt;"
      case _ where character.isASCII && character.isPunctuation || character.isSymbol && character.isASCII:
        output += "\\" + String(character)
      default: output.append(character)
      }
    }
    return output
  }
}
