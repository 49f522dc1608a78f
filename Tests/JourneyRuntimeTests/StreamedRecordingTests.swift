import Foundation
import JourneyTestSupport
import Recordings
import TerminalKit
import Testing

@testable import JourneyRuntime
@testable import JourneyTapes

/// The cast and the frames text written while the tape plays: the same bytes as built whole, memory for the
/// latest frame only, and nothing left behind when the tape fails.
@Suite("Streamed recordings")
struct StreamedRecordingTests {
  /// A fresh folder, removed by the caller.
  private func folder() throws -> String {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("streamed-\(UUID().uuidString)")
      .path
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    return root
  }

  private func player(_ tape: Tape, keepingFrames: Bool) throws -> TapePlayer {
    try TapePlayer(
      tape: tape, journey: try BundledCopy.journey(), catalog: try BundledCopy.catalog(),
      keepingFrames: keepingFrames)
  }

  /// Plays `tape` keeping every frame and builds its recordings whole, then plays it again keeping only
  /// the latest frame and streams them: both pairs of texts.
  private func wholeAndStreamed(_ tape: Tape) throws -> (whole: (String, String), streamed: (String, String))
  {
    var whole = try player(tape, keepingFrames: true)
    try whole.play()
    var streaming = try player(tape, keepingFrames: false)
    let cast = TextCollector()
    let frames = TextCollector()
    streaming.record(into: PlaybackRecording.castStream(of: streaming, to: cast))
    streaming.record(into: FramesTextStream(to: frames))
    try streaming.play()
    #expect(streaming.frames.count == 1, "only the latest frame is kept")
    return (
      (PlaybackRecording.cast(of: whole).text, PlaybackRecording.frames(of: whole)), (cast.text, frames.text)
    )
  }

  /// The files in `folder`, sorted.
  private func names(in folder: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
  }

  @Test(
    "every bundled demo tape streams the cast and frames text it builds whole",
    arguments: BundledTapesTests.tapes)
  func demoTapesStreamTheSameBytes(path: String) throws {
    let tape = try TapeParser.parse(try String(contentsOfFile: path, encoding: .utf8), path: path)
    let (whole, streamed) = try wholeAndStreamed(tape)
    #expect(whole.0.split(separator: "\n").count > 3, "a cast with frames")
    #expect(streamed.0 == whole.0)
    #expect(streamed.1 == whole.1)
  }

  @Test(
    "a marker goes before every frame drawn at its time, even frames drawn before its line",
    arguments: [
      "Marker \"start\"\nLaunch\nMarker \"launched\"\nKey Enter 2\nMarker \"a\"\nMarker \"b\"\nSleep 1s\nKey l\n",
      "Set TypingSpeed 0ms\nLaunch\nKey l 4\nMarker \"same time\"\nKey Enter\nSleep 500ms\nMarker \"later\"\nKey l\n",
      "Set TypingSpeed 0ms\nLaunch\nKey l 3\nSleep 1s\nKey Enter 2\nMarker \"m\"\n",
    ])
  func markersKeepTheirPlace(text: String) throws {
    let tape = try TapeParser.parse(text, path: "t.tape")
    let (whole, streamed) = try wholeAndStreamed(tape)
    #expect(streamed.0 == whole.0)
    #expect(streamed.1 == whole.1)
    // Each event's time text and code; the last event (the cursor shown again) follows every marker.
    let events = whole.0.split(separator: "\n").dropFirst().dropLast().map { line in
      (time: line.prefix { $0 != "," }, code: line.contains(#", "m", "#) ? "m" : "o")
    }
    let first = try #require(events.firstIndex { $0.code == "m" })
    let sameTime = events.indices.filter { events[$0].code == "o" && events[$0].time == events[first].time }
    #expect(!sameTime.isEmpty, "frames are drawn at the first marker's time \(events[first].time)")
    #expect(sameTime.allSatisfy { $0 > first }, "the marker comes before them")
  }

  @Test("a tape with more distinct frames than the kept-frame cap streams a whole cast and frames text")
  func pastTheCapStreamsWholeFiles() throws {
    let root = try folder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    // 500×200: the cap keeps 40 frames; the start, Launch and 60 locale switches draw 62.
    let tape = try TapeParser.parse("Set Size 500x200\nLaunch\nKey l 60\n", path: "t.tape")
    let outputs = PlaybackOutputs(cast: root + "/k.cast", frames: root + "/k.txt")
    #expect(!outputs.keepsEveryFrame)
    var player = try player(tape, keepingFrames: outputs.keepsEveryFrame)
    let staged = StagedWrite()
    try outputs.stream(player, into: staged)
    try player.play()
    try staged.commit()
    #expect(player.frames.count == 1, "only the latest frame is kept")
    #expect(try names(in: root) == ["k.cast", "k.txt"], "no temporary file left")

    let cap = FrameRecorder.maximumKeptCells / (500 * 200)
    let text = try String(contentsOfFile: root + "/k.txt", encoding: .utf8)
    let rules = text.split(separator: "\n").filter { $0.hasPrefix("── frame ") }
    #expect(rules.count == 62 && rules.count > cap, "\(rules.count) frames, cap \(cap)")
    let last = try #require(player.frames.last)
    #expect(text.hasSuffix(TextRenderer.text(last.buffer) + "\n"), "ends on the last frame")
    #expect(rules.last?.hasPrefix("── frame 62 · 3.660000 s · line 3 ") == true, "\(rules.last ?? "")")

    let lines = try String(contentsOfFile: root + "/k.cast", encoding: .utf8).split(separator: "\n")
    let header = try #require(try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
    #expect(header["width"] as? Int == 500 && header["height"] as? Int == 201)
    let events = try lines.dropFirst().map { line in
      try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Any], "an event: \(line)")
    }
    #expect(events.count == 63, "62 frames and the cursor shown again")
    #expect(events.allSatisfy { $0.count == 3 && $0[1] as? String == "o" })
    // The last frame, at its time, then the cursor below it at the end of the tape's clock.
    #expect(events[61][0] as? Double == 3.66)
    #expect(events[62][0] as? Double == 3.66 && events[62][2] as? String == "\u{1B}[201;1H\u{1B}[?25h")
  }

