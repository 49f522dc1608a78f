import ConsentEngine
import CopyReview
import Foundation
import JourneyMap
import JourneyRuntime
import Testing

/// The map's outputs: the same input gives the same bytes, comparisons mark what one side lacks, links
/// point at the review report's cells, findings are highlighted.
@Suite("Map outputs")
struct MapOutputTests {
  @Test(
    "two explorations of the same scenario give byte-identical DOT, JSON and HTML, folded, --all and --focus")
  func deterministic() throws {
    var options = ScenarioOptions()
    options.region = .eea
    let first = MapExplorer.explore(
      journey: MapFixtures.journey, catalog: MapFixtures.catalog, options: options)
    let second = MapExplorer.explore(
      journey: MapFixtures.journey, catalog: MapFixtures.catalog, options: options)
    let links = ReviewLinks(report: "review.html")
    #expect(
      DOTWriter.document([MapPanel(graph: first)], links: links)
        == DOTWriter.document([MapPanel(graph: second)], links: links))
    #expect(MapJSON.document([MapPanel(graph: first)]) == MapJSON.document([MapPanel(graph: second)]))
    for view in [MapView(), MapView(allWays: true), MapView(focus: "primer")] {
      let one = try view.apply(to: [MapPanel(graph: first)])
      let other = try view.apply(to: [MapPanel(graph: second)])
      #expect(DOTWriter.document(one, links: links) == DOTWriter.document(other, links: links))
      #expect(MapJSON.document(one) == MapJSON.document(other))
      #expect(
        MapHTML.page(one, svg: "<svg></svg>", links: links)
          == MapHTML.page(other, svg: "<svg></svg>", links: links))
    }
  }

  @Test(
    "compare os=26,27.2 in France: the iOS 27.2 sheet and its Additional Information screen exist only on one side (X-4, X-6)"
  )
  func compareSheet() throws {
    var base = ScenarioOptions()
    base.country = "FR"
    base.region = .eea
    var classic = base
    classic.osVersion = .iOS26
    var sheet = base
    sheet.osVersion = .iOS27Point2
    let panels = MapComparison.compare(
      MapPanel(title: "os=26", graph: MapFixtures.map(classic)),
      MapPanel(title: "os=27.2", graph: MapFixtures.map(sheet)))
    #expect(panels[0].onlyHereNodes.contains("alert·notDetermined"))
    #expect(
      panels[1].onlyHereNodes.isSuperset(of: ["sheet·notDetermined", "additional-information·notDetermined"]))
    #expect(
      panels[1].onlyHereEdges.contains { $0.contains("additionalInformation") || $0.contains("additional") })
    let dot = DOTWriter.document(panels)
    #expect(dot.contains("subgraph \"cluster_1\"") && dot.contains("subgraph \"cluster_2\""))
    #expect(dot.contains("only with os=27.2") && dot.contains("only with os=26"))
  }

  @Test(
    "compare wiring=sequential,race: the race's explainer after the answer and its UMP-12 finding (UMP-12)")
  func compareRace() throws {
    let race = MapFixtures.map(try MapFixtures.scenario(ofTape: "race-wiring.tape"))
    var sequentialOptions = try MapFixtures.scenario(ofTape: "race-wiring.tape")
    sequentialOptions.wiring = .sequential
    let sequential = MapFixtures.map(sequentialOptions)
    let panels = MapComparison.compare(
      MapPanel(title: "wiring=sequential", graph: sequential), MapPanel(title: "wiring=race", graph: race))
    let flagged = race.nodes.filter { $0.findings.contains("UMP-12") }
    #expect(!flagged.isEmpty)
    #expect(!sequential.nodes.contains { $0.findings.contains("UMP-12") })
    #expect(!panels[1].onlyHereEdges.isEmpty)
    let dot = DOTWriter.document(panels)
    #expect(dot.contains("⚑ finding: UMP-12"))
  }

  @Test("each node links to its screen's cell in the review report, in the map's locale and variant")
  func reviewLinks() throws {
    var options = ScenarioOptions()
    options.locale = "ko"
    let map = MapFixtures.map(options)
    let links = ReviewLinks(report: "review.html")
    let primer = try #require(map.node("primer·notDetermined"))
    #expect(links.href(for: primer, in: map) == "review.html#cell-base-primer-ko")
    let alert = try #require(map.node("alert·notDetermined"))
    #expect(links.href(for: alert, in: map) == "review.html#cell-base-alert-ko")
    #expect(map.edges.contains { $0.move.label == "허용" })
    let gallery = Set(
      ReviewReport.build(
        catalog: MapFixtures.catalog, journey: MapFixtures.journey, copyDirectory: "copy", locales: ["ko"],
        variants: [nil], generatedAt: "now"
      ).cells.map(\.id))
    for node in map.nodes {
      guard let href = links.href(for: node, in: map) else { continue }
      let anchor = String(href.dropFirst("review.html#".count))
      #expect(gallery.contains(anchor), "\(node.id) links to \(anchor), which the report does not have")
    }
  }

  @Test("a limit that cuts the exploration short is reported, never silent")
  func cutOffReported() {
    let map = MapExplorer.explore(
      journey: MapFixtures.journey, catalog: MapFixtures.catalog, options: ScenarioOptions(),
      limits: MapLimits(states: 20, routeLength: 60, paths: 1))
    #expect(map.cutOff.statesNotExplored > 0)
    #expect(map.cutOff.summary.hasPrefix("cut off: "))
    #expect(DOTWriter.document([MapPanel(graph: map)]).contains("cut off: "))
  }
}
