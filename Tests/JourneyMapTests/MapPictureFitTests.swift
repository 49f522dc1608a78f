import ConsentEngine
import Foundation
import JourneyMap
import JourneyRuntime
import TerminalKit
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The phone drawn in each map node fits its box: every row of its text is held to its cells' width
/// (`textLength`), which lies inside the node's outline whatever font or zoom a viewer draws it at.
@Suite("Map pictures fit their boxes")
struct MapPictureFitTests {
  /// One node of the SVG: its outline and its rows of phone text.
  struct Node {
    var title = ""
    var outline: (minX: Double, maxX: Double, minY: Double, maxY: Double)?
    var rows: [(x: Double, y: Double, length: Double?, text: String)] = []
  }

  /// Reads the nodes of a Graphviz SVG.
  final class NodeReader: NSObject, XMLParserDelegate {
    var nodes: [Node] = []
    private var depthInNode = 0
    private var inRow = false
    private var inTitle = false

    func parser(
      _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
      attributes: [String: String] = [:]
    ) {
      if name == "g", attributes["class"] == "node" {
        nodes.append(Node())
        depthInNode = 1
        return
      }
      guard depthInNode > 0 else { return }
      if name == "g" { depthInNode += 1 }
      if name == "title" { inTitle = true }
      if name == "polygon", nodes[nodes.count - 1].outline == nil, let points = attributes["points"] {
        let pairs = points.split(separator: " ").map { $0.split(separator: ",").compactMap { Double($0) } }
        let xs = pairs.map { $0[0] }
        let ys = pairs.map { $0[1] }
        nodes[nodes.count - 1].outline = (xs.min()!, xs.max()!, ys.min()!, ys.max()!)
      }
      if name == "text", attributes["font-family"] == PhoneRows.font,
        let x = attributes["x"].flatMap(Double.init), let y = attributes["y"].flatMap(Double.init)
      {
        nodes[nodes.count - 1].rows.append((x, y, attributes["textLength"].flatMap(Double.init), ""))
        inRow = true
      }
    }

    func parser(
      _ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?
    ) {
      if name == "text" { inRow = false }
      if name == "title" { inTitle = false }
      if name == "g", depthInNode > 0 { depthInNode -= 1 }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
      if inTitle { nodes[nodes.count - 1].title += string }
      if inRow { nodes[nodes.count - 1].rows[nodes[nodes.count - 1].rows.count - 1].text += string }
    }
  }

  static func nodes(_ svg: String) throws -> [Node] {
    let parser = XMLParser(data: Data(svg.utf8))
    let reader = NodeReader()
    parser.delegate = reader
    #expect(parser.parse(), "the SVG parses")
    return reader.nodes
  }

  /// Checks every row of every node: held to its cells' width, inside the outline with room for the font's
  /// ascent and descent.
  static func checkFit(_ svg: String, _ label: String) throws {
    let nodes = try Self.nodes(svg)
    #expect(nodes.count > 10, "\(label): nodes read")
    for node in nodes {
      let outline = try #require(node.outline, "\(label) \(node.title): an outline")
      #expect(node.rows.count > 10, "\(label) \(node.title): the phone's rows")
      let size = Double(PhoneRows.fontSize)
      for row in node.rows {
        let cells = DisplayWidth.of(row.text)
        let length = try #require(row.length, "\(label) \(node.title): row '\(row.text)' has a textLength")
        #expect(
          abs(length - Double(cells) * PhoneRows.cellWidth) < 0.01, "\(label) \(node.title): \(cells) cells")
        #expect(
          row.x > outline.minX && row.x + length <= outline.maxX - 1, "\(label) \(node.title): inside, x")
        #expect(
          row.y - size >= outline.minY && row.y + size * 0.3 <= outline.maxY, "\(label) \(node.title): y")
      }
    }
  }

  @Test(
    "every row of every phone lies inside its box, in English, in Korean (double-width) and in a comparison",
    .enabled(if: Graphviz.executable() != nil, "Graphviz's dot is not on PATH (.ci/run installs graphviz)"))
  func rowsInsideTheirBoxes() throws {
    let english = try MapView().apply(to: [MapPanel(graph: MapFixtures.defaultMap)])
    try Self.checkFit(try Graphviz.svg(DOTWriter.document(english)), "en")
    var korean = ScenarioOptions()
    korean.locale = "ko"
    let ko = try MapView().apply(to: [MapPanel(graph: MapFixtures.map(korean))])
    let svg = try Graphviz.svg(DOTWriter.document(ko))
    #expect(svg.contains("허용") || svg.contains("추적"), "Korean words are drawn")
    try Self.checkFit(svg, "ko")
  }

  @Test("a row's textLength counts terminal cells: entities as one character, Hangul as two")
  func cellsOfMarkup() {
    let svg =
      "<svg><text x=\"1\" font-family=\"\(PhoneRows.font)\" font-size=\"8.00\">│&#160;허용&amp;&lt;│</text>"
      + "<text x=\"1\" font-family=\"DejaVu Sans\">other</text></svg>"
    let fitted = PhoneRows.fitted(svg)
    let length = String(format: "%.2f", 9 * PhoneRows.cellWidth)
    #expect(fitted.contains("textLength=\"\(length)\" lengthAdjust=\"spacingAndGlyphs\">│&#160;허용"))
    #expect(
      fitted.contains("<text x=\"1\" font-family=\"DejaVu Sans\">other</text>"),
      "other text is left as it was")
    #expect(PhoneRows.fitted(fitted) == fitted, "fitting twice changes nothing")
  }
}

/// `--compare` with several values: the maps stand side by side, left to right in the order given.
@Suite("Map comparisons side by side")
struct MapComparisonOrderTests {
  @Test(
    "three values: three panels in the order given, each wholly right of the one before; onlyHere names the sides that have it",
    .enabled(if: Graphviz.executable() != nil, "Graphviz's dot is not on PATH (.ci/run installs graphviz)"))
  func sideBySideInOrder() throws {
    var france = ScenarioOptions()
    france.country = "FR"
    var old = france
    old.osVersion = .iOS26
    var new = france
    new.osVersion = .iOS27Point2
    let titles = ["os=27.2", "os=26", "os=27.2 again"]
    let panels = MapComparison.compare(
      zip(titles, [new, old, new]).map { MapPanel(title: $0, graph: MapFixtures.map($1)) })
    #expect(panels.map(\.title) == titles)
    #expect(panels[0].onlyHereNodes.contains("sheet·notDetermined"))
    #expect(panels[0].holders["sheet·notDetermined"] == ["os=27.2", "os=27.2 again"])
    #expect(panels[1].onlyHereNodes.contains("alert·notDetermined"))
    let nodes = try MapPictureFitTests.nodes(
      try Graphviz.svg(DOTWriter.document(try MapView().apply(to: panels))))
    func span(_ panel: Int) throws -> (Double, Double) {
      let boxes = nodes.filter { $0.title.hasPrefix("\(panel):") }.compactMap(\.outline)
      #expect(!boxes.isEmpty, "panel \(panel) is drawn")
      return (boxes.map(\.minX).min() ?? 0, boxes.map(\.maxX).max() ?? 0)
    }
    let (first, second, third) = (try span(1), try span(2), try span(3))
    #expect(first.1 < second.0 && second.1 < third.0, "left to right: \(first) \(second) \(third)")
  }
}
