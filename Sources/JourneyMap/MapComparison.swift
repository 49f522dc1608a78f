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

/// Two maps of the same journey that differ in one setting, with what exists in only one of them.
public enum MapComparison {
  /// The two panels, each marking the nodes and edges the other lacks; nodes match by screen and status,
  /// edges by their ends and the button's key or the event, so copy differences do not count as new ways.
  public static func compare(_ first: MapPanel, _ second: MapPanel) -> [MapPanel] {
    var first = first
    var second = second
    let firstNodes = Set(first.graph.nodes.map(\.id))
    let secondNodes = Set(second.graph.nodes.map(\.id))
    let firstEdges = Set(first.graph.edges.map(\.identity))
    let secondEdges = Set(second.graph.edges.map(\.identity))
    first.onlyHereNodes = firstNodes.subtracting(secondNodes)
    second.onlyHereNodes = secondNodes.subtracting(firstNodes)
    first.onlyHereEdges = firstEdges.subtracting(secondEdges)
    second.onlyHereEdges = secondEdges.subtracting(firstEdges)
    return [first, second]
  }
}
