import JourneyRuntime
import Recordings

/// The map as JSON for tools: the scenario, nodes, edges, paths and what was cut off, in a fixed order.
public enum MapJSON {
  /// One map or a comparison, as one JSON document ending in a newline.
  public static func document(_ panels: [MapPanel], links: ReviewLinks? = nil) -> String {
    let maps = panels.map { map($0, links: links) }
    if panels.count == 1, let only = maps.first { return only + "\n" }
    return "{\"compare\": [\n" + maps.joined(separator: ",\n") + "\n]}\n"
  }

  static func map(_ panel: MapPanel, links: ReviewLinks?) -> String {
    let graph = panel.graph
    var pairs: [(String, String)] = []
    if !panel.title.isEmpty { pairs.append(("title", JSONText.string(panel.title))) }
    pairs += [
      ("scenario", JSONText.object(graph.scenario.map { ($0.name, JSONText.string($0.value)) })),
      ("statesExplored", "\(graph.statesExplored)"),
      ("cutOff", cutOff(graph.cutOff)),
      ("view", view(panel)),
      ("nodes", list(graph.nodes.map { node($0, panel: panel, links: links) })),
      ("edges", list(graph.edges.map { edge($0, panel: panel) })),
      ("paths", list(graph.paths.map(path))),
    ]
    return JSONText.object(pairs)
  }

  /// What the drawing shows: the focus (null for the whole map) and the system moves it folds.
  static func view(_ panel: MapPanel) -> String {
    let moves = panel.folding.moves.map { move in
      JSONText.object([
        ("action", JSONText.string(move.action)), ("labels", strings(move.labels)),
        ("screen", JSONText.string(move.screen)),
        (
          "statuses",
          "[" + move.statuses.map { $0.map { JSONText.string($0.name) } ?? "null" }.joined(separator: ", ")
            + "]"
        ),
        ("ways", "\(move.ways)"),
      ])
    }
    return JSONText.object([
      ("focus", panel.focus.map(JSONText.string) ?? "null"),
      ("folded", "[" + moves.joined(separator: ", ") + "]"),
    ])
  }

  static func cutOff(_ cut: MapCutOff) -> String {
    JSONText.object([
      ("statesNotExplored", "\(cut.statesNotExplored)"), ("routesTooLong", "\(cut.routesTooLong)"),
      ("pathsNotListed", "\(cut.pathsNotListed)"), ("summary", JSONText.string(cut.summary)),
    ])
  }

  static func node(_ node: MapNode, panel: MapPanel, links: ReviewLinks?) -> String {
    var pairs: [(String, String)] = [
      ("id", JSONText.string(node.id)), ("screen", JSONText.string(node.screen)),
      ("status", JSONText.string(node.status.name)), ("findings", strings(node.findings)),
      ("reviewScreen", node.reviewScreen.map(JSONText.string) ?? "null"),
    ]
    if let href = links?.href(for: node, in: panel.graph) { pairs.append(("review", JSONText.string(href))) }
    if !panel.title.isEmpty { pairs.append(("onlyHere", "\(panel.onlyHereNodes.contains(node.id))")) }
    pairs.append(("tape", strings(node.route.flatMap(\.tapeLines))))
    pairs.append(("rows", strings(node.rows)))
    return JSONText.object(pairs)
  }

  static func edge(_ edge: MapEdge, panel: MapPanel) -> String {
    var pairs: [(String, String)] = [
      ("from", JSONText.string(edge.from)), ("to", JSONText.string(edge.to)),
      ("label", JSONText.string(edge.move.label)), ("kind", JSONText.string(edge.move.kind.rawValue)),
      ("action", JSONText.string(edge.move.action)), ("rules", strings(edge.rules)),
      ("tape", strings(edge.route.flatMap(\.tapeLines))),
      ("folded", "\(panel.folding.folds(edge))"),
    ]
    if !panel.title.isEmpty { pairs.append(("onlyHere", "\(panel.onlyHereEdges.contains(edge.identity))")) }
    return JSONText.object(pairs)
  }

  static func path(_ path: JourneyPath) -> String {
    JSONText.object([
      ("decision", JSONText.string(path.decision.rawValue)), ("taps", "\(path.taps)"),
      ("screens", strings(path.nodes)), ("moves", strings(path.moves.map(\.label))),
      ("rules", strings(path.rules)), ("tape", strings(path.moves.flatMap(\.tapeLines))),
    ])
  }

  private static func strings(_ values: [String]) -> String {
    "[" + values.map(JSONText.string).joined(separator: ", ") + "]"
  }

  private static func list(_ items: [String]) -> String {
    items.isEmpty ? "[]" : "[\n  " + items.joined(separator: ",\n  ") + "\n]"
  }
}
