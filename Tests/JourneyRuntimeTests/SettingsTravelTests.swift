import ConsentEngine
import Foundation
import JourneyScreens
import JourneyTestSupport
import StringTables
import TerminalKit
import Testing

@testable import JourneyRuntime
@testable import JourneyTapes

/// Every walk option that changes what is drawn is written by `--record-tape` and honoured by `play`, and
/// `--log` names the same setup in its `walkStarted` record.
@Suite("Settings travel with the tape")
struct SettingsTravelTests {
  /// Setups far from the defaults: each option the walk takes, and the ones only a tape can set.
  static let setups: [ScenarioOptions] = {
    var eea = ScenarioOptions()
    eea.locale = "ja"
    eea.variant = "relevance"
    eea.pseudo = .accented
    eea.device = "iphone-se"
    eea.showsInspector = false
    eea.region = .eea
    eea.country = "FR"
    eea.wiring = .race
    eea.explainerPublished = false
    eea.raceWinner = .consentPlatform
    eea.consentRefresh = .fail
    eea.introSheet = true
    var restricted = ScenarioOptions()
    restricted.pseudo = .double
    restricted.device = "iphone-15-pro-max"
    restricted.restriction = .some(.schoolManaged)
    restricted.allowAppsToRequestToTrack = false
    restricted.osVersion = .iOS26
    restricted.hasUsageDescription = false
    restricted.launchRequest = .retried
    restricted.requestGuard = RequestGuard.none
    restricted.primerTrigger = .onFeature
    return [ScenarioOptions(), eea, restricted]
  }()

  private func recordedTape(_ session: JourneySession) throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("\(UUID().uuidString).tape").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let recorder = TapeRecorder(path: path, clock: { 0 })
    try recorder.sessionStarted(session)
    return try String(contentsOfFile: path, encoding: .utf8)
  }

  @Test("a recorded tape replays to the same setup and the same first frame (ATT-7, ATT-8, ATT-9, ATT-4)")
  func recordedSetupReplays() throws {
    let catalog = try BundledCopy.catalog()
    let journey = try BundledCopy.journey()
    for options in Self.setups {
      let walk = JourneySetup.session(
        journey, catalog: catalog, options: options, size: Size(width: 90, height: 33))
      let text = try recordedTape(walk)
      let player = try TapePlayer(
        tape: try TapeParser.parse(text, path: "walk.tape"), journey: journey, catalog: catalog)
      #expect(player.session.state == walk.state, "state differs after replaying:\n\(text)")
      #expect(player.session.view == walk.view)
      #expect(player.settings.size == Size(width: 90, height: 33))
      #expect(
        JourneyView.frame(of: player.session).buffer == JourneyView.frame(of: walk).buffer,
        "first frame differs:\n\(text)")
      #expect(SessionSetup.settings(of: player.session) == SessionSetup.settings(of: walk))
    }
  }

  @Test func everySettingReadsBackAsWritten() throws {
    let settings: [TapeSetting] = [
      .locale("ko"), .variant("base"), .pseudo(nil), .device(.iPhoneSE), .inspector(false),
      .size(width: 80, height: 24), .region(.usRegulated), .country("FR"), .os(.iOS27Point2), .wiring(.none),
      .raceWinner(.consentPlatform), .explainerPublished(false), .consentRefresh(.failOnce),
      .introSheet(true), .restricted(nil), .restricted(.newAppleAccount), .trackingRequests(false),
      .usageDescription(false), .textSize(.ax3), .typingSpeed(milliseconds: 80),
      .title("A \"quoted\" \\ title\nwith # in it"),
      .launchRequest(.lost), .launchRequest(.whenActive), .requestGuard(.none), .requestGuard(.statusCheck),
      .primer(.onFeature), .primer(.afterMilestone("firstPuzzleSolved")),
      .primer(.afterSessions(3)),
      .primer(.atLaunch), .explainerOwner(.consentPlatform),
    ]
    for setting in settings {
      let tape = try TapeParser.parse(setting.line, path: "t.tape")
      #expect(tape.settings.map(\.setting) == [setting], "\(setting.line)")
    }
  }

  @Test("walkStarted names every setting and every record has a monotonic timestamp")
  func logRecordsTheFullSetup() throws {
    let catalog = try BundledCopy.catalog()
    let journey = try BundledCopy.journey()
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("\(UUID().uuidString).jsonl")
      .path
    defer { try? FileManager.default.removeItem(atPath: path) }
    var options = Self.setups[1]
    options.locale = "ko"
    let log = try EventLog(path: path)
    let tape = try TapeParser.parse("Launch\nPress primary\nKey Tab\nKey l", path: "t.tape")
    var player = try TapePlayer(
      tape: tape, journey: journey, catalog: catalog, overrides: options, observers: [log])
    try player.play()
    let records = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map {
      try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }
    let start = try #require(records.first)
    #expect(start["record"] as? String == "walkStarted")
    let expected: [String: String] = [
      "locale": "ko", "variant": "relevance", "pseudo": "accented", "device": "iphone-se", "inspector": "off",
      "size": "100x34", "region": "eea", "country": "FR", "os": "27.2", "wiring": "race",
      "raceWinner": "consentPlatform", "explainer": "unpublished", "consentRefresh": "fail",
      "introSheet": "on",
      "trackingRequests": "on", "usageDescription": "present", "launchRequest": "none",
      "requestGuard": "statusCheck",
    ]
    for (name, value) in expected { #expect(start[name] as? String == value, "walkStarted.\(name)") }
    #expect(start["restricted"] is NSNull)
    #expect(records.count > 5)
    let times = records.map { $0["monotonic"] as? Double }
    #expect(!times.contains(nil), "a record without a timestamp")
    let values = times.compactMap { $0 }
    #expect(zip(values, values.dropFirst()).allSatisfy { $0 <= $1 }, "timestamps go back")
  }
}
