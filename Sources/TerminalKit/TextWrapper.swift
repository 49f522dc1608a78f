/// One line produced by wrapping.
public struct WrappedLine: Sendable, Hashable {
  /// The glyphs drawn on the line.
  public var glyphs: [Glyph]
  /// What the break after this line swallowed: the spaces at a wrap point, or "\n" for a hard break.
  public var consumed: String

  /// Creates a line.
  public init(glyphs: [Glyph], consumed: String = "") {
    self.glyphs = glyphs
    self.consumed = consumed
  }

  /// Columns taken by the glyphs.
  public var width: Int { glyphs.reduce(0) { $0 + $1.width } }

  /// The line's text.
  public var text: String { glyphs.map(\.text).joined() }
}

/// Wraps styled text to a width without losing a character, splitting a grapheme cluster or exceeding the
/// width.
///
/// Latin and Hangul break at spaces, CJK between characters (with kinsoku), no-break spaces hold, "\n" forces
/// a break, and a word wider than the line breaks between clusters. Chinese and Japanese text never ends
/// on a line holding one character and its closing punctuation (`か?`): the character before it comes
/// along, as iOS avoids such a last line.
public enum TextWrapper {
  /// The narrowest width wrapping supports: one two-column character.
  public static let minimumWidth = 2

  /// Wraps styled text to lines of at most `width` columns (at least `minimumWidth`).
  ///
  /// `wordWidth`, when wider than `width`, is the box the lines are drawn in (larger text sizes wrap at
  /// fewer columns than the box has): a word wider than `width` that fits `wordWidth` keeps a line of
  /// its own whole, as iOS breaks Latin and Korean words only when they are wider than the screen.
  public static func wrap(_ text: StyledText, width: Int, wordWidth: Int? = nil) -> [WrappedLine] {
    let limit = max(minimumWidth, width)
    let wordLimit = max(limit, wordWidth ?? limit)
    var lines: [WrappedLine] = []
    for (glyphs, hardBreak) in paragraphs(of: text) {
      wrapParagraph(glyphs, width: limit, wordWidth: wordLimit, hardBreak: hardBreak, into: &lines)
    }
    return lines
  }

  /// Wraps a plain string to lines of at most `width` columns (see `wrap(_:width:wordWidth:)`).
  public static func wrap(_ text: String, width: Int, style: Style = .plain, wordWidth: Int? = nil)
    -> [WrappedLine]
  {
    wrap(StyledText(text, style: style), width: width, wordWidth: wordWidth)
  }

  /// Splits text at hard line breaks into glyph paragraphs, each with the break that ends it.
  static func paragraphs(of text: StyledText) -> [([Glyph], String)] {
    var result: [([Glyph], String)] = []
    var current: [Glyph] = []
    for run in text.runs {
      var pending = ""
      for character in run.text {
        if character == "\n" || character == "\r\n" {
          current += VisibleText.glyphs(of: pending, style: run.style)
          pending = ""
          result.append((current, String(character)))
          current = []
        } else {
          pending.append(character)
        }
      }
      current += VisibleText.glyphs(of: pending, style: run.style)
    }
    result.append((current, ""))
    return result
  }

  private static func wrapParagraph(
    _ glyphs: [Glyph], width: Int, wordWidth: Int, hardBreak: String, into lines: inout [WrappedLine]
  ) {
    let first = lines.count
    var current: [Glyph] = []
    var currentWidth = 0
    var pending: [Glyph] = []
    var segmentStart = 0
    for end in 1...max(1, glyphs.count)
    where end == glyphs.count || LineBreakRules.allowsBreak(before: end, in: glyphs) {
      guard segmentStart < glyphs.count else { break }
      var contentEnd = end
      while contentEnd > segmentStart && glyphs[contentEnd - 1].isSpace { contentEnd -= 1 }
      var content = Array(glyphs[segmentStart..<contentEnd])
      let trailing = Array(glyphs[contentEnd..<end])
      segmentStart = end
      let contentWidth = content.reduce(0) { $0 + $1.width }
      let pendingWidth = pending.reduce(0) { $0 + $1.width }
      if currentWidth + pendingWidth + contentWidth <= width {
        current += pending + content
        currentWidth += pendingWidth + contentWidth
        pending = trailing
        continue
      }
      if current.isEmpty {
        content = pending + content
      } else {
        lines.append(WrappedLine(glyphs: current, consumed: pending.map(\.text).joined()))
      }
      current = []
      currentWidth = 0
      let wholeWidth = content.reduce(0) { $0 + $1.width }
      if wholeWidth > width, wholeWidth <= wordWidth {
        // A word wider than the text column but not than the box: whole, on a line of its own.
        current = content
        currentWidth = wholeWidth
        pending = trailing
        continue
      }
      for glyph in content {
        if currentWidth + glyph.width > width {
          lines.append(WrappedLine(glyphs: current))
          current = []
          currentWidth = 0
        }
        current.append(glyph)
        currentWidth += glyph.width
      }
      pending = trailing
    }
    lines.append(WrappedLine(glyphs: current, consumed: pending.map(\.text).joined() + hardBreak))
    avoidOrphan(in: &lines, from: first, width: width)
  }

  /// Moves the last character of the line before a paragraph's last line down when the last line
  /// holds a single Chinese or Japanese character and the punctuation that may not start a line.
  static func avoidOrphan(in lines: inout [WrappedLine], from first: Int, width: Int) {
    guard lines.count - first >= 2 else { return }
    let last = lines[lines.count - 1]
    let previous = lines[lines.count - 2]
    guard previous.consumed.isEmpty, previous.glyphs.count >= 3,
      let lead = last.glyphs.first, LineBreakRules.isCJKBreakable(lead),
      last.glyphs.dropFirst().allSatisfy({ glyph in
        glyph.text.first.map { LineBreakRules.noLineStart.contains($0) } ?? false
      }),
      let moved = previous.glyphs.last, LineBreakRules.isCJKBreakable(moved),
      last.width + moved.width <= width
    else { return }
    let joined = previous.glyphs + last.glyphs
    guard LineBreakRules.allowsBreak(before: previous.glyphs.count - 1, in: joined) else { return }
    lines[lines.count - 2].glyphs.removeLast()
    lines[lines.count - 1].glyphs.insert(moved, at: 0)
  }
}
