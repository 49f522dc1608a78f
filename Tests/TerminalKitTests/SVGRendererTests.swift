import Foundation
import Testing
import TextSafety

@testable import TerminalKit

#if canImport(FoundationXML)
  import FoundationXML
#endif

@Suite("Animated SVG")
struct SVGRendererTests {
  static let hostile = "<img src=x onerror=alert(1)><script>alert(2)</script>"

  private let renderer = SVGRenderer(theme: Theme(usesColor: true, palette: .standard))

  private func buffer(_ lines: [String], width: Int = 20) -> Buffer {
    var buffer = Buffer(width: width, height: lines.count)
    for (y, line) in lines.enumerated() { buffer.write(line, at: Point(x: 0, y: y), style: Style(.body)) }
    return buffer
  }

  /// Every element and attribute name, from Foundation's XML parser; nil when the document is not well formed.
  private func parse(_ svg: String) -> (elements: [String], attributes: [(String, String)], text: String)? {
    final class Collector: NSObject, XMLParserDelegate {
      var elements: [String] = []
      var attributes: [(String, String)] = []
      var text = ""
      func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
      ) {
        elements.append(name)
        self.attributes += attributes.map { ($0.key, $0.value) }
      }
      func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }
    }
    let parser = XMLParser(data: Data(svg.utf8))
    let collector = Collector()
    parser.delegate = collector
    guard parser.parse() else { return nil }
    return (collector.elements, collector.attributes, collector.text)
  }

  @Test func escapingMakesMarkupTextAndControlsVisible() {
    #expect(
      MarkupEscaping.text(Self.hostile)
        == "&lt;img src=x onerror=alert(1)&gt;&lt;script&gt;alert(2)&lt;/script&gt;")
    #expect(MarkupEscaping.text("a&b \"q\" 'r'") == "a&amp;b &quot;q&quot; &#39;r&#39;")
    #expect(MarkupEscaping.text("x\u{1B}[2J\u{07}\u{00}") == "x␛[2J␇␀")
    #expect(MarkupEscaping.text("\u{202E}abc\u{2066}") == "⟨U+202E⟩abc⟨U+2066⟩")
    #expect(MarkupEscaping.text("\u{FFFF}") == "⟨U+FFFF⟩")
    #expect(MarkupEscaping.text("허용 ✓") == "허용 ✓")
  }

  @Test func aWideCharacterSpansTwoCells() {
    let svg = renderer.row(buffer(["한a 日本"]), y: 0)
    #expect(svg.contains(">한</text>"))
    #expect(svg.contains("<text x=\"18\" y=\"14\""), "the letter after a wide character starts in column 2")
    #expect(svg.contains("<text x=\"36\" y=\"14\"") && svg.contains("<text x=\"54\" y=\"14\""))
    #expect(!svg.contains("textLength"), "wide characters are placed one by one")
    let run = renderer.row(buffer(["abc"]), y: 0)
    #expect(run.contains("textLength=\"27\""), "a run of narrow characters fills its cells exactly")
  }

  @Test("frames follow the clock: keyframes at each frame's share of the duration")
  func keyframesFollowTheClock() {
    let frames = [
      SVGRenderer.Frame(time: 0, buffer: buffer(["one"])),
      SVGRenderer.Frame(time: 1_000_000, buffer: buffer(["two"])),
      SVGRenderer.Frame(time: 1_500_000, buffer: buffer(["three"])),
    ]
    let svg = renderer.animation(frames, duration: 4_000_000, title: "t")
    #expect(svg.contains("0%{transform:translateY(-0px)}"))
    #expect(svg.contains("25%{transform:translateY(-18px)}"))
    #expect(svg.contains("37.5%{transform:translateY(-36px)}"))
    #expect(svg.contains("animation:film 4s steps(1,end) infinite"))
    let short = renderer.animation(frames, duration: 1_500_000, title: "t")
    #expect(short.contains("animation:film 2.5s"), "the last frame stays at least a second")
    #expect(!renderer.animation([frames[0]], duration: 0, title: "t").contains("@keyframes"))
  }

  @Test func rowsDrawnTwiceAreDefinedOnce() {
    let frames = [
      SVGRenderer.Frame(time: 0, buffer: buffer(["same", "a"])),
      SVGRenderer.Frame(time: 10, buffer: buffer(["same", "b"])),
    ]
    let svg = renderer.animation(frames, duration: 20, title: "t")
    #expect(svg.components(separatedBy: ">same</text>").count == 2)
    #expect(svg.components(separatedBy: "<use href=\"#r0\"").count == 3)
  }

  @Test("hostile text stays text: well-formed XML, no script, no event attribute, no outside reference")
  func hostileTextIsInert() throws {
    var cells = Buffer(width: 60, height: 2)
    for (x, character) in Self.hostile.enumerated() { cells[x, 0] = Cell(String(character)) }
    cells.write("\u{202E}evil\u{1B}[2J", at: Point(x: 0, y: 1))
    let svg = renderer.animation(
      [SVGRenderer.Frame(time: 0, buffer: cells)], duration: 0, title: Self.hostile + "\u{1B}]0;x\u{07}")
    let document = try #require(parse(svg), "not well-formed XML")
    #expect(!document.elements.contains { ["script", "foreignObject", "image", "a", "iframe"].contains($0) })
    #expect(
      Set(document.elements).isSubset(of: ["svg", "title", "style", "rect", "defs", "g", "text", "use"]))
    #expect(!document.attributes.contains { $0.0.lowercased().hasPrefix("on") })
    for (name, value) in document.attributes where name.hasSuffix("href") { #expect(value.hasPrefix("#")) }
    #expect(!svg.contains("url("))
    #expect(document.text.contains(Self.hostile), "the title and the cells carry the value as text")
    #expect(!svg.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    #expect(!svg.unicodeScalars.contains { (0x202A...0x202E).contains($0.value) })
  }
}
