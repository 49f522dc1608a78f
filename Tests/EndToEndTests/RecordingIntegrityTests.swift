import Foundation
import JourneyTestSupport
import Testing

/// `play --cast` interrupted or out of space: the target holds the previous file, nothing, or a whole
/// recording that the real asciinema reads to its last event — never half a file, never a temporary file.
@Suite("Recording integrity", .serialized)
struct RecordingIntegrityTests {
  /// Tape actions in the long tape: long enough that the signal can land while the files are written.
  private static let steps = 700

  @Test(
    "SIGINT or SIGTERM while play writes --cast and --frames leaves the previous cast or a whole one",
    .enabled(if: TmuxSession.executable(named: "asciinema") != nil, "asciinema is not installed (.ci/run)"),
    arguments: [SIGINT, SIGTERM])
  func signalWhileWriting(signal: Int32) throws {
    let (folder, previous, program) = try Self.startLongPlay()
    defer { try? FileManager.default.removeItem(at: folder) }
    let sawTemporary = Self.waitForTemporaryFile(in: folder, while: program)
    program.kill(signal)
    let ending = program.wait()
    let errors = program.errors
    #expect(
      ending == .signalled(signal) || ending == .exited(0), "ended by the signal or done: \(ending) \(errors)"
    )
    let left = try Self.temporaryFiles(in: folder)
    #expect(left.isEmpty, "no temporary file left: \(left)")
    let cast = try Data(contentsOf: folder.appendingPathComponent("demo.cast"))
    if cast != previous {
      try Self.expectWholeCast(cast, folder: folder)
      #expect(sawTemporary, "a new cast only once its temporary file was written")
    }
    let frames = folder.appendingPathComponent("demo.txt")
    if FileManager.default.fileExists(atPath: frames.path) {
      let text = try String(contentsOf: frames, encoding: .utf8)
      let rules = text.split(separator: "\n").filter { $0.hasPrefix("── frame ") }
      #expect(rules.last?.contains("· line \(Self.steps + 2) ") == true, "the frames file is whole")
    }
    if ending == .signalled(signal) { #expect(program.output.isEmpty && program.errors.isEmpty) }
  }