  @Test("with an SVG the same tape is still refused at the cap, and the staged write leaves nothing")
  func svgKeepsTheCap() throws {
    let root = try folder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let tape = try TapeParser.parse("Set Size 500x200\nLaunch\nKey l 60\n", path: "t.tape")
    let outputs = PlaybackOutputs(cast: root + "/k.cast", frames: root + "/k.txt", svg: root + "/k.svg")
    #expect(outputs.keepsEveryFrame)
    var player = try player(tape, keepingFrames: outputs.keepsEveryFrame)
    let staged = StagedWrite()
    try outputs.stream(player, into: staged)
    let staging = try names(in: root)
    #expect(staging.count == 1 && staging[0].hasPrefix(".att-journey-staged-"), "\(staging)")
    do {
      try player.play()
      Issue.record("the recording went past the cap")
    } catch {
      #expect(
        error.description.contains(
          "at most 40 distinct frames at 500×200 for a recording (the cap on its memory)"),
        "\(error)")
    }
    staged.discard()
    #expect(try names(in: root).isEmpty)
  }

  @Test("an Expect that fails mid-way leaves the previous cast as it was and no temporary file")
  func failingTapeLeavesThePreviousCast() throws {
    let root = try folder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    try "previous cast\n".write(toFile: root + "/k.cast", atomically: true, encoding: .utf8)
    let tape = try TapeParser.parse(
      "Launch\nKey l 5\nExpect status authorized\nKey Enter 3\n", path: "t.tape")
    let outputs = PlaybackOutputs(cast: root + "/k.cast", frames: root + "/k.txt")
    do {
      var player = try player(tape, keepingFrames: outputs.keepsEveryFrame)
      let staged = StagedWrite()
      try outputs.stream(player, into: staged)
      let staging = try #require(try names(in: root).first { $0.hasPrefix(".att-journey-staged-") })
      #expect(
        try names(in: root + "/" + staging) == ["k.cast", "k.txt"],
        "both files are streamed into the staging folder")
      #expect {
        try player.play()
      } throws: { error in
        (error as? PlaybackFailure)?.description == "t.tape:3: expected status authorized, got notDetermined"
      }
      // The write is given up when it and the player streaming into it end without a commit.
    }
    #expect(try names(in: root) == ["k.cast"])
    #expect(try String(contentsOfFile: root + "/k.cast", encoding: .utf8) == "previous cast\n")
  }
}
