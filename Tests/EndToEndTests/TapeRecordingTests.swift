import Foundation
import JourneyTestSupport
import Testing

/// `--record-tape FILE` writes the walk as a tape that `play` turns back into the same frames.
@Suite(
  "Recording a tape by walking",
  .enabled(if: TmuxSession.isAvailable, "tmux is not installed (.ci/run installs it)"))
struct TapeRecordingTests {
  @Test("walk first-run allow, quit, play the tape: its last frame is the last screen seen (ATT-3)")
  func recordedWalkReplays() throws {
    let session = try TmuxSession.journey(["--locale", "ko", "--record-tape", "walk.tape"])
    try session.walkToPrimer()
    try session.press("Enter", expecting: "alert over primer")
    try session.sendKeys("Tab")
    try session.waitForFrame("focus on 허용") { $0.button("허용")?.focused == true }
    try session.press("Enter", expecting: "outcome-authorized")
    let last = try session.press("Enter", expecting: "home")
    try session.sendKeys("q")
    #expect(try session.waitForFile("status") == "0\n")

    let tape = try String(contentsOf: session.directory.appendingPathComponent("walk.tape"), encoding: .utf8)
    #expect(tape.contains("\nSet Size 100x40\n"), "the tape has the pane's size")
    #expect(tape.contains("\nSet Locale ko\n"))
    #expect(tape.contains("\nPress allow\n"), "the alert's button by role")
    #expect(!tape.contains("Key q"), "quitting is not part of the walk")

    let frames = session.directory.appendingPathComponent("walk.txt").path
    let run = try BuiltProgram.run(
      ["play", "walk.tape", "--frames", frames, "--copy", BuiltProgram.copyDirectory],
      directory: session.directory)
    #expect(run.status == 0, "play: \(run.errors)")
    let played = try PlayedFrames(path: frames)
    let final = try #require(played.frames.last)
    #expect(final.count == 40, "frames have the recorded height")
    let seen = last.phoneRows.map { $0.trimmingTrailingSpaces() }
    let replayed = JourneyScreen(final.joined(separator: "\n")).phoneRows.map { $0.trimmingTrailingSpaces() }
    try #require(seen.count >= 20)
    #expect(replayed == seen, "the replayed phone equals the one on screen")
    #expect(JourneyScreen(final.joined(separator: "\n")).inspector("status") == "authorized (3)")
  }

  @Test("SIGKILL in the middle of a burst of keys leaves a tape of whole lines that plays")
  func killedMidBurst() throws {
    let session = try TmuxSession.journey(["--record-tape", "walk.tape"])
    try session.walkToPrimer()
    let programs = try session.programPIDs()
    try #require(programs.count == 1, "one program under the shell: \(programs)")
    for _ in 0..<40 { try session.sendKeys("Tab", "l", "Tab", "L") }
    #expect(kill(programs[0], SIGKILL) == 0)
    #expect(try session.waitForFile("status") == "137\n", "killed by SIGKILL")
    let tape = try String(contentsOf: session.directory.appendingPathComponent("walk.tape"), encoding: .utf8)
    #expect(tape.hasSuffix("\n"), "the last line is whole")
    #expect(tape.contains("\nSet Size 100x40\n"))
    let run = try BuiltProgram.run(
      ["play", "walk.tape", "--copy", BuiltProgram.copyDirectory], directory: session.directory)
    #expect(run.status == 0, "play: \(run.errors)")
  }
}

/// The frames file `play --frames` writes: frames under `── frame N …` rule lines.
struct PlayedFrames {
  /// Each frame's rows, in order.
  let frames: [[String]]

  /// Reads and splits a frames file.
  init(path: String) throws {
    let text = try String(contentsOfFile: path, encoding: .utf8)
    var frames: [[String]] = []
    for row in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if row.hasPrefix("── frame ") {
        frames.append([])
      } else if !frames.isEmpty {
        frames[frames.count - 1].append(String(row))
      }
    }
    if frames.last?.last == "" { frames[frames.count - 1].removeLast() }
    self.frames = frames
  }
}
