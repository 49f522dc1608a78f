import ConsentEngine
import Foundation
import JourneyScreens
import JourneyTestSupport
import StringTables
import TerminalKit
import Testing

@testable import JourneyRuntime
@testable import JourneyTapes

/// Every walk replays: seeded random keys (Settings, sheets, alerts, locale, text size, interruptions) are
/// walked with `--record-tape`'s recorder, the tape is parsed and played, and the replay must end in the same
/// state after the same frames. A few dozen walks every run; 1 000 in the soak run.
@Suite("Recorded walks replay")
struct RecordedWalkReplayTests {
  /// Collects every distinct frame, as the tape player keeps them.
  final class Frames: FramePresenter {
    var buffers: [Buffer] = []
    func present(_ frame: RenderedFrame) throws {
      if buffers.last != frame.buffer { buffers.append(frame.buffer) }
    }
  }

  /// The keys a walk draws from: the whole key table but quit, Enter and focus moves more often, and a key
  /// that is bound to nothing.
  static let keys: [KeyPress] = {
    let bound = KeyBindings.all.filter { $0.command != .quit }.flatMap(\.keys)
    return bound + Array(repeating: .enter, count: 8) + [.tab, .tab, .down, .up, .character("x")]
  }()

  /// A setup far from the defaults, drawn from the seed.
  static func options(_ random: inout SplitMix64, catalog: CopyCatalog) -> ScenarioOptions {
    func pick<T>(_ values: [T]) -> T { values[random.next(below: values.count)] }
    var options = ScenarioOptions()
    options.locale = pick(catalog.locales)
    options.region = pick(ConsentRegion.allCases)
    options.country = pick(["US", "FR", "KR"])
    options.wiring = pick(Wiring.allCases)
    options.raceWinner = pick(RaceWinner.allCases)
    options.explainerPublished = pick([true, false])
    options.introSheet = pick([true, false])
    options.osVersion = pick([OSVersion(13, 7), OSVersion(14, 4), .iOS26, .iOS27Point2])
    options.textSize = pick([TextSize.standard] + TextSize.allCases)
    options.showsInspector = pick([true, false])
    options.allowAppsToRequestToTrack = pick([true, true, false])
    options.restriction = pick([nil, nil, .some(nil), .some(.childAccount)])
    options.launchRequest = pick([nil] + LaunchRequest.allCases)
    options.requestGuard = pick([nil] + RequestGuard.allCases)
    options.primerTrigger = pick([nil, nil, .onFeature])
    return options
  }

  /// One seeded walk, recorded, then replayed; returns what differs, or nil; `visited` gains the screens and
  /// overlays the walk showed and the tape commands it recorded.
  static func walkAndReplay(
    seed: UInt64, keyCount: Int, catalog: CopyCatalog, journey: JourneyFile, visited: inout Set<String>
  ) throws -> String? {
    var random = SplitMix64(seed: seed)
    let options = options(&random, catalog: catalog)
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("walk-\(seed)-\(UUID()).tape")
      .path
    defer { try? FileManager.default.removeItem(atPath: path) }
    var now = 0
    let recorder = TapeRecorder(path: path, clock: { now })
    let walkFrames = Frames()
    let walk = SessionDriver(
      session: JourneySetup.session(
        journey, catalog: catalog, options: options, size: Size(width: 100, height: 40)),
      presenter: walkFrames, observers: [recorder])
    try walk.start()
    for _ in 0..<keyCount {
      now += [60, 60, 250, 1_200][random.next(below: 4)]
      try walk.handle(.key(keys[random.next(below: keys.count)]))
      visited.formUnion(ScreenNames.shown(walk.session.state))
    }
    let text = try String(contentsOfFile: path, encoding: .utf8)
    #expect(text == recorder.text)
    for line in text.split(separator: "\n") where !line.hasPrefix("#") && !line.hasPrefix("Set ") {
      visited.insert(line.hasPrefix("Press ") ? String(line) : String(line.split(separator: " ")[0]))
    }
    let tape: Tape
    do {
      tape = try TapeParser.parse(text, path: "walk.tape")
    } catch {
      return "seed \(seed): the recorded tape does not parse: \(error)\n\(text)"
    }
    var player: TapePlayer
    do {
      player = try TapePlayer(tape: tape, journey: journey, catalog: catalog)
      try player.play()
    } catch {
      return "seed \(seed): the recorded tape does not play: \(error)\n\(text)"
    }
    if player.session.state != walk.session.state {
      return "seed \(seed): the final state differs\n\(text)"
    }
    let replayed = player.frames.map(\.buffer)
    guard replayed.count == walkFrames.buffers.count else {
      return "seed \(seed): \(walkFrames.buffers.count) frames walked, \(replayed.count) replayed\n\(text)"
    }
    if let index = replayed.indices.first(where: { replayed[$0] != walkFrames.buffers[$0] }) {
      return "seed \(seed): frame \(index + 1) differs\n\(text)"
    }
    return nil
  }

