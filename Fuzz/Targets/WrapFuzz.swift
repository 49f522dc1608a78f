import TerminalKit
import TextSafety

/// libFuzzer entry for the text wrapper.
///
/// The first byte is the width, the rest is UTF-8 text
/// (invalid sequences become U+FFFD). Traps when a line is wider than the width, when a character
/// is lost or added, when a grapheme cluster is split, or when a raw control character reaches a line.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  guard size > 0 else { return 0 }
  let width = Int(data[0]) % 100
  let text = String(decoding: UnsafeBufferPointer(start: data + 1, count: size - 1), as: UTF8.self)
  let lines = TextWrapper.wrap(text, width: width)
  let limit = max(TextWrapper.minimumWidth, width)
  checkWidths(lines, limit: limit)
  checkNothingLost(lines, text: text)
  checkClusters(lines, text: text)
  return 0
}

/// Every line fits: by its glyph widths and by the terminal's measure of its text.
func checkWidths(_ lines: [WrappedLine], limit: Int) {
  require(!lines.isEmpty, "no line at all")
  for line in lines {
    require(line.width <= limit, "line '\(line.text)' is \(line.width) columns, limit \(limit)")
    require(columns(of: line.text) <= limit, "line '\(line.text)' measures wider than \(limit)")
    for glyph in line.glyphs {
      require(glyph.width == columns(of: glyph.text), "glyph '\(glyph.text)' width \(glyph.width)")
      require(glyph.width >= 1 && glyph.width <= 2, "glyph '\(glyph.text)' width \(glyph.width)")
      for scalar in glyph.text.unicodeScalars where isRawControl(scalar.value) {
        require(false, "raw \(CodePoint.name(of: scalar)) in a line")
      }
    }
    var spaces = Substring(line.consumed)
    if spaces.hasSuffix("\n") || spaces.hasSuffix("\r\n") { spaces = spaces.dropLast() }
    require(
      spaces.allSatisfy { $0 == " " }, "consumed \(line.consumed.debugDescription) is not spaces and a break")
  }
}

/// The lines and what their breaks consumed, concatenated, are exactly the text's visible form:
/// each hard break kept, every other character drawn as `VisibleText` draws it.
func checkNothingLost(_ lines: [WrappedLine], text: String) {
  var expected: [Unicode.Scalar] = []
  var pending = ""
  func flushPending() {
    for glyph in VisibleText.glyphs(of: pending, style: .plain) { expected += glyph.text.unicodeScalars }
    pending = ""
  }
  for character in text {
    if character == "\n" || character == "\r\n" {
      flushPending()
      expected += character.unicodeScalars
    } else {
      pending.append(character)
    }
  }
  flushPending()
  var actual: [Unicode.Scalar] = []
  for line in lines {
    actual += line.text.unicodeScalars
    actual += line.consumed.unicodeScalars
  }
  require(actual == expected, "wrapped text differs from the input's visible form")
}

/// No line starts inside a cluster of the input: every glyph on a line is a whole cluster, and
/// every printable cluster of the input is exactly one glyph.
func checkClusters(_ lines: [WrappedLine], text: String) {
  var clusterGlyphs: [[Glyph]] = []
  for character in text where character != "\n" && character != "\r\n" {
    let glyphs = VisibleText.glyphs(of: String(character), style: .plain)
    require(
      glyphs.count == 1 || character.unicodeScalars.contains(where: VisibleText.needsSymbol),
      "printable cluster \(character.debugDescription) drawn as \(glyphs.count) glyphs")
    clusterGlyphs.append(glyphs)
  }
  var boundaries: Set<Int> = [0]
  var index = 0
  for glyphs in clusterGlyphs {
    index += glyphs.count
    boundaries.insert(index)
  }
  // Positions (in glyphs, spaces swallowed at breaks included) where each line starts.
  var position = 0
  for line in lines {
    require(
      boundaries.contains(position) || isSymbolInterior(position, clusterGlyphs), "line starts mid-cluster")
    for glyph in line.glyphs {
      // A zero-width cluster is drawn after a dotted circle, which need not combine with it.
      let based = glyph.style.role == .controlSymbol && glyph.text.hasPrefix("\u{25CC}")
      require(glyph.text.count == 1 || based, "glyph '\(glyph.text)' is not one cluster")
    }
    position += line.glyphs.count
    position += line.consumed.unicodeScalars.filter { $0 == " " }.count
  }
  require(position == index, "glyph count \(position) differs from the input's \(index)")
}

/// True when `position` falls inside a cluster that was drawn as several visible symbols
/// (a cluster holding control or invisible scalars), where a break is allowed.
func isSymbolInterior(_ position: Int, _ clusterGlyphs: [[Glyph]]) -> Bool {
  var start = 0
  for glyphs in clusterGlyphs {
    if position > start && position < start + glyphs.count { return glyphs.count > 1 }
    start += glyphs.count
  }
  return false
}

/// The columns a terminal gives already-visible text: `DisplayWidth` of each cluster as it is
/// (`DisplayWidth.of(String)` would draw control symbols a second time).
func columns(of text: String) -> Int {
  var total = 0
  for character in text {
    guard let width = DisplayWidth.of(character) else {
      require(false, "unprintable \(character.debugDescription) in a line")
      return 0
    }
    total += width
  }
  return total
}

/// C0/C1 controls, DEL and bidi overrides must never reach a line raw.
func isRawControl(_ value: UInt32) -> Bool {
  switch value {
  case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: return true
  default: return false
  }
}

/// Traps with a message when an invariant of the wrapper does not hold.
func require(_ condition: Bool, _ what: @autoclosure () -> String) {
  if !condition { fatalError("wrap invariant broken: \(what())") }
}
