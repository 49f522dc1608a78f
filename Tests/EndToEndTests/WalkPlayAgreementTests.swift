import ConsentEngine
import Foundation
import JourneyTestSupport
import Testing

/// The same keys give the same journey whichever front end runs them: random key sequences typed into the
/// ncurses walk (through tmux, recorded with `--record-tape` and `--log`) and `play` of the recorded tape end
/// on the same frame with the same engine event log.
@Suite(
  "Walk and play agree", .enabled(if: TmuxSession.isAvailable, "tmux is not installed (.ci/run installs it)"))
struct WalkPlayAgreementTests {
  /// Keys a person might press (tmux names), bound and unbound; never `q`.
  static let keys = [
    "Enter", "Enter", "Enter", "Enter", "Tab", "BTab", "Down", "Up", "Escape", "l", "v", "p", "k", "i", "s",
    "b",
    "c", "a", "r", "g", "w", "?", "x",
  ]

  @Test(
    "random keys: same final frame, same event log (seeded)", arguments: [UInt64(0xA11CE), 0xB0B, 0xCAFE])
  func randomKeys(seed: UInt64) throws {
    var random = SplitMix64(seed: seed)
    let typed = (0..<(Soak.isEnabled ? 60 : 25)).map { _ in Self.keys[random.next(below: Self.keys.count)] }
    let session = try TmuxSession.journey(["--record-tape", "walk.tape", "--log", "walk.log"])
    for (index, key) in typed.enumerated() {
      try session.sendKeys(key)
      // Each handled key appends one record to the log: wait for it before the next key.
      try session.waitUntil("key \(index + 1) logged") { _ in
        let log =
          (try? String(contentsOf: session.directory.appendingPathComponent("walk.log"), encoding: .utf8))
        return (log ?? "").components(separatedBy: "\"record\": \"key\"").count - 1 == index + 1
      }
    }
    // The log is written before the frame is drawn: take the screen once two captures agree.
    var previous: String?
    let seen = try session.waitUntil("the last frame drawn") { screen in
      defer { previous = screen }
      return screen == previous
    }
    try session.sendKeys("q")
    #expect(try session.waitForFile("status") == "0\n")

    let frames = session.directory.appendingPathComponent("play.txt").path
    let run = try BuiltProgram.run(
      ["play", "walk.tape", "--frames", frames, "--log", "play.log", "--copy", BuiltProgram.copyDirectory],
      directory: session.directory)
    #expect(run.status == 0, "play: \(run.errors)")
    let replayed = try #require(try PlayedFrames(path: frames).frames.last)
    let seenRows = seen.split(separator: "\n", omittingEmptySubsequences: false).map {
      String($0).trimmingTrailingSpaces()
    }
    #expect(
      replayed.map { $0.trimmingTrailingSpaces() } == Array(seenRows.prefix(replayed.count)),
      "keys \(typed.joined(separator: " "))")
    #expect(
      try Self.events(session.directory.appendingPathComponent("walk.log"))
        == Self.events(session.directory.appendingPathComponent("play.log")),
      "keys \(typed.joined(separator: " "))")
  }

  /// The engine events of a log, in order, without the walk's own records and without their timestamps.
  static func events(_ file: URL) throws -> [String] {
    try String(contentsOf: file, encoding: .utf8).split(separator: "\n").map(String.init).filter {
      $0.contains("\"event\":")
    }.map { line in
      guard let field = line.range(of: ", \"monotonic\": ") else { return line }
      return String(line[..<field.lowerBound]) + "}"
    }
  }
}
