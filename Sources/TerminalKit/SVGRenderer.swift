import TextSafety

/// Draws timed buffers as one self-contained animated SVG: every frame stacked in a film strip that a CSS
/// animation moves past a one-frame window on the recording's clock.
///
/// No script, no external reference (fonts come from the viewer's system: a monospace stack that falls back
/// to the Noto CJK fonts), no event attribute; every piece of text goes through `MarkupEscaping`. Each cell
/// is `cellWidth` × `cellHeight` pixels and a wide character spans two, in its own `<text>`, so the grid
/// holds in any font. Rows drawn more than once are defined once and reused with `<use>`.
public struct SVGRenderer: Sendable {
  /// One frame: its cells and when it appears, in microseconds from the start.
  public struct Frame: Sendable {
    /// When the frame appears.
    public var time: Int
    /// Its cells.
    public var buffer: Buffer

    /// Creates a frame.
    public init(time: Int, buffer: Buffer) {
      self.time = time
      self.buffer = buffer
    }
  }

  /// Pixels per column.
  public static let cellWidth = 9
  /// Pixels per row.
  public static let cellHeight = 18
  /// The font size in pixels.
  public static let fontSize = 15
  /// Monospace fonts first, then CJK fonts for Hangul, kana and Han characters.
  public static let fontFamily =
    "'DejaVu Sans Mono','Noto Sans Mono','Menlo','Consolas','Noto Sans Mono CJK JP','Noto Sans CJK JP',"
    + "'Noto Sans Mono CJK KR','Noto Sans Mono CJK SC','Hiragino Sans','Apple SD Gothic Neo','Microsoft YaHei',"
    + "monospace"

  /// The least time the last frame stays before the animation starts over, in microseconds.
  public static let minimumHold = 1_000_000

  /// The terminal appearance's page background.
  public static let background = "#111"
  /// The terminal appearance's text in the default colour.
  public static let foreground = "#ddd"

  /// The theme mapping roles to attributes (and, in the terminal appearance, colours).
  public var theme: Theme { styling.theme }
  /// The colours and emphasis of every style.
  public let styling: PictureStyling
  private let background: String
  private let foreground: String

  /// Creates a renderer in the terminal appearance of a theme.
  public init(theme: Theme) {
    self.init(styling: PictureStyling(theme: theme))
  }

  /// Creates a renderer in a picture styling.
  public init(styling: PictureStyling) {
    self.styling = styling
    background = styling.canvas.css
    foreground = styling.text.css
  }

  /// The animation of `frames` (in time order) lasting `duration` microseconds (at least `minimumHold`
  /// after the last frame), then starting over.
  public func animation(_ frames: [Frame], duration: Int, title: String) -> String {
    let width = frames.map(\.buffer.width).max() ?? 0
    let height = frames.map(\.buffer.height).max() ?? 0
    let pixelWidth = width * Self.cellWidth
    let frameHeight = height * Self.cellHeight
    var rows: [String: Int] = [:]
    // A row of cells seen before is not drawn again: its id (nil for a blank row) is reused.
    var seen: [ArraySlice<Cell>: Int?] = [:]
    var definitions = ""
    var strip = ""
    for (index, frame) in frames.enumerated() {
      strip += "<g transform=\"translate(0,\(index * frameHeight))\">"
      let buffer = frame.buffer
      for y in 0..<buffer.height {
        let cells = buffer.cells[(y * buffer.width)..<((y + 1) * buffer.width)]
        let id: Int?
        if let known = seen[cells] {
          id = known
        } else {
          let markup = row(buffer, y: y)
          if markup.isEmpty {
            id = nil
          } else if let known = rows[markup] {
            id = known
          } else {
            id = rows.count
            rows[markup] = rows.count
            definitions += "<g id=\"r\(rows.count - 1)\">\(markup)</g>"
          }
          seen[cells] = .some(id)
        }
        if let id { strip += "<use href=\"#r\(id)\" y=\"\(y * Self.cellHeight)\"/>" }
      }
      strip += "</g>"
    }
    let css = stylesheet(frames, duration: duration, frameHeight: frameHeight)
    return "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(pixelWidth)\" height=\"\(frameHeight)\" "
      + "viewBox=\"0 0 \(pixelWidth) \(frameHeight)\" role=\"img\">"
      + "<title>\(MarkupEscaping.text(title))</title><style>\(css)</style>"
      + "<rect width=\"100%\" height=\"100%\" fill=\"\(background)\"/>"
      + "<defs>\(definitions)</defs><g class=\"film\" fill=\"\(foreground)\">\(strip)</g></svg>\n"
  }

