import Foundation
import JourneyMap
import JourneyRuntime
import Testing

@Suite struct MapExplorationTests {
  @Test func probe() {
    let start = Date()
    let map = MapFixtures.defaultMap
    print("took", Date().timeIntervalSince(start), "states", map.statesExplored, "nodes", map.nodes.count, "edges", map.edges.count, "paths", map.paths.count, map.cutOff.summary)
    for node in map.nodes { print(node.id, node.reviewScreen ?? "-", node.findings) }
    for edge in map.edges { print(edge.from, "--", edge.move.label, "[\(edge.move.kind)]", "->", edge.to, edge.rules) }
    for path in map.paths { print(path.decision.rawValue, path.taps, path.nodes.joined(separator: " > "), path.rules) }
  }
}
