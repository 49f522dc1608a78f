import JourneyRuntime
import JourneyScreens
import TerminalKit
import TextSafety

/// Draws a frame as a compact `<pre>` grid in the terminal theme's colours.
///
/// The same drawing as `HTMLRenderer.html`, with short class names (one per style role, the rules
/// taken from `HTMLRenderer.stylesheet`), unstyled runs left bare and each run of wide characters in
/// one box exactly two columns per character wide, so a full review stays a few megabytes.
///
/// A wide run is text in one box, read as a word: its characters are not boxed one by one (which
/// spaced Hangul syllable by syllable) and not stretched; the box keeps the columns after it in
/// place. The monospace font stack starts with Noto Sans Mono CJK, whose wide characters are exactly
/// two columns, and styled runs are padded up and down so coloured rows (the alert) meet without
/// hairline gaps between them.
enum ReviewFrameHTML {
  /// The short class of each role, `c0` … in the journey palette's order.
  static let roleClasses: [StyleRole: String] = {
    var classes: [StyleRole: String] = [:]
    for (index, role) in Palette.journey.roles.enumerated() { classes[role] = "c\(index)" }
    return classes
  }()

  /// The theme's stylesheet with the short class names, plus the wide-run widths up to `maxWidth`.
  static func stylesheet(maxWidth: Int) -> String {
    var css = HTMLRenderer.stylesheet(theme: .journey(usesColor: true))
    for role in Palette.journey.roles {
      if let short = roleClasses[role] {
        css = css.replacing(".r-\(role.rawValue){", with: ".\(short){")
      }
    }
    let mono = "\"DejaVu Sans Mono\",\"Noto Sans Mono\""
    css +=
      ".screen{font-family:\(mono),\"Noto Sans Mono CJK SC\",monospace;line-height:1.25}"
      + ":lang(ja) .screen{font-family:\(mono),\"Noto Sans Mono CJK JP\",monospace}"
      + ":lang(ko) .screen{font-family:\(mono),\"Noto Sans Mono CJK KR\",monospace}"
      + ".screen span[class]{padding:0.14em 0}"
      + ".w{display:inline-block;white-space:pre;vertical-align:top;height:1.25em;padding:0!important;"
      + "letter-spacing:0.2em}"
    for count in 1...max(1, maxWidth / 2) { css += ".w\(count){width:\(count * 2)ch}" }
    return css + "\n"
  }

  /// The frame as HTML: a `<pre class="screen">` grid, or, when the outer columns are one uniform
  /// style (the phone's sides), a `<div class="phone">` of three grids so each side is one run.
  static func html(_ buffer: Buffer) -> String {
    var classCache: [Style: String] = [:]
    guard buffer.width >= 3, let left = edgeStyle(buffer, 0), let right = edgeStyle(buffer, buffer.width - 1)
    else {
      return grid(buffer, columns: 0..<buffer.width, classCache: &classCache)
    }
    return "<div class=\"phone\">" + edge(buffer, 0, left, classCache: &classCache)
      + grid(buffer, columns: 1..<(buffer.width - 1), classCache: &classCache)
      + edge(buffer, buffer.width - 1, right, classCache: &classCache) + "</div>"
  }

  /// The style every cell of column x has, when all are one narrow style.
  private static func edgeStyle(_ buffer: Buffer, _ x: Int) -> Style? {
    let style = buffer[x, 0].style
    for y in 0..<buffer.height {
      let cell = buffer[x, y]
      if cell.style != style || cell.isContinuation || isWide(buffer, x, y) { return nil }
      if x > 0 && isWide(buffer, x - 1, y) { return nil }
    }
    return style
  }

  /// One uniform column as a grid of one run.
  private static func edge(_ buffer: Buffer, _ x: Int, _ style: Style, classCache: inout [Style: String])
    -> String
  {
    var text = ""
    for y in 0..<buffer.height {
      append(buffer[x, y].grapheme, to: &text)
      if y + 1 < buffer.height { text += "\n" }
    }
    guard style != .plain else { return "<pre class=\"screen edge\">\(text)</pre>" }
    return "<pre class=\"screen edge\"><span class=\(classes(style, &classCache))>\(text)</span></pre>"
  }

  /// Columns of the frame as a `<pre class="screen">` element.
  private static func grid(_ buffer: Buffer, columns: Range<Int>, classCache: inout [Style: String]) -> String
  {
    var out = "<pre class=\"screen\">"
    out.reserveCapacity(columns.count * buffer.height * 4)
    for y in 0..<buffer.height {
      var open: Style?
      var x = columns.lowerBound
      while x < columns.upperBound {
        let cell = buffer[x, y]
        if cell.isContinuation {
          x += 1
          continue
        }
        if cell.style != open {
          if let previous = open, previous != .plain { out += "</span>" }
          if cell.style != .plain { out += "<span class=\(classes(cell.style, &classCache))>" }
          open = cell.style
        }
        if isWide(buffer, x, y) {
          var run = ""
          var count = 0
          while x < columns.upperBound, buffer[x, y].style == cell.style, isWide(buffer, x, y) {
            append(buffer[x, y].grapheme, to: &run)
            count += 1
            x += 2
          }
          out += "<span class=\"w w\(count)\">\(run)</span>"
          continue
        }
        append(cell.grapheme, to: &out)
        x += 1
      }
      if let previous = open, previous != .plain { out += "</span>" }
      if y + 1 < buffer.height { out += "\n" }
    }
    return out + "</pre>"
  }

  /// The class attribute value of a style, quoted when it has several names.
  private static func classes(_ style: Style, _ cache: inout [Style: String]) -> String {
    if let known = cache[style] { return known }
    let name = className(style)
    let value = name.contains(" ") ? "\"\(name)\"" : name
    cache[style] = value
    return value
  }

  /// True when the cell at x starts a two-column character.
  private static func isWide(_ buffer: Buffer, _ x: Int, _ y: Int) -> Bool {
    x + 1 < buffer.width && buffer[x + 1, y].isContinuation && !buffer[x, y].isContinuation
  }

  /// The short classes of a style: role, then `b`, `i`, `u` emphasis.
  private static func className(_ style: Style) -> String {
    var name = roleClasses[style.role] ?? "c0"
    if style.bold { name += " b" }
    if style.italic { name += " i" }
    if style.underline { name += " u" }
    return name
  }

  /// Appends a grapheme HTML-escaped, any control character made visible first.
  private static func append(_ grapheme: String, to out: inout String) {
    if grapheme.unicodeScalars.contains(where: { ControlCharacters.isUnsafe($0) && $0.value != 0x200D }) {
      out += ReviewEscaping.html(grapheme)
      return
    }
    for character in grapheme { MarkupEscaping.append(character, to: &out) }
  }
}
