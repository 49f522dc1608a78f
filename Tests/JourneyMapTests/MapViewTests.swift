import ConsentEngine
import Foundation
import JourneyMap
import JourneyRuntime
import JourneyScreens
import Testing

/// The default drawing, `--all` and `--focus`: what is folded, what stands out, what is left out.
@Suite("Map views: folded system moves, decision routes, --all and --focus")
struct MapViewTests {
  static func panel(_ view: MapView = MapView(), map: JourneyGraph = MapFixtures.defaultMap) throws
    -> MapPanel
  {
    try #require(try view.apply(to: [MapPanel(graph: map)]).first)
  }

  /// The arrows Graphviz draws for a DOT document: its SVG's edge groups.
  static func drawnArrows(_ dot: String) throws -> Int {
    let svg = try Graphviz.svg(dot)
    return svg.components(separatedBy: "class=\"edge\"").count - 1
  }

  @Test(
    "Graphviz draws at most 60 arrows for the default map and every pair of screens with --all",
    .enabled(if: Graphviz.executable() != nil, "Graphviz's dot is not on PATH (.ci/run installs graphviz)"))
  func arrowCounts() throws {
    let map = MapFixtures.defaultMap
    let folded = try Self.drawnArrows(DOTWriter.document([try Self.panel()]))
    let all = try Self.drawnArrows(DOTWriter.document([try Self.panel(MapView(allWays: true))]))
    let pairs = Set(map.edges.map { $0.from + "→" + $0.to }).count
    #expect(all == pairs, "--all draws one arrow per pair of screens with a way between them")
    #expect(all > 100, "the bundled journey has \(all) arrows with --all")
    #expect(folded <= 60, "the default drawing has \(folded) arrows")
    #expect(folded > 20, "the default drawing still draws the taps: \(folded) arrows")
  }

  @Test("the four system moves are folded into the legend, each with where it leads")
  func systemMovesFolded() throws {
    let panel = try Self.panel()
    let moves = Dictionary(uniqueKeysWithValues: panel.folding.moves.map { ($0.action, $0) })
    #expect(moves["terminate"]?.destination == "springboard · same status")
    #expect(moves["background"]?.destination == "springboard · same status")
    #expect(moves["openSettings"]?.destination == "settings-tracking · same status")
    #expect(moves["reinstall"]?.statuses.first == .notDetermined)
    let dot = DOTWriter.document([panel])
    #expect(dot.contains("from any app screen, not drawn as arrows:"))
    for label in [MapWords.terminate, MapWords.background, MapWords.openSettings, MapWords.reinstall] {
      #expect(dot.contains(DOTEscaping.labelText(label)), "\(label) is not in the legend")
      #expect(!dot.contains("label=<<I>\(DOTEscaping.labelText(label))</I>>"), "\(label) is still an arrow")
    }
  }