  /// The font, and the film strip's keyframes: frame `i` is in the window from its time to the next one's.
  private func stylesheet(_ frames: [Frame], duration: Int, frameHeight: Int) -> String {
    var css =
      "text{font-family:\(Self.fontFamily);font-size:\(Self.fontSize)px;"
      + "white-space:pre}.b{font-weight:bold}.i{font-style:italic}.u{text-decoration:underline}"
      + ".d{opacity:0.6}"
    guard frames.count > 1 else { return css }
    let total = max(duration, (frames.last?.time ?? 0) + Self.minimumHold)
    css += "@keyframes film{"
    for (index, frame) in frames.enumerated() {
      css += "\(Self.percent(frame.time, of: total))%{transform:translateY(-\(index * frameHeight)px)}"
    }
    css += "}"
    css += ".film{animation:film \(Self.seconds(total))s steps(1,end) infinite}"
    return css
  }

  /// One row: background rectangles, then text runs of one look; empty when the row is blank.
  func row(_ buffer: Buffer, y: Int) -> String {
    var looks: [Look] = []
    looks.reserveCapacity(buffer.width)
    var lastStyle: Style?
    var lastWasLine = false
    for x in 0..<buffer.width {
      let style = buffer[x, y].style
      let isLine = Self.isLine(buffer[x, y])
      if style == lastStyle, isLine == lastWasLine, let last = looks.last {
        looks.append(last)
      } else {
        looks.append(appearance(buffer[x, y], line: isLine))
        lastStyle = style
        lastWasLine = isLine
      }
    }
    var rectangles = ""
    var texts = ""
    var x = 0
    while x < buffer.width {
      let background = looks[x].background
      var end = x + 1
      while end < buffer.width, looks[end].background == background { end += 1 }
      if background != self.background {
        rectangles +=
          "<rect x=\"\(x * Self.cellWidth)\" width=\"\((end - x) * Self.cellWidth)\" "
          + "height=\"\(Self.cellHeight)\" fill=\"\(background)\"/>"
      }
      x = end
    }
    x = 0
    while x < buffer.width {
      let cell = buffer[x, y]
      if cell.isContinuation || cell.isSpace {
        x += 1
        continue
      }
      let look = looks[x]
      let isWide = x + 1 < buffer.width && buffer[x + 1, y].isContinuation
      var text = cell.grapheme
      var end = x + (isWide ? 2 : 1)
      if !isWide {
        while end < buffer.width {
          let next = buffer[end, y]
          let nextIsWide = end + 1 < buffer.width && buffer[end + 1, y].isContinuation
          guard !next.isContinuation, !nextIsWide, !next.isSpace, looks[end] == look else { break }
          text += next.grapheme
          end += 1
        }
      }
      texts += textElement(text, from: x, columns: end - x, look: look)
      x = end
    }
    return rectangles + texts
  }

  private func textElement(_ text: String, from x: Int, columns: Int, look: Look) -> String {
    var attributes = "x=\"\(x * Self.cellWidth)\" y=\"\(Self.fontSize - 1)\""
    if text.count > 1 { attributes += " textLength=\"\(columns * Self.cellWidth)\" lengthAdjust=\"spacing\"" }
    if look.foreground != foreground { attributes += " fill=\"\(look.foreground)\"" }
    if !look.classes.isEmpty { attributes += " class=\"\(look.classes)\"" }
    return "<text \(attributes)>\(MarkupEscaping.text(text))</text>"
  }

  /// A cell's colours (reverse video applied) and emphasis classes.
  private struct Look: Equatable {
    var foreground: String
    var background: String
    var classes: String
  }

  /// Whether a cell is one box-drawing character (`─` to `╿`), drawn in its role's line colour.
  private static func isLine(_ cell: Cell) -> Bool {
    let scalars = cell.grapheme.unicodeScalars
    guard scalars.count == 1, let scalar = scalars.first else { return false }
    return (0x2500...0x257F).contains(scalar.value)
  }

  private func appearance(_ cell: Cell, line: Bool) -> Look {
    let look = line ? styling.lineLook(of: cell.style) : styling.look(of: cell.style)
    var classes: [String] = []
    if look.bold { classes.append("b") }
    if look.italic { classes.append("i") }
    if look.underline { classes.append("u") }
    if look.dim { classes.append("d") }
    return Look(
      foreground: look.foreground.css, background: look.background.css,
      classes: classes.joined(separator: " "))
  }

  private static func percent(_ time: Int, of total: Int) -> String {
    let hundredths = min(1_000_000, Int((Double(time) / Double(total) * 1_000_000).rounded()))
    return decimal(hundredths, places: 4)
  }

  private static func seconds(_ microseconds: Int) -> String { decimal(microseconds, places: 6) }

  /// A whole number of 10^-places units as a decimal, without trailing zeros.
  private static func decimal(_ value: Int, places: Int) -> String {
    var unit = 1
    for _ in 0..<places { unit *= 10 }
    let fraction = String(value % unit)
    var digits = String(repeating: "0", count: places - fraction.count) + fraction
    while digits.last == "0" { digits.removeLast() }
    return "\(value / unit)" + (digits.isEmpty ? "" : "." + digits)
  }
}