  @Test("a recorded random walk replays to the same state and the same frames, through Settings and sheets")
  func randomWalksReplay() throws {
    let catalog = try BundledCopy.catalog()
    let journey = try BundledCopy.journey()
    let walks = Soak.isEnabled ? 1_000 : 16
    var visited: Set<String> = []
    for index in 0..<walks {
      let seed = 0x7A9E_0000 &+ UInt64(index)
      if let problem = try Self.walkAndReplay(
        seed: seed, keyCount: 40, catalog: catalog, journey: journey, visited: &visited)
      {
        Issue.record(Comment(rawValue: problem))
        return
      }
    }
    // The walks went where the recorder has to get it right: Settings, sheets, alerts, locales, sizes.
    for needed in [
      "settings-tracking", "alert", "other-alert", "primer", "Press primary", "Press CFBundleDisplayName",
      "Locale", "OtherAlert", "Key", "Sleep",
    ] {
      #expect(visited.contains(needed), "no walk reached \(needed): \(visited.sorted())")
    }
  }

  @Test("the walk from the report replays: Settings' app row and the Home Screen link (Press by copy key)")
  func settingsWalkReplays() throws {
    let catalog = try BundledCopy.catalog()
    let journey = try BundledCopy.journey()
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("settings-\(UUID()).tape").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let recorder = TapeRecorder(path: path, clock: { 0 })
    let walk = SessionDriver(
      session: JourneySetup.session(
        journey, catalog: catalog, options: ScenarioOptions(), size: Size(width: 100, height: 40)),
      presenter: Frames(), observers: [recorder])
    let keys: [KeyPress] =
      Array(repeating: .enter, count: 5) + [.down, .enter, .character("s"), .tab, .enter, .character("s")]
    for key in keys { try walk.handle(.key(key)) }
    let text = recorder.text
    #expect(
      text.contains("\nPress CFBundleDisplayName\n") || text.contains("\nPress homeScreen\n"), "\(text)")
    var player = try TapePlayer(
      tape: try TapeParser.parse(text, path: "walk.tape"), journey: journey, catalog: catalog)
    try player.play()
    #expect(player.session.state == walk.session.state)

    // From the Home Screen: s Tab Enter presses the "Home Screen" link.
    let home = SessionDriver(
      session: JourneySetup.session(
        journey, catalog: catalog, options: ScenarioOptions(), size: Size(width: 100, height: 40)),
      presenter: Frames(), observers: [])
    try home.handle(.key(.character("s")))
    try home.handle(.key(.tab))
    let link = try #require(home.session.screenModel().focusedButton)
    #expect(
      TapeVerbs.tapeCommand(replaying: .pressFocused, before: home.session, after: home.session)
        == .press(link.pressTarget))
    let line = TapePrinter.line(.press(link.pressTarget))
    let tape = try TapeParser.parse("Settings open\n" + line + "\n", path: "t.tape")
    #expect(tape.steps.last?.command == .press(link.pressTarget))
    try TapeVocabulary.check(tape, catalog: catalog)
  }
}