  @Test(
    "SIGINT or SIGTERM while play is still playing leaves the previous cast and no frames file",
    arguments: [SIGINT, SIGTERM])
  func signalWhilePlaying(signal: Int32) throws {
    let (folder, previous, program) = try Self.startLongPlay()
    defer { try? FileManager.default.removeItem(at: folder) }
    let log = folder.appendingPathComponent("play.log")
    try #require(Self.waitForLogLine(log, while: program), "the long tape is playing (its log has a line)")
    try #require(program.isRunning, "the long tape still plays once its log has begun")
    program.kill(signal)
    #expect(program.wait() == .signalled(signal))
    #expect(try Data(contentsOf: folder.appendingPathComponent("demo.cast")) == previous)
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("demo.txt").path))
    #expect(try Self.temporaryFiles(in: folder).isEmpty)
  }

  @Test("play --cast /dev/full: one line 'cannot write: No space left on device', exit 73, nothing on stdout")
  func deviceFull() throws {
    // The tape's Screenshot needs a folder of its own: none goes beside a device.
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let shots = folder.appendingPathComponent("shots").path
    let run = try BuiltProgram.run([
      "play", BuiltProgram.copyDirectory + "/demos/first-run-allow.tape", "--copy",
      BuiltProgram.copyDirectory,
      "--cast", "/dev/full", "--screenshots", shots,
    ])
    #expect(run.status == 73)
    #expect(run.errors == "/dev/full: error: cannot write: No space left on device\n")
    #expect(run.output.isEmpty)
    #expect(!FileManager.default.fileExists(atPath: shots), "nothing written when the cast is not")
  }

  @Test(
    "play --cast into a full 64 KiB tmpfs: the same line, exit 73, the previous file kept, no temporary file",
    .enabled(if: SmallFileSystem.canMount, "mounting a tmpfs is refused here (needs root)"))
  func fileSystemFull() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let disk = try SmallFileSystem(at: folder.appendingPathComponent("disk"), size: "64k")
    defer { disk.unmount() }
    let tape = try Self.longTape(in: folder, steps: 250)
    let kept = disk.directory.appendingPathComponent("kept.cast")
    try Data("previous\n".utf8).write(to: kept)
    for (name, previous) in [("new.cast", nil), ("kept.cast", Data("previous\n".utf8))] {
      let target = disk.directory.appendingPathComponent(name).path
      let run = try BuiltProgram.run(["play", tape, "--copy", BuiltProgram.copyDirectory, "--cast", target])
      #expect(run.status == 73, "\(name): \(run.errors)")
      #expect(run.errors == "\(target): error: cannot write: No space left on device\n")
      #expect(run.output.isEmpty)
      #expect(FileManager.default.contents(atPath: target) == previous, "\(name) untouched")
      #expect(try Self.temporaryFiles(in: disk.directory).isEmpty)
    }
  }

  // MARK: - Helpers

  /// The cast parses line by line, its last event is the tape's final marker, and `asciinema cat`
  /// prints exactly the data of every output event.
  private static func expectWholeCast(_ cast: Data, folder: URL) throws {
    let lines = String(decoding: cast, as: UTF8.self).split(separator: "\n")
    let events = try lines.dropFirst().map { line in
      try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Any], "an event: \(line)")
    }
    // The tape's last line is its marker; after it the cast only shows the cursor again.
    let marker = try #require(events.last { $0.count == 3 && $0[1] as? String == "m" })
    #expect(marker[2] as? String == "end", "the tape's final marker is in the cast")
    #expect(events.last?[1] as? String == "o", "the cast ends on output (the cursor shown again)")
    let expected = events.filter { $0[1] as? String == "o" }.compactMap { $0[2] as? String }.joined()
    let asciinema = try #require(TmuxSession.executable(named: "asciinema"))
    let result = try ChildProcess.run(
      asciinema.path, ["cat", folder.appendingPathComponent("demo.cast").path],
      environment: ProcessInfo.processInfo.environment)
    #expect(result.status == 0, "asciinema cat: \(result.output.suffix(400))")
    #expect(result.output == expected, "asciinema read every event")
  }

  /// Plays a short bundled tape into `demo.cast`; returns its bytes.
  private static func previousCast(in folder: URL) throws -> Data {
    let run = try BuiltProgram.run(
      [
        "play", BuiltProgram.copyDirectory + "/demos/first-run-allow.tape", "--copy",
        BuiltProgram.copyDirectory,
        "--cast", "demo.cast",
      ], directory: folder)
    try #require(run.status == 0, "the previous cast: \(run.errors)")
    return try Data(contentsOf: folder.appendingPathComponent("demo.cast"))
  }

  /// A tape of `count` locale and pseudo-locale switches ending in a marker.
  private static func longTape(in folder: URL, steps count: Int = steps) throws -> String {
    var lines = ["Set Size 100x34", "Launch"]
    for index in 0..<count { lines.append(index % 3 == 0 ? "Key p" : "Key l") }
    lines.append("Marker end")
    let path = folder.appendingPathComponent("long.tape").path
    try (lines.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  /// Polls (every 0.2 ms) until the log holds a line or the program ends; true if a line was seen.
  private static func waitForLogLine(_ log: URL, while program: RunningProgram) -> Bool {
    while program.isRunning {
      if let bytes = FileManager.default.contents(atPath: log.path), bytes.contains(UInt8(ascii: "\n")) {
        return true
      }
      usleep(200)
    }
    return false
  }

  /// Polls (every 0.2 ms) until a temporary output file appears or the program ends; true if one was seen.
  private static func waitForTemporaryFile(in folder: URL, while program: RunningProgram) -> Bool {
    let deadline = ContinuousClock.now + .seconds(90)
    while ContinuousClock.now < deadline {
      if let found = try? temporaryFiles(in: folder), !found.isEmpty { return true }
      if !program.isRunning { return false }
      usleep(200)
    }
    return false
  }

  /// Names in `folder` that are staged writes (`.att-journey-staged-PID-TOKEN-N` folders).
  private static func temporaryFiles(in folder: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
      $0.hasPrefix(".att-journey-staged-")
    }
  }

  /// A folder holding a previous cast, and `play` of a long tape writing `demo.cast` and `demo.txt` into it.
  private static func startLongPlay() throws -> (folder: URL, previous: Data, program: RunningProgram) {
    let folder = try folder()
    let previous = try previousCast(in: folder)
    let program = try RunningProgram([
      "play", try longTape(in: folder), "--copy", BuiltProgram.copyDirectory,
      "--cast", folder.appendingPathComponent("demo.cast").path,
      "--frames", folder.appendingPathComponent("demo.txt").path,
      "--log", folder.appendingPathComponent("play.log").path,
    ])
    return (folder, previous, program)
  }

  private static func folder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "att-e2e-rec-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }
}
