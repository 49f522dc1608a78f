import ConsentEngine
import CopyReview
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
  static let value = HostileCopy.label

  /// The `.strings` literal of the value.
  static let literal = HostileCopy.labelLiteral

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
}
