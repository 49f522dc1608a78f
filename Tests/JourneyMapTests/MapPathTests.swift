import ConsentEngine
import JourneyMap
import JourneyRuntime
import JourneyTapes
import Testing

/// The paths table: every way from the first launch to a decision, checked by playing each as a tape.
@Suite("Paths from the launch to a decision")
struct MapPathTests {
  @Test("the default journey: allow or ask not to track, six taps each, through the classic alert (ATT-10)")
  func defaultPaths() {
    let paths = MapFixtures.defaultMap.paths
    #expect(Set(paths.map(\.decision)) == [.authorized, .denied])
    for path in paths {
      #expect(path.taps == 6)
      #expect(path.nodes.first == "springboard·notDetermined")
      #expect(path.nodes.contains("primer·notDetermined") && path.nodes.contains("alert·notDetermined"))
      #expect(path.rules.contains("ATT-10"))
    }
  }

  @Test("a restricted device decides restricted without a prompt (ATT-7)")
  func restrictedPath() throws {
    let map = MapFixtures.map(try MapFixtures.scenario(ofTape: "restricted-device.tape"))
    #expect(map.paths.map(\.decision) == [.restricted])
    #expect(map.paths.first?.rules.contains("ATT-7") == true)
    #expect(!(map.paths.first?.nodes.contains { $0.hasPrefix("alert") } ?? true))
  }

  @Test("dismissing the intro sheet ends the launch with no prompt (UMP-7); continuing reaches the prompt")
  func introSheetPaths() throws {
    let map = MapFixtures.map(try MapFixtures.scenario(ofTape: "intro-sheet-dismissed.tape"))
    let decisions = map.paths.map(\.decision)
    #expect(decisions.contains(.noPrompt) && decisions.contains(.authorized) && decisions.contains(.denied))
    let skipped = try #require(map.paths.first { $0.decision == .noPrompt })
    #expect(skipped.rules.contains("UMP-7"))
  }

  @Test(
    "every path of every demo scenario, played as a tape, ends on its last screen with its decision's status")
  func pathsReplayAsTapes() throws {
    for scenario in MapFixtures.tapeScenarios {
      let map = MapFixtures.map(scenario)
      #expect(!map.paths.isEmpty)
      for path in map.paths {
        let lastID = try #require(path.nodes.last)
        let last = try #require(map.node(lastID))
        let lines =
          ["Set Size 44x30", "Set Inspector off"] + path.moves.flatMap(\.tapeLines) + [
            "Expect screen \(last.screen)", "Expect status \(last.status.name)",
          ]
        let tape = try TapeParser.parse(lines.joined(separator: "\n") + "\n", path: "path.tape")
        var player = try TapePlayer(
          tape: tape, journey: MapFixtures.journey, catalog: MapFixtures.catalog, overrides: scenario)
        #expect(throws: Never.self) { try player.play() }
        #expect(path.decision.rawValue == Self.decisionName(last.status, screen: last.screen))
      }
    }
  }

  /// The decision a last screen stands for, worked out from its status and name alone.
  static func decisionName(_ status: TrackingStatus, screen: String) -> String {
    if screen == "crashed" { return "crashed" }
    return status == .notDetermined ? "no prompt this launch" : status.name
  }
}
