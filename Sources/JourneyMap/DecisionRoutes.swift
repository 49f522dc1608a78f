/// The routes the drawing makes stand out: for each decision, in the order authorized, denied, restricted,
/// no prompt this launch, crashed, the first of its shortest paths; the authorized one is the happy path.
public struct DecisionRoutes: Sendable, Equatable {
  /// One route per decision the map reaches, in decision order.
  public var routes: [JourneyPath]

  /// The routes of a map's paths.
  public init(_ paths: [JourneyPath]) {
    routes = PathDecision.allCases.compactMap { decision in
      let ending = paths.filter { $0.decision == decision }
      return ending.first { $0.taps == ending.map(\.taps).min() }
    }
  }

  /// The decisions any of some panels has a route to, in decision order.
  public static func decisions(in panels: [MapPanel]) -> [PathDecision] {
    let reached = Set(panels.flatMap { DecisionRoutes($0.graph.paths).routes.map(\.decision) })
    return PathDecision.allCases.filter(reached.contains)
  }

  /// The happy path: the route to authorized, when there is one.
  public var happy: JourneyPath? { routes.first { $0.decision == .authorized } }

  /// The decision whose route takes the step from one node to the next, the first in decision order.
  public func decision(from: String, to: String) -> PathDecision? {
    for route in routes {
      for (index, node) in route.nodes.dropLast().enumerated() where node == from {
        if route.nodes[index + 1] == to { return route.decision }
      }
    }
    return nil
  }

  /// Node ids in drawing order: the happy path's, then each other route's new ones, then the rest.
  public func order(_ nodes: [String]) -> [String] {
    var seen = Set<String>()
    var ordered: [String] = []
    for id in routes.flatMap(\.nodes) + nodes where seen.insert(id).inserted && nodes.contains(id) {
      ordered.append(id)
    }
    return ordered
  }
}
