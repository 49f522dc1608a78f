import ConsentEngine
import JourneyMap
import JourneyRuntime
import JourneyScreens
import JourneyTapes
import JourneyTestSupport
import StringTables
import TerminalKit
import Testing

/// The map checked against the engine: every edge, replayed as a tape through `att-journey`'s own tape
/// player, lands on the screen and status the map claims; every node looks as the map draws it.
@Suite("Every way on the map is a way the engine goes")
struct MapEdgeReplayTests {
  /// A fresh session of a scenario laid out as the map draws it: the phone alone.
  static func session(_ options: ScenarioOptions) -> JourneySession {
    var options = options
    options.showsInspector = false
    let device = options.device.flatMap(Device.named) ?? .standard
    return JourneySetup.session(
      MapFixtures.journey, catalog: MapFixtures.catalog, options: options,
      size: PhoneLayout.minimumSize(for: device))
  }

  /// The node id the map gives a state: its screen's tape name and its status.
  static func nodeID(_ state: ConsentState) -> String {
    "\(ScreenName.primary(of: state))·\(state.trackingStatus.name)"
  }

  @Test(
    "every edge, its route replayed as session commands in a fresh session, lands where the map says",
    arguments: MapFixtures.tapeScenarios.indices)
  func everyEdgeReplays(scenario: Int) throws {
    let options = MapFixtures.tapeScenarios[scenario]
    let map = MapFixtures.map(options)
    #expect(map.cutOff.isEmpty, "\(map.cutOff.summary)")
    #expect(map.edges.count > 10)
    var wrong: [String] = []
    var replay = Replay(start: Self.session(options))
    for edge in map.edges {
      guard let session = replay.session(after: edge.route) else {
        wrong.append("\(edge.from) —\(edge.move.label)→ \(edge.to): a move on its route was refused")
        continue
      }
      if Self.nodeID(session.state) != edge.to {
        wrong.append("\(edge.from) —\(edge.move.label)→ \(edge.to) landed on \(Self.nodeID(session.state))")
      }
    }
    #expect(wrong.isEmpty, "\(wrong.prefix(5))")
  }

  @Test("every edge of the default map, written as a tape, plays and passes its Expect lines")
  func everyEdgeAsTape() throws {
    let map = MapFixtures.defaultMap
    var failures: [String] = []
    for edge in map.edges {
      let target = try #require(map.node(edge.to))
      let lines =
        ["Set Size 44x30", "Set Inspector off"] + edge.route.flatMap(\.tapeLines) + [
          "Expect screen \(target.screen)", "Expect status \(target.status.name)",
        ]
      let tape = try TapeParser.parse(lines.joined(separator: "\n") + "\n", path: "edge.tape")
      var player = try TapePlayer(tape: tape, journey: MapFixtures.journey, catalog: MapFixtures.catalog)
      do {
        try player.play()
      } catch {
        failures.append("\(edge.from) —\(edge.move.label)→ \(edge.to): \(error)")
      }
    }
    #expect(failures.isEmpty, "\(failures.prefix(5))")
  }

  @Test("every node looks as drawn: its first route, replayed in a fresh session, shows the same rows")
  func nodesLookAsDrawn() throws {
    let map = MapFixtures.defaultMap
    for node in map.nodes {
      var session = Self.session(ScenarioOptions())
      for move in node.route {
        for command in move.commands {
          #expect(session.applyPerforming(command).refusal == nil, "\(node.id): \(move.label) refused")
        }
      }
      #expect(ScreenName.primary(of: session.state) == node.screen)
      #expect(session.state.trackingStatus == node.status)
      #expect(
        TextRenderer.lines(JourneyView.frame(of: session).buffer) == node.rows,
        "\(node.id) is drawn differently")
    }
  }

  @Test("the map's buttons are the frame's buttons: each screen's tap edges name buttons it shows")
  func tapEdgesAreButtonsOnTheFrame() throws {
    let map = MapFixtures.defaultMap
    for edge in map.edges where edge.move.kind == .tap {
      var session = Self.session(ScenarioOptions())
      for move in edge.route.dropLast() {
        for command in move.commands { session.applyPerforming(command) }
      }
      let keys = JourneyView.frame(of: session).buttons.map(\.ref.description)
      #expect(keys.contains(edge.move.action), "\(edge.from): \(edge.move.action) is not among \(keys)")
    }
  }

  /// Replays routes from a fresh session, each shared beginning once: a route's session is its beginning's
  /// session with one more move applied, every command through `JourneySession.apply`.
  struct Replay {
    let start: JourneySession
    private var known: [String: JourneySession] = [:]

    init(start: JourneySession) {
      self.start = start
    }

    /// The session after the moves; nil when a command was refused.
    mutating func session(after route: [MapMove]) -> JourneySession? {
      guard let last = route.last else { return start }
      let key = route.map { "\($0.commands)" }.joined(separator: "\u{1E}")
      if let done = known[key] { return done }
      guard var session = session(after: Array(route.dropLast())) else { return nil }
      for command in last.commands where session.applyPerforming(command).refusal != nil { return nil }
      known[key] = session
      return session
    }
  }
}
