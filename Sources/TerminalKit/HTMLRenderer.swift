/// Draws a buffer as an HTML `<pre>` grid: text HTML-escaped, runs of one style in a span whose
/// classes name the role (`r-title`) and emphasis (`b`, `i`, `u`), and each wide character in its
/// own `w` span two columns wide, so the grid stays aligned in any monospace font.
public enum HTMLRenderer {
  /// The buffer as a `<pre class="screen">` element.
  public static func html(_ buffer: Buffer) -> String {
    var output = "<pre class=\"screen\">"
    for y in 0..<buffer.height {
      var open: Style?
      for x in 0..<buffer.width {
        let cell = buffer[x, y]
        if cell.isContinuation { continue }
        if cell.style != open {
          if open != nil { output += "</span>" }
          output += "<span class=\"\(classes(cell.style))\">"
          open = cell.style
        }
        let isWide = x + 1 < buffer.width && buffer[x + 1, y].isContinuation
        output += isWide ? "<span class=\"w\">\(escape(cell.grapheme))</span>" : escape(cell.grapheme)
      }
      if open != nil { output += "</span>" }
      if y + 1 < buffer.height { output += "\n" }
    }
    return output + "</pre>"
  }

  /// The CSS classes of a style.
  public static func classes(_ style: Style) -> String {
    var names = ["r-\(style.role.rawValue)"]
    if style.bold { names.append("b") }
    if style.italic { names.append("i") }
    if style.underline { names.append("u") }
    return names.joined(separator: " ")
  }

  /// A stylesheet giving every role of the theme's palette its colours.
  public static func stylesheet(theme: Theme) -> String {
    var css = ".screen{font-family:monospace;line-height:1.2;background:#111;color:#ddd}\n"
    css += ".w{display:inline-block;width:2ch}.b{font-weight:bold}.i{font-style:italic}"
    css += ".u{text-decoration:underline}\n"
    for role in theme.palette.roles {
      let look = theme.appearance(of: Style(role))
      var rules: [String] = []
      var foreground = cssColor(look.foreground)
      var background = cssColor(look.background)
      if look.reverse { swap(&foreground, &background) }
      if look.reverse && foreground == nil { foreground = "#111" }
      if look.reverse && background == nil { background = "#ddd" }
      if let foreground { rules.append("color:\(foreground)") }
      if let background { rules.append("background:\(background)") }
      if look.bold { rules.append("font-weight:bold") }
      if look.dim { rules.append("opacity:0.6") }
      if look.underline { rules.append("text-decoration:underline") }
      css += ".r-\(role.rawValue){\(rules.joined(separator: ";"))}\n"
    }
    return css
  }

  /// Escapes &, <, >, " and '.
  ///
  /// Works on the UTF-8 bytes (the five are ASCII, and an ASCII byte is never part of another
  /// character's encoding), so a long text costs one pass and no string appends per character.
  public static func escape(_ text: String) -> String {
    var output: [UInt8] = []
    output.reserveCapacity(text.utf8.count)
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "&"): output += Array("&amp;".utf8)
      case UInt8(ascii: "<"): output += Array("&lt;".utf8)
      case UInt8(ascii: ">"): output += Array("&gt;".utf8)
      case UInt8(ascii: "\""): output += Array("&quot;".utf8)
      case UInt8(ascii: "'"): output += Array("&#39;".utf8)
      default: output.append(byte)
      }
    }
    return String(decoding: output, as: UTF8.self)
  }

  /// Appends one character with &, <, >, " and ' escaped.
  public static func appendEscaped(_ character: Character, to output: inout String) {
    switch character {
    case "&": output += "&amp;"
    case "<": output += "&lt;"
    case ">": output += "&gt;"
    case "\"": output += "&quot;"
    case "'": output += "&#39;"
    default: output.append(character)
    }
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