  @Test(
    "what is not a system move with one destination stays an arrow: taps, another permission alert (ATT-6), the relaunch after a Settings change (ATT-17)"
  )
  func notFolded() throws {
    let panel = try Self.panel()
    let map = panel.graph
    let folded = map.edges.filter(panel.folding.folds)
    #expect(!folded.isEmpty)
    for edge in folded {
      let from = try #require(map.node(edge.from))
      let to = try #require(map.node(edge.to))
      if edge.move.kind == .tap {
        #expect(from.place != .app && to.place == .app, "only a way back to the app is a folded tap: \(edge)")
      } else {
        #expect(MapFolding.systemMoves.contains(edge.move.action) || to.place == .app)
      }
    }
    #expect(map.edges.contains { $0.move.action == "otherAlert" })
    #expect(!map.edges.contains { $0.move.action == "otherAlert" && panel.folding.folds($0) })
    let relaunches = map.edges.filter { $0.move.label.contains(MapWords.relaunchAfterSettings) }
    #expect(!relaunches.isEmpty && !relaunches.contains(where: panel.folding.folds))
    let routes = DecisionRoutes(map.paths)
    for route in routes.routes {
      for (from, to) in zip(route.nodes, route.nodes.dropFirst()) {
        #expect(
          map.edges.contains { $0.from == from && $0.to == to && !panel.folding.folds($0) },
          "the \(route.decision.rawValue) route's step \(from) → \(to) is not drawn")
      }
    }
  }

  @Test(
    "the happy path lies on one straight line and the routes to each decision are drawn thick, in order",
    .enabled(if: Graphviz.executable() != nil, "Graphviz's dot is not on PATH (.ci/run installs graphviz)"))
  func happyPathStraight() throws {
    let panel = try Self.panel()
    let routes = DecisionRoutes(panel.graph.paths)
    #expect(routes.routes.map(\.decision) == [.authorized, .denied])
    let happy = try #require(routes.happy)
    #expect(happy.nodes.count >= 6)
    let dot = DOTWriter.document([panel])
    let plain = String(decoding: try Graphviz.render(dot, format: "plain"), as: UTF8.self)
    var heights: [String: Double] = [:]
    var lefts: [String: Double] = [:]
    for line in plain.split(separator: "\n") where line.hasPrefix("node ") {
      let fields = line.split(separator: " ").map(String.init)
      let name = fields[1].trimmingCharacters(in: CharacterSet(charactersIn: "\""))
      heights[name] = Double(fields[3])
      lefts[name] = Double(fields[2])
    }
    let ys = try happy.nodes.map { try #require(heights[$0], "\($0) is not drawn") }
    #expect(Set(ys).count == 1, "the happy path's nodes sit at heights \(ys)")
    let xs = try happy.nodes.map { try #require(lefts[$0]) }
    #expect(xs == xs.sorted() && Set(xs).count == xs.count, "the happy path runs left to right: \(xs)")
    #expect(dot.contains("color=\"\(DOTWriter.Palette.route(.authorized))\""))
    #expect(dot.contains("color=\"\(DOTWriter.Palette.route(.denied))\""))
    let steps: [String] = routes.routes.flatMap { route in
      zip(route.nodes, route.nodes.dropFirst()).map { "\($0)→\($1)" }
    }
    let thick = dot.components(separatedBy: "penwidth=\"4\"").count - 1
    #expect(thick == Set(steps).count, "\(thick) thick arrows for \(Set(steps).count) steps of the routes")
  }

  @Test("findings' nodes keep their red outline in the folded drawing (UMP-12)")
  func findingsHighlighted() throws {
    let race = MapFixtures.map(try MapFixtures.scenario(ofTape: "race-wiring.tape"))
    let panel = try Self.panel(map: race)
    #expect(race.nodes.contains { $0.findings.contains("UMP-12") })
    let dot = DOTWriter.document([panel])
    #expect(dot.contains("⚑ finding: UMP-12"))
    #expect(dot.contains("COLOR=\"\(DOTWriter.Palette.findingOutline)\""))
  }

  @Test("--focus primer draws the primer, what leads to and from it, and nothing else")
  func focusPrimer() throws {
    let panel = try Self.panel(MapView(focus: "primer"))
    let primer = try #require(panel.graph.node("primer·notDetermined"))
    #expect(panel.isFocus(primer))
    let drawn = DOTWriter.drawnEdges(panel)
    #expect(!drawn.isEmpty)
    #expect(drawn.allSatisfy { $0.from == primer.id || $0.to == primer.id })
    #expect(drawn.contains { $0.from == primer.id && $0.to == "alert·notDetermined" })
    #expect(drawn.contains { $0.to == primer.id })
    let all = try Self.panel(MapView(allWays: true, focus: "primer"))
    #expect(all.graph.edges.count > drawn.count)
    #expect(
      all.graph.edges.count
        == MapFixtures.defaultMap.edges.filter {
          $0.from == primer.id || $0.to == primer.id
        }.count)
    let dot = DOTWriter.document([panel])
    #expect(dot.contains("only the ways to and from <B>primer</B>"))
    #expect(!dot.contains("\"home·authorized\" ["), "a screen with no way to or from the primer is drawn")
  }

  @Test(
    "--focus with a name the table lacks lists the nearest names; a known screen the map lacks is told apart")
  func focusUnknown() throws {
    let steps = 3
    #expect(throws: MapViewError.unknownScreen(UnknownScreenName("primr", onboardingSteps: steps))) {
      try MapView(focus: "primr").apply(to: [MapPanel(graph: MapFixtures.defaultMap)])
    }
    #expect(UnknownScreenName("primr", onboardingSteps: steps).nearest == ["primer"])
    let far = MapViewError.unknownScreen(UnknownScreenName("zzzzzzzz\u{07}", onboardingSteps: steps))
    #expect(far.description.contains("␇") && !far.description.contains("\u{07}"))
    #expect(!far.description.contains("\n"), "one line: \(far.description)")
    #expect(throws: MapViewError.self) {
      try MapView(focus: "crashed").apply(to: [MapPanel(graph: MapFixtures.defaultMap)])
    }
    do {
      _ = try MapView(focus: "crashed").apply(to: [MapPanel(graph: MapFixtures.defaultMap)])
    } catch {
      guard case .notReached(let name, let reached) = error else {
        Issue.record("crashed is a screen of the table: \(error)")
        return
      }
      #expect(name == "crashed" && reached.contains("primer") && !reached.contains("crashed"))
    }
  }

  @Test("JSON carries every way with a folded flag; --all folds none; --focus only the focus's ways")
  func json() throws {
    let map = MapFixtures.defaultMap
    func edges(_ view: MapView) throws -> [[String: Any]] {
      let data = Data(MapJSON.document([try Self.panel(view)]).utf8)
      let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
      return try #require(object["edges"] as? [[String: Any]])
    }
    let folded = try edges(MapView())
    #expect(folded.count == map.edges.count && map.edges.count > 100)
    let flagged = folded.filter { $0["folded"] as? Bool == true }.count
    #expect(flagged == (try Self.panel()).folding.edges.count && flagged > 0)
    #expect(folded.allSatisfy { $0["folded"] is Bool })
    let all = try edges(MapView(allWays: true))
    #expect(all.count == map.edges.count && all.allSatisfy { $0["folded"] as? Bool == false })
    let focus = try edges(MapView(focus: "primer"))
    #expect(!focus.isEmpty && focus.count < map.edges.count)
    let ends: [[String]] = focus.map { [$0["from"] as? String ?? "", $0["to"] as? String ?? ""] }
    #expect(ends.allSatisfy { $0.contains { $0.hasPrefix("primer·") } })
  }
}
