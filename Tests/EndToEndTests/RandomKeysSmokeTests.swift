import ConsentEngine
import Foundation
import JourneyTestSupport
import Testing

/// The real program under 500 seeded random keys through tmux: every key handled, then `q` leaves
/// the terminal as it was.
@Suite(
  "Random keys in tmux",
  .enabled(if: TmuxSession.isAvailable, "tmux is not installed (.ci/run installs it)"),
  .enabled(if: Soak.isEnabled, "a soak run: ATT_JOURNEY_SOAK=1 (set by .ci/run) turns it on"))
struct RandomKeysSmokeTests {
  @Test("500 random keys: each one logged, no crash; q then restores stty -g and the cursor")
  func fiveHundredKeys() throws {
    let session = try TmuxSession(
      script: TerminalScripts.recordingTerminalState(
        program: BuiltProgram.path(),
        arguments: ["--copy", BuiltProgram.copyDirectory, "--log", "walk.jsonl"]))
    try session.waitForScreen("springboard")
    let log = session.directory.appendingPathComponent("walk.jsonl")
    var random = SplitMix64(seed: 0x0500_CAFE)
    let everyKey = LoggedKeys.focusKeys + LoggedKeys.focusKeys + LoggedKeys.sizeIndependent
    var sent = 0
    for _ in 0..<50 {
      let batch = (0..<10).map { _ in random.pick(everyKey) }
      sent += batch.count
      try session.sendLogged(batch, log: log, expected: sent)
    }
    #expect(LoggedKeys.count(in: log) == 500)
    #expect(try session.programPIDs().count == 1, "still running after 500 keys")
    let screens = Set(try EventLogTests.records(log).compactMap { $0["screen"] as? String })
    #expect(screens.count >= 5, "the keys went through several screens: \(screens.sorted())")

    try session.sendKeys("q")
    try session.waitFor("DONE")
    #expect(try session.waitForFile("status") == "0\n")
    #expect(try session.waitForFile("after") == session.waitForFile("before"))
    #expect(try session.display("#{cursor_flag}") == "1")
    #expect(try session.display("#{alternate_on}") == "0")
    let errors = try String(contentsOf: session.directory.appendingPathComponent("errors"), encoding: .utf8)
    #expect(errors.isEmpty, "nothing on stderr: \(errors)")
  }
}
