import Foundation
import Testing

/// `--log FILE`: every key and engine event as JSON Lines, flushed as it happens.
@Suite(
  "Event log",
  .enabled(if: TmuxSession.isAvailable, "tmux is not installed (.ci/run installs it)"))
struct EventLogTests {
  @Test("a walk leaves one JSON object per line: walkStarted, keys with locale, engine events")
  func walkIsLogged() throws {
    let session = try TmuxSession.journey(["--locale", "ko", "--log", "walk.jsonl"])
    try session.walkToPrimer()
    try session.sendKeys("l")
    try session.waitForFrame("the next locale") { $0.inspector("copy")?.hasPrefix("zh-Hans ") == true }
    try session.press("Enter", expecting: "alert over primer")
    let log = session.directory.appendingPathComponent("walk.jsonl")
    try session.waitUntil("systemAlertShown in the log") { _ in
      (try? String(contentsOf: log, encoding: .utf8))?.contains("\"systemAlertShown\"") == true
    }
    let records = try Self.records(log)

    let first = try #require(records.first)
    #expect(first["record"] as? String == "walkStarted")
    #expect(first["locale"] as? String == "ko")
    let keys = records.filter { $0["record"] as? String == "key" }
    #expect(keys.count == 6, "six keys: \(keys)")
    #expect(keys.allSatisfy { $0["locale"] is String && $0["key"] is String && $0["screen"] is String })
    #expect(keys.first?["locale"] as? String == "ko" && keys.first?["screen"] as? String == "springboard")
    #expect(keys.last?["locale"] as? String == "zh-Hans", "the switch is in the record")
    let events = records.compactMap { $0["event"] as? String }
    for name in [
      "appLaunched", "onboardingStepShown", "primerShown", "trackingRequested", "systemAlertShown",
    ] {
      #expect(events.contains(name), "\(name) logged: \(events)")
    }
    let launched = try #require(events.firstIndex(of: "appLaunched"))
    let shown = try #require(events.firstIndex(of: "systemAlertShown"))
    #expect(launched < shown)
    let alertEvent = try #require(records.first { $0["event"] as? String == "systemAlertShown" })
    #expect(alertEvent["locale"] as? String == "zh-Hans", "events carry the locale in force")
  }

  @Test("SIGKILL mid-walk leaves only complete lines")
  func killedMidWalk() throws {
    let session = try TmuxSession.journey(["--locale", "fr", "--log", "walk.jsonl"])
    try session.walkToPrimer()
    let programs = try session.programPIDs()
    try #require(programs.count == 1, "one program under the shell: \(programs)")
    for key in ["l", "L", "l", "Enter", "Tab", "Enter", "Enter"] { try session.sendKeys(key) }
    #expect(kill(programs[0], SIGKILL) == 0)
    #expect(try session.waitForFile("status") == "137\n", "killed by SIGKILL")
    let url = session.directory.appendingPathComponent("walk.jsonl")
    let data = try Data(contentsOf: url)
    #expect(data.last == UInt8(ascii: "\n"), "the last line is complete")
    let records = try Self.records(url)
    #expect(records.count >= 12, "the walk to the primer at least: \(records.count) lines")
    #expect(records.contains { $0["event"] as? String == "primerShown" })
  }

  /// Every line of the file parsed on its own as a JSON object.
  static func records(_ url: URL, sourceLocation: SourceLocation = #_sourceLocation) throws -> [[String: Any]]
  {
    let text = try String(contentsOf: url, encoding: .utf8)
    #expect(text.hasSuffix("\n"), sourceLocation: sourceLocation)
    return try text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().enumerated().map {
      index, line in
      let object = try JSONSerialization.jsonObject(with: Data(line.utf8))
      return try #require(object as? [String: Any], "line \(index + 1) is an object: \(line)")
    }
  }
}
