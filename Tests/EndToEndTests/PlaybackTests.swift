import Foundation
import JourneyTestSupport
import Testing

/// `att-journey play`: byte-identical recordings, errors with positions, and real asciinema reading the cast.
@Suite("Playing tapes")
struct PlaybackTests {
  private static var tape: String { BuiltProgram.copyDirectory + "/demos/first-run-allow.tape" }

  @Test(
    "asciinema cat of the cast, in a pane of the cast's size, ends on the frames file's last frame",
    .enabled(if: TmuxSession.isAvailable, "tmux is not installed (.ci/run installs it)"),
    .enabled(if: TmuxSession.executable(named: "asciinema") != nil, "asciinema is not installed (.ci/run)"))
  func asciinemaAgrees() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try Self.play(Self.tape, in: folder)
    #expect(run.status == 0, "play: \(run.errors)")
    let cast = try String(contentsOf: folder.appendingPathComponent("demo.cast"), encoding: .utf8)
    let header = try #require(cast.split(separator: "\n").first)
    let fields = try #require(try JSONSerialization.jsonObject(with: Data(header.utf8)) as? [String: Any])
    let width = try #require(fields["width"] as? Int)
    let height = try #require(fields["height"] as? Int)
    #expect(fields["version"] as? Int == 2)

    let asciinema = try #require(TmuxSession.executable(named: "asciinema"))
    let castPath = folder.appendingPathComponent("demo.cast").path
    let session = try TmuxSession(
      script: "\(BuiltProgram.quoted(asciinema.path)) cat \(BuiltProgram.quoted(castPath)) 2> errors\n"
        + "echo \"$?\" > status",
      columns: width, rows: height)
    #expect(try session.waitForFile("status", timeout: .seconds(10)) == "0\n", "asciinema cat succeeded")
    let screen = try session.capture().split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.trimmingTrailingSpaces() }
    let frames = try PlayedFrames(path: folder.appendingPathComponent("demo.txt").path)
    let last = try #require(frames.frames.last).map { $0.trimmingTrailingSpaces() }
    #expect(last.count == height - 1, "the cast keeps one row below the frames for the cursor")
    #expect(Array(screen.prefix(height - 1)) == last, "asciinema's final screen is the last frame")
  }

  @Test("two runs of the same tape write byte-identical cast and frames files")
  func deterministic() throws {
    let first = try Self.folder()
    let second = try Self.folder()
    defer {
      try? FileManager.default.removeItem(at: first)
      try? FileManager.default.removeItem(at: second)
    }
    #expect(try Self.play(Self.tape, in: first).status == 0)
    #expect(try Self.play(Self.tape, in: second).status == 0)
    for name in ["demo.cast", "demo.txt"] {
      let one = try Data(contentsOf: first.appendingPathComponent(name))
      let two = try Data(contentsOf: second.appendingPathComponent(name))
      #expect(!one.isEmpty && one == two, "\(name) differs between runs")
    }
  }

  @Test("an unknown command: tape:line:col: error:, exit 65, no output file")
  func unknownCommand() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("bad.tape").path
    try "Set Size 100x34\nLaunch\nFrobnicate now\n".write(toFile: path, atomically: true, encoding: .utf8)
    let run = try Self.play(path, in: folder)
    #expect(run.status == 65)
    #expect(run.errors.hasPrefix("\(path):3:1: error: "), "errors: \(run.errors)")
    #expect(run.errors.contains("Frobnicate"))
    #expect(run.output.isEmpty)
    for name in ["demo.cast", "demo.txt"] {
      #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path))
    }
  }

  @Test("a failing Expect: tape:line: expected …, got …, exit 1")
  func failingExpect() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("expect.tape").path
    try "Launch\nPress primary\nExpect screen primer\nPress primary\n".write(
      toFile: path, atomically: true, encoding: .utf8)
    let run = try Self.play(path, in: folder)
    #expect(run.status == 1)
    #expect(run.errors.hasPrefix("\(path):3: expected screen primer, got "), "errors: \(run.errors)")
    #expect(run.errors.contains("onboarding-2"), "the screen it got: \(run.errors)")
  }

  private static func play(_ tape: String, in folder: URL) throws -> BuiltProgram.Run {
    try BuiltProgram.run(
      [
        "play", tape, "--copy", BuiltProgram.copyDirectory,
        "--cast", folder.appendingPathComponent("demo.cast").path,
        "--frames", folder.appendingPathComponent("demo.txt").path,
      ], directory: folder)
  }

  private static func folder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "att-e2e-play-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }
}
