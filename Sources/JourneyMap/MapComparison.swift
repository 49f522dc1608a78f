/// One graph as drawn: its title and what only it has when compared with another.
public struct MapPanel: Sendable, Equatable {
  /// What tells it apart (`wiring=race`); empty for a single map.
  public var title: String
  /// The graph.
  public var graph: JourneyGraph
  /// Ids of nodes the other graph lacks.
  public var onlyHereNodes: Set<String>
  /// Identities (`MapEdge.identity`) of edges the other graph lacks.
  public var onlyHereEdges: Set<String>
  /// For each node in `onlyHereNodes`, the titles of the panels that have it, in the order given.
  public var holders: [String: [String]] = [:]
  /// The ways the drawing folds into its legend (`MapView` sets it; nothing by default).
  public var folding = MapFolding.none
  /// The screen the drawing is cut down to, if any (`MapView.focus`).
  public var focus: String?

  /// A panel with nothing marked.
  public init(title: String = "", graph: JourneyGraph) {
    self.title = title
    self.graph = graph
    onlyHereNodes = []
    onlyHereEdges = []
  }
}

/// Maps of the same journey that differ in one setting, with what exists in only some of them.
public enum MapComparison {
  /// The panels in the order given, each marking the nodes and edges another panel lacks (with two, what
  /// only this one has); nodes match by screen and status, edges by their ends and the button's key or the
  /// event, so copy differences do not count as new ways.
  public static func compare(_ panels: [MapPanel]) -> [MapPanel] {
    let nodeSets = panels.map { Set($0.graph.nodes.map(\.id)) }
    let edgeSets = panels.map { Set($0.graph.edges.map(\.identity)) }
    let everyNode = nodeSets.dropFirst().reduce(nodeSets.first ?? []) { $0.intersection($1) }
    let everyEdge = edgeSets.dropFirst().reduce(edgeSets.first ?? []) { $0.intersection($1) }
    return panels.enumerated().map { index, panel in
      var panel = panel
      panel.onlyHereNodes = nodeSets[index].subtracting(everyNode)
      panel.onlyHereEdges = edgeSets[index].subtracting(everyEdge)
      panel.holders = Dictionary(
        uniqueKeysWithValues: panel.onlyHereNodes.map { node in
          (node, panels.indices.filter { nodeSets[$0].contains(node) }.map { panels[$0].title })
        })
      return panel
    }
  }

  /// Two panels, each marking what only it has.
  public static func compare(_ first: MapPanel, _ second: MapPanel) -> [MapPanel] {
    compare([first, second])
  }
}
