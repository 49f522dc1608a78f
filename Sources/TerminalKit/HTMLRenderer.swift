import TextSafety

/// Draws a buffer as HTML `<pre>` grids in a theme's colours: the one buffer-to-HTML renderer.
///
/// Each style is a short class per role (`c0` … in the palette's order) plus `b`, `i`, `u` for
/// emphasis; unstyled runs are left bare. Each run of wide characters sits in one box exactly two columns
/// per character wide, so the grid stays aligned in any monospace font and a run reads as a word (its
/// characters are not boxed one by one, which spaced Hangul syllable by syllable). When the outer columns
/// are one uniform style (the phone's sides), the frame is a `<div class="phone">` of three grids so each
/// side is one run. Copy reaches the page as text: control, bidi and zero-width characters are shown as
/// visible symbols, then escaped.
public struct HTMLRenderer: Sendable {
  /// The theme whose palette names the classes and gives the stylesheet its colours.
  public let theme: Theme
  /// The class of each role, `c0` … in the palette's order.
  private let roleClasses: [StyleRole: String]

  /// A renderer for `theme`'s palette.
  public init(theme: Theme) {
    self.theme = theme
    var classes: [StyleRole: String] = [:]
    // A role the palette restyles later takes the later index, and every rule of that role its class.
    for (index, role) in theme.palette.roles.enumerated() { classes[role] = "c\(index)" }
    roleClasses = classes
  }

  /// The stylesheet: every role's colours under its class, the monospace fonts (Noto Sans Mono CJK for
  /// the locale's wide characters), and the wide-run widths up to `maxWidth` columns.
  public func stylesheet(maxWidth: Int) -> String {
    var css = ".screen{font-family:monospace;line-height:1.2;background:#111;color:#ddd}\n"
    css += ".w{display:inline-block;width:2ch}.b{font-weight:bold}.i{font-style:italic}"
    css += ".u{text-decoration:underline}\n"
    for role in theme.palette.roles {
      guard let name = roleClasses[role] else { continue }
      css += ".\(name){\(rules(for: role).joined(separator: ";"))}\n"
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

  /// The CSS declarations of one role's look.
  private func rules(for role: StyleRole) -> [String] {
    let look = theme.appearance(of: Style(role))
    var rules: [String] = []
    var foreground = Self.cssColor(look.foreground)
    var background = Self.cssColor(look.background)
    if look.reverse { swap(&foreground, &background) }
    if look.reverse && foreground == nil { foreground = "#111" }
    if look.reverse && background == nil { background = "#ddd" }
    if let foreground { rules.append("color:\(foreground)") }
    if let background { rules.append("background:\(background)") }
    if look.bold { rules.append("font-weight:bold") }
    if look.dim { rules.append("opacity:0.6") }
    if look.underline { rules.append("text-decoration:underline") }
    return rules
  }

  /// The frame as HTML: a `<pre class="screen">` grid, or a `<div class="phone">` of three grids when
  /// the outer columns are each one uniform narrow style.
  public func html(_ buffer: Buffer) -> String {
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
  private func edgeStyle(_ buffer: Buffer, _ x: Int) -> Style? {
    let style = buffer[x, 0].style
    for y in 0..<buffer.height {
      let cell = buffer[x, y]
      if cell.style != style || cell.isContinuation || Self.isWide(buffer, x, y) { return nil }
      if x > 0 && Self.isWide(buffer, x - 1, y) { return nil }
    }
    return style
  }

  /// One uniform column as a grid of one run.
  private func edge(_ buffer: Buffer, _ x: Int, _ style: Style, classCache: inout [Style: String]) -> String {
    var text = ""
    for y in 0..<buffer.height {
      Self.append(buffer[x, y].grapheme, to: &text)
      if y + 1 < buffer.height { text += "\n" }
    }
    guard style != .plain else { return "<pre class=\"screen edge\">\(text)</pre>" }
    return "<pre class=\"screen edge\"><span class=\(classes(style, &classCache))>\(text)</span></pre>"
  }

  /// Columns of the frame as a `<pre class="screen">` element.
  private func grid(_ buffer: Buffer, columns: Range<Int>, classCache: inout [Style: String]) -> String {
    var out = "<pre class=\"screen\">"
    out.reserveCapacity(columns.count * buffer.height * 4)
    // A role's name is looked up under a lock: each role's base is found once a grid, not once a cell.
    var bases: [StyleRole: StyleRole] = [:]
    func withoutGround(_ style: Style) -> Style {
      var style = style
      if let known = bases[style.role] {
        style.role = known
      } else {
        let base = style.role.base
        bases[style.role] = base
        style.role = base
      }
      return style
    }
    for y in 0..<buffer.height {
      var open: Style?
      var x = columns.lowerBound
      while x < columns.upperBound {
        var cell = buffer[x, y]
        if cell.isContinuation {
          x += 1
          continue
        }
        // The page draws a role the same on any ground, so grounds neither split runs nor add classes.
        cell.style = withoutGround(cell.style)
        if cell.style != open {
          if let previous = open, previous != .plain { out += "</span>" }
          if cell.style != .plain { out += "<span class=\(classes(cell.style, &classCache))>" }
          open = cell.style
        }
        if Self.isWide(buffer, x, y) {
          var run = ""
          var count = 0
          while x < columns.upperBound, withoutGround(buffer[x, y].style) == cell.style,
            Self.isWide(buffer, x, y)
          {
            Self.append(buffer[x, y].grapheme, to: &run)
            count += 1
            x += 2
          }
          out += "<span class=\"w w\(count)\">\(run)</span>"
          continue
        }
        Self.append(cell.grapheme, to: &out)
        x += 1
      }
      if let previous = open, previous != .plain { out += "</span>" }
      if y + 1 < buffer.height { out += "\n" }
    }
    return out + "</pre>"
  }

  /// The class attribute value of a style, quoted when it has several names.
  private func classes(_ style: Style, _ cache: inout [Style: String]) -> String {
    if let known = cache[style] { return known }
    let name = className(style)
    let value = name.contains(" ") ? "\"\(name)\"" : name
    cache[style] = value
    return value
  }

  /// The classes of a style: its role's, then `b`, `i`, `u` emphasis.
  public func className(_ style: Style) -> String {
    var name = roleClasses[style.role.base] ?? "c0"
    if style.bold { name += " b" }
    if style.italic { name += " i" }
    if style.underline { name += " u" }
    return name
  }

  /// True when the cell at x starts a two-column character.
  private static func isWide(_ buffer: Buffer, _ x: Int, _ y: Int) -> Bool {
    x + 1 < buffer.width && buffer[x + 1, y].isContinuation && !buffer[x, y].isContinuation
  }

  /// Appends a grapheme HTML-escaped, any control character made visible first.
  private static func append(_ grapheme: String, to out: inout String) {
    if grapheme.unicodeScalars.contains(where: { ControlCharacters.isUnsafe($0) && $0.value != 0x200D }) {
      out += MarkupEscaping.text(grapheme)
      return
    }
    for character in grapheme { MarkupEscaping.append(character, to: &out) }
  }

  /// The CSS colour of a terminal colour; nil for the default (the page's own).
  static func cssColor(_ color: TerminalColor) -> String? {
    switch color {
    case .default: return nil
    case .black: return "#000"
    case .red: return "#d33"
    case .green: return "#3b3"
    case .yellow: return "#db3"
    case .blue: return "#38f"
    case .magenta: return "#c4c"
    case .cyan: return "#3cc"
    case .white: return "#eee"
    }
  }
}
