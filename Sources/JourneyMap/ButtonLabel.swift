import JourneyScreens
import TerminalKit
import TextSafety

/// The words on a button as the person sees them: its copy in the session's locale, or what the frame shows.
enum ButtonLabel {
  /// The button's text: its copy when the copy has it whole, else the cells it was drawn in.
  static func text(of button: ScreenButton, on frame: RenderedFrame, copy: any CopyProvider) -> String {
    let copied = copy.text(button.ref, arguments: [])
    if !copied.isMissing, copied.problem == nil, !copied.text.contains("%"), !clean(copied.text).isEmpty {
      return clean(copied.text)
    }
    let drawn = clean(drawnText(button.frame, in: frame.buffer))
    return drawn.isEmpty ? button.ref.description : drawn
  }

  /// The cells inside a rectangle, rows joined by spaces, focus marks and pill caps at the ends left out.
  static func drawnText(_ rect: Rect, in buffer: Buffer) -> String {
    var rows: [String] = []
    for y in max(rect.y, 0)..<min(rect.y + rect.height, buffer.height) {
      var row = ""
      for x in max(rect.x, 0)..<min(rect.x + rect.width, buffer.width) where !buffer[x, y].isContinuation {
        row += buffer[x, y].grapheme
      }
      rows.append(row)
    }
    var text = rows.joined(separator: " ")
    while let first = text.first, first == "❯" || first == "(" || first == " " { text.removeFirst() }
    while let last = text.last, last == "❮" || last == ")" || last == " " { text.removeLast() }
    return text
  }

  /// One line: control characters as visible symbols, runs of white space as one space.
  static func clean(_ text: String) -> String {
    ControlCharacters.sanitize(text).split(whereSeparator: { $0 == " " || $0 == "\u{00A0}" })
      .joined(separator: " ")
  }
}
