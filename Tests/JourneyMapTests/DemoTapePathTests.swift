import ConsentEngine
import Foundation
import JourneyMap
import JourneyRuntime
import JourneyTapes
import Testing

/// Every demo tape, played through the real tape player, walks only ways the map of its scenario has.
@Suite("Every demo tape's path is on the map of its scenario")
struct DemoTapePathTests {
  /// Records each change of screen or status a played tape makes, with how many engine actions it took.
  final class StepLog: SessionObserver {
    var steps: [(from: String, to: String, actions: Int, line: String)] = []

    func sessionStarted(_ session: JourneySession) throws {}

    func handled(
      _ input: SessionInput, outcome: CommandOutcome, before: JourneySession, after: JourneySession
    ) throws {
      let from = MapEdgeReplayTests.nodeID(before.state)
      let to = MapEdgeReplayTests.nodeID(after.state)
      guard from != to else { return }
      steps.append((from, to, after.sentActions.count, "\(input)"))
    }
  }

  @Test("there are demo tapes to check")
  func demoTapesExist() {
    #expect(MapFixtures.tapeNames.count >= 10)
  }

  @Test(
    "each step of the tape is an edge of the map (or a chain of as many edges as engine actions)",
    arguments: MapFixtures.tapeNames)
  func tapeWalksTheMap(name: String) throws {
    let tape = try MapFixtures.tape(name)
    let map = MapFixtures.map(try MapFixtures.scenario(ofTape: name))
    #expect(map.cutOff.isEmpty, "\(name): \(map.cutOff.summary)")
    let log = StepLog()
    var player = try TapePlayer(
      tape: tape, journey: MapFixtures.journey, catalog: MapFixtures.catalog, observers: [log])
    try player.play()
    #expect(!log.steps.isEmpty, "\(name) changed no screen")
    let ids = Set(map.nodes.map(\.id))
    for step in log.steps {
      let onMap = ids.contains(step.from) && ids.contains(step.to)
      let limit = max(1, step.actions)
      let found = Self.reachable(from: step.from, to: step.to, within: limit, in: map)
      #expect(onMap, "\(name): \(step.from) → \(step.to) off the map")
      #expect(found, "\(name): no way \(step.from) → \(step.to) in \(limit) moves (\(step.line))")
    }
  }

  /// Whether `to` is at most `limit` edges from `from`.
  static func reachable(from: String, to: String, within limit: Int, in map: JourneyGraph) -> Bool {
    var frontier: Set<String> = [from]
    for _ in 0..<limit {
      frontier = Set(map.edges.filter { frontier.contains($0.from) }.map(\.to))
      if frontier.contains(to) { return true }
    }
    return false
  }
}
