import CopyReview
import ConsentEngine
import Foundation
import JourneyMap
import JourneyRuntime
import JourneyTestSupport
import StringTables
import Testing

/// A primer whose title and button carry markup, quotes, backslashes, a control and a bidi override: every
/// map format carries them inert, as checked by the format's real parser.
@Suite("Hostile copy stays inert in every map format")
struct HostileCopyMapTests {
  /// The hostile value, as it reads once on screen (controls as symbols).
  static let value = "<img src=x onerror=alert(1)><script>alert(2)</script> \"q\" \\ bell\u{07} \u{202E}rtl"

  /// The `.strings` literal of the value.
  static let literal =
    "<img src=x onerror=alert(1)><script>alert(2)</script> \\\"q\\\" \\\\ bell\\U0007 \\U202Ertl"

  /// The bundled copy with the primer's title and button replaced by the hostile value, and its map.
  static let map: JourneyGraph? = {
    guard let tree = try? TemporaryTree() else { return nil }
    defer { tree.remove() }
    let copy = tree.root + "/copy"
    do {
      try FileManager.default.copyItem(atPath: MapFixtures.directory, toPath: copy)
      let strings = copy + "/en.lproj/Primer.strings"
      var text = try String(contentsOfFile: strings, encoding: .utf8)
      text += "\n\"primer.title\" = \"\(literal)\";\n\"primer.action\" = \"\(literal)\";\n"
      try text.write(toFile: strings, atomically: true, encoding: .utf8)
      let catalog = try CopyCatalog.load(directory: copy)
      let journey = try JourneyFile.load(path: copy + "/journey.json")
      return MapExplorer.explore(journey: journey, catalog: catalog, options: ScenarioOptions())
    } catch {
      return nil
    }
  }()

  @Test("the hostile button is an edge label, shown with its control and bidi characters as symbols")
  func labelIsVisible() throws {
    let map = try #require(Self.map)
    let labels = map.edges.map(\.move.label)
    #expect(
      labels.contains {
        $0.contains("<script>alert(2)</script>") && $0.contains("␇") && $0.contains("⟨U+202E⟩")
      })
    #expect(!labels.joined().unicodeScalars.contains { $0 == "\u{07}" || $0 == "\u{202E}" })
  }

  @Test(
    "DOT: dot parses it and its SVG (an XML parser reads it) has no script, img or event attribute",
    .enabled(if: Graphviz.executable() != nil, "Graphviz's dot is not on PATH (.ci/run installs graphviz)"))
  func dotAndSVG() throws {
    let map = try #require(Self.map)
    let svg = try Graphviz.svg(
      DOTWriter.document([MapPanel(graph: map)], links: ReviewLinks(report: "r.html")))
    let parsed = try SVGText(svg)
    #expect(!parsed.elements.contains("script") && !parsed.elements.contains("img"))
    #expect(!parsed.attributes.contains { $0.lowercased().hasPrefix("on") })
    #expect(parsed.text.contains("<img src=x onerror=alert(1)><script>alert(2)</script>"))
    #expect(!parsed.text.unicodeScalars.contains { $0 == "\u{07}" || $0 == "\u{202E}" })
  }

  @Test("JSON: JSONSerialization reads it and the label comes back as shown")
  func json() throws {
    let map = try #require(Self.map)
    let data = Data(MapJSON.document([MapPanel(graph: map)]).utf8)
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let edges = try #require(object["edges"] as? [[String: Any]])
    let labels = edges.compactMap { $0["label"] as? String }
    #expect(labels.contains(ShownText.of(Self.value)))
  }

  @Test(
    "HTML: headless Chromium shows the text, runs nothing, and the DOM has no script or img element",
    .enabled(if: Graphviz.executable() != nil, "Graphviz's dot is not on PATH (.ci/run installs graphviz)"),
    .enabled(if: Chromium.executable != nil, "chromium is not on PATH; the browser check needs it"))
  func htmlInBrowser() throws {
    let map = try #require(Self.map)
    let panels = [MapPanel(graph: map)]
    let links = ReviewLinks(report: "review.html")
    let page = MapHTML.page(
      panels, svg: try Graphviz.svg(DOTWriter.document(panels, links: links)), links: links)
    let tree = try TemporaryTree()
    defer { tree.remove() }
    try tree.write("map.html", page)
    let url = URL(fileURLWithPath: tree.root + "/map.html")
    let dump = try Chromium.run(["--enable-logging=stderr", "--v=0", "--dump-dom", url.absoluteString])
    let dom = String(decoding: dump.output, as: UTF8.self)
    #expect(dom.components(separatedBy: "<script").count == 2, "only the page's own zoom script")
    #expect(!dom.contains("<img") && !dom.contains("<script>alert"), "markup from copy reached the DOM")
    #expect(dom.contains("&lt;script&gt;alert(2)&lt;/script&gt;"), "the hostile text is not on the page")
    #expect(dom.contains("id=\"paths\"") && dom.contains("id=\"legend\""))
    #expect(Chromium.consoleProblems(dump.errors).isEmpty, "\(Chromium.consoleProblems(dump.errors))")
  }
}
