import TerminalKit

/// One run of a phone's row drawn alike: its text, its style, the button it belongs to and, for a run of
/// two-column characters, how many there are.
struct PhoneRun: Hashable {
  /// The characters, as `TextRenderer` writes them.
  var text: String
  /// The run's style.
  var style: Style
  /// The index of the button (in focus order) whose box holds the run; nil outside every button.
  var button: Int?
  /// For a run of two-column characters, how many; 0 for one-column text.
  var wideCount: Int
  /// Whether the run is one-column symbols a browser may draw from a wider fallback font (arrows, shapes,
  /// ⬤): the page boxes such a run to exactly its columns so the phone's right edge stays put.
  var boxed = false
}

/// A phone's row as runs; the runs' text joined is the row exactly as `TextRenderer.lines` writes it.
enum PhoneLine {
  /// The rows of a buffer as runs, split where the style changes, a button's box begins or ends, or
  /// characters change between one and two columns; trailing spaces are trimmed as `TextRenderer` trims them.
  static func rows(_ buffer: Buffer, buttons: [Rect]) -> [[PhoneRun]] {
    let plain = TextRenderer.lines(buffer)
    return (0..<buffer.height).map { y in
      let runs = runs(buffer, row: y, buttons: buttons)
      // The text renderer is the reference: a row whose runs say otherwise is kept as its plain line.
      guard runs.map(\.text).joined() == plain[y] else {
        return [PhoneRun(text: plain[y], style: .plain, button: nil, wideCount: 0)]
      }
      return runs
    }
  }

  private static func runs(_ buffer: Buffer, row y: Int, buttons: [Rect]) -> [PhoneRun] {
    var end = buffer.width
    while end > 0, buffer[end - 1, y].grapheme == " " || buffer[end - 1, y].isContinuation { end -= 1 }
    var runs: [PhoneRun] = []
    var x = 0
    while x < end {
      let cell = buffer[x, y]
      if cell.isContinuation {
        x += 1
        continue
      }
      let wide = x + 1 < buffer.width && buffer[x + 1, y].isContinuation
      let button = buttons.firstIndex { $0.contains(x: x, y: y) }
      let boxed = !wide && cell.grapheme.unicodeScalars.contains(where: Self.mayDrawWide)
      if var last = runs.last, last.style == cell.style, last.button == button, (last.wideCount > 0) == wide,
        last.boxed == boxed
      {
        last.text += cell.grapheme
        if wide { last.wideCount += 1 }
        runs[runs.count - 1] = last
      } else {
        runs.append(
          PhoneRun(
            text: cell.grapheme, style: cell.style, button: button, wideCount: wide ? 1 : 0, boxed: boxed))
      }
      x += wide ? 2 : 1
    }
    return runs
  }

  /// Whether a one-column character may be drawn wider than a column by a browser's fallback font: anything
  /// from General Punctuation on, except box drawing, which monospace fonts draw a column wide.
  static func mayDrawWide(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value >= 0x2010 && !(0x2500...0x257F).contains(scalar.value)
  }
}
