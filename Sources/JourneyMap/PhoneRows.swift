import TerminalKit
import TextSafety

/// The phone's text in a map node: a monospace block whose columns are the terminal's cells.
///
/// Graphviz sizes a node from its own measure of the font, and a browser draws the text in whatever font it
/// has at whatever size the zoom makes it, so the two need not agree. The node's cell is made wide enough
/// for every row at `cellWidth` points a terminal cell, and each row of the SVG is held to exactly its cells'
/// width (`textLength`), so the phone fits its box in every font and at every zoom, and columns stay lined up
/// (a double-width character takes two cells' room whatever the font draws).
public enum PhoneRows {
  /// The font the rows are drawn in.
  public static let font = "DejaVu Sans Mono"
  /// Its size in points.
  public static let fontSize = 8
  /// The width of one terminal cell in points: DejaVu Sans Mono's advance (0.602 em) at 8 points, rounded up.
  public static let cellWidth = 4.85
  /// The padding of the rows' table cell on each side, in points.
  public static let padding = 3

  /// The width in points of a row of `cells` terminal cells.
  public static func width(cells: Int) -> Double { Double(cells) * cellWidth }

  /// The minimum width of the rows' table cell, padding included, for rows of at most `cells` cells.
  public static func cellMinimum(cells: Int) -> Int {
    Int(width(cells: cells).rounded(.up)) + 2 * padding
  }

  /// The SVG with every row of phone text (a `text` in `font`) given the width of its cells:
  /// `textLength` and `lengthAdjust="spacingAndGlyphs"`.
  public static func fitted(_ svg: String) -> String {
    let parts = svg.split(separator: "<text ", omittingEmptySubsequences: false)
    guard parts.count > 1 else { return svg }
    var output = String(parts[0])
    for part in parts.dropFirst() {
      output += "<text " + fitted(element: part)
    }
    return output
  }

  /// One `text` element after its `<text `: unchanged unless it is a row of phone text.
  static func fitted(element part: Substring) -> String {
    guard let tagEnd = part.firstIndex(of: ">"), let close = part.firstRange(of: "</text>") else {
      return String(part)
    }
    let tag = part[..<tagEnd]
    guard tag.contains("font-family=\"\(font)\""), !tag.contains("textLength=") else { return String(part) }
    let content = part[part.index(after: tagEnd)..<close.lowerBound]
    let cells = cellCount(ofMarkup: content)
    let length = formatted(width(cells: cells))
    return String(tag) + " textLength=\"\(length)\" lengthAdjust=\"spacingAndGlyphs\"" + part[tagEnd...]
  }

  /// The terminal cells the text of escaped XML character data takes.
  static func cellCount(ofMarkup markup: Substring) -> Int {
    var cells = 0
    var index = markup.startIndex
    while index < markup.endIndex {
      let character = markup[index]
      if character == "&", let end = markup[index...].firstIndex(of: ";") {
        let entity = markup[markup.index(after: index)..<end]
        cells += decoded(entity).map { DisplayWidth.of($0) ?? 1 } ?? 1
        index = markup.index(after: end)
      } else {
        cells += DisplayWidth.of(character) ?? 1
        index = markup.index(after: index)
      }
    }
    return cells
  }

  /// The character an XML entity (without `&` and `;`) stands for.
  static func decoded(_ entity: Substring) -> Character? {
    switch entity {
    case "amp": return "&"
    case "lt": return "<"
    case "gt": return ">"
    case "quot": return "\""
    case "apos": return "'"
    default:
      guard entity.hasPrefix("#") else { return nil }
      let number = entity.dropFirst()
      let value = number.hasPrefix("x") ? UInt32(number.dropFirst(), radix: 16) : UInt32(number)
      return value.flatMap(Unicode.Scalar.init).map(Character.init)
    }
  }

  /// A length in points with two decimals, as the SVG writes lengths.
  static func formatted(_ value: Double) -> String {
    let hundredths = Int((value * 100).rounded())
    let fraction = hundredths % 100
    return "\(hundredths / 100)." + (fraction < 10 ? "0" : "") + "\(fraction)"
  }
}
