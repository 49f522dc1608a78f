/// A block of text: a paragraph, or a bullet-list item drawn with a marker and a hanging indent.
public struct TextBlock: Sendable, Hashable {
  /// The block's text.
  public var text: StyledText
  /// The bullet marker ("•") for list items; nil for paragraphs.
  public var bullet: String?
  /// The marker's style; nil draws it in the style the text starts with.
  public var bulletStyle: Style?

  /// Creates a block; a marker of several characters (a label) gives a hanging indent of its width.
  public init(_ text: StyledText, bullet: String? = nil, bulletStyle: Style? = nil) {
    self.text = text
    self.bullet = bullet
    self.bulletStyle = bulletStyle
  }

  /// Wraps blocks to a width: a blank line between paragraphs, list items stacked with a hanging indent;
  /// `wordWidth` as in `TextWrapper.wrap(_:width:wordWidth:)`.
  public static func wrap(_ blocks: [TextBlock], width: Int, wordWidth: Int? = nil) -> [WrappedLine] {
    var lines: [WrappedLine] = []
    var previous: TextBlock?
    for block in blocks {
      if let previous, previous.bullet == nil || block.bullet == nil {
        lines.append(WrappedLine(glyphs: []))
      }
      previous = block
      guard let bullet = block.bullet else {
        lines += TextWrapper.wrap(block.text, width: width, wordWidth: wordWidth)
        continue
      }
      let marker = VisibleText.glyphs(
        of: bullet + " ", style: block.bulletStyle ?? block.text.runs.first?.style ?? .plain)
      let indent = marker.reduce(0) { $0 + $1.width }
      let hanging = Array(repeating: Glyph(" ", width: 1, style: marker.last?.style ?? .plain), count: indent)
      let body = TextWrapper.wrap(
        block.text, width: max(TextWrapper.minimumWidth, width - indent),
        wordWidth: wordWidth.map { $0 - indent })
      for (index, line) in body.enumerated() {
        lines.append(
          WrappedLine(glyphs: (index == 0 ? marker : hanging) + line.glyphs, consumed: line.consumed))
      }
    }
    return lines
  }
}

/// The Markdown subset of the iOS 27.2 tracking sheet: **bold**, *italic* and _italic_, "- " and "* "
/// bullet items, blank line = paragraph break.
///
/// No underline; unmatched markers stay literal.
public enum MarkdownText {
  /// The bullet drawn for list items.
  public static let bullet = "•"

  /// Parses Markdown into blocks drawn in a base style.
  public static func parse(_ source: String, style: Style = Style(.body)) -> [TextBlock] {
    var blocks: [TextBlock] = []
    var lines: [String] = []
    var isItem = false
    func finish() {
      guard !lines.isEmpty else { return }
      blocks.append(TextBlock(inline(joinSoftBreaks(lines), style: style), bullet: isItem ? bullet : nil))
      lines = []
    }
    // "\r\n" is one Character in Swift, so it is a separator of its own.
    for rawLine in source.split(
      omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
    {
      let line = String(rawLine.hasSuffix("\r") ? rawLine.dropLast() : rawLine[...])
      let trimmed = line.drop { $0 == " " }
      if trimmed.allSatisfy({ $0 == " " || $0 == "\t" }) {
        finish()
        isItem = false
      } else if line.count - trimmed.count < 4, trimmed.hasPrefix("- ") || trimmed.hasPrefix("* ") {
        finish()
        isItem = true
        lines = [String(trimmed.dropFirst(2).drop { $0 == " " })]
      } else {
        lines.append(String(trimmed))
      }
    }
    finish()
    return blocks
  }

  /// Parses inline emphasis of one block.
  public static func inline(_ text: String, style: Style = Style(.body)) -> StyledText {
    var runs: [StyledRun] = []
    parseInline(Array(text), style: style, into: &runs)
    return StyledText(runs.isEmpty ? [StyledRun("", style: style)] : runs)
  }

  private static func joinSoftBreaks(_ lines: [String]) -> String {
    var result = ""
    for line in lines {
      if let last = result.last, let first = line.first, !(isWide(last) && isWide(first)) {
        result.append(" ")
      }
      result += line
    }
    return result
  }

  private static func isWide(_ character: Character) -> Bool {
    guard let scalar = character.unicodeScalars.first else { return false }
    return !LineBreakRules.isHangul(scalar.value) && DisplayWidth.of(character) == 2
  }

  private static func parseInline(_ text: [Character], style: Style, into runs: inout [StyledRun]) {
    var literal = ""
    var index = 0
    func flush() {
      guard !literal.isEmpty else { return }
      if let last = runs.last, last.style == style {
        runs[runs.count - 1].text += literal
      } else {
        runs.append(StyledRun(literal, style: style))
      }
      literal = ""
    }
    while index < text.count {
      let character = text[index]
      if character == "*", index + 1 < text.count, text[index + 1] == "*",
        let close = closing("**", in: text, from: index + 2)
      {
        flush()
        var bold = style
        bold.bold = true
        parseInline(Array(text[(index + 2)..<close]), style: bold, into: &runs)
        index = close + 2
      } else if character == "*" || character == "_",
        let close = closing(String(character), in: text, from: index + 1),
        character == "*" || index == 0 || !text[index - 1].isLetterOrNumber
      {
        flush()
        var italic = style
        italic.italic = true
        parseInline(Array(text[(index + 1)..<close]), style: italic, into: &runs)
        index = close + 1
      } else {
        literal.append(character)
        index += 1
      }
    }
    flush()
  }

  /// The index of a closing marker for an opener ending at `start`, or nil when unmatched.
  private static func closing(_ marker: String, in text: [Character], from start: Int) -> Int? {
    let pattern = Array(marker)
    guard start < text.count, text[start] != " ", !(pattern == ["*"] && text[start] == "*") else {
      return nil
    }
    var index = start + 1
    while index + pattern.count <= text.count {
      let matches = Array(text[index..<(index + pattern.count)]) == pattern
      let after = index + pattern.count < text.count ? text[index + pattern.count] : nil
      if matches, text[index - 1] != " " {
        if pattern == ["*"], after == "*" || text[index - 1] == "*" {
          index += 1
          continue
        }
        if pattern == ["_"], let after, after.isLetterOrNumber {
          index += 1
          continue
        }
        return index
      }
      index += 1
    }
    return nil
  }
}

extension Character {
  fileprivate var isLetterOrNumber: Bool { isLetter || isNumber }
}
