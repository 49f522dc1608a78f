import Foundation
import JourneyTestSupport
import Testing

/// `play` writes every output or none: a failed check or a file that cannot be written leaves the files
/// already there untouched, and `--screenshots DIR` is created when it is missing.
@Suite("play writes all of its outputs or none")
struct PlayOutputsTests {
  private static let names = ["demo.cast", "demo.txt", "demo.svg"]

  private static func folder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "att-e2e-outputs-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  private static func play(_ tape: String, in folder: URL, extra: [String] = []) throws -> BuiltProgram.Run {
    try BuiltProgram.run(
      ["play", tape, "--copy", BuiltProgram.copyDirectory]
        + ["--cast", "demo.cast", "--frames", "demo.txt", "--svg", "demo.svg"] + extra,
      directory: folder)
  }

  /// Writes "previous" into every output and returns a check that they still hold it.
  private static func seed(_ folder: URL) throws {
    for name in names {
      try "previous\n".write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
  }

  private static func untouched(_ folder: URL) throws -> Bool {
    try names.allSatisfy {
      try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8) == "previous\n"
    }
  }

  @Test("a failed Expect leaves the previous cast, frames and SVG as they were, exit 1")
  func failedExpectWritesNothing() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Self.seed(folder)
    let tape = folder.appendingPathComponent("t.tape").path
    try "Launch\nScreenshot first\nExpect screen primer\n".write(
      toFile: tape, atomically: true, encoding: .utf8)
    let run = try Self.play(tape, in: folder, extra: ["--screenshots", "shots"])
    #expect(run.status == 1)
    #expect(run.errors.hasPrefix("\(tape):3: expected screen primer, got "))
    #expect(try Self.untouched(folder))
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("shots").path))
    // Nothing else either: no staging folder, no temporary file, whatever its name.
    #expect(
      try Set(FileManager.default.contentsOfDirectory(atPath: folder.path)) == Set(Self.names + ["t.tape"]))
  }

  @Test("one output that cannot be written (a missing folder) leaves the others untouched, exit 73")
  func oneUnwritableOutputWritesNothing() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Self.seed(folder)
    let tape = BuiltProgram.copyDirectory + "/demos/first-run-allow.tape"
    let run = try BuiltProgram.run(
      [
        "play", tape, "--copy", BuiltProgram.copyDirectory, "--cast", "demo.cast", "--svg", "demo.svg",
        "--frames", "no-such-dir/demo.txt",
      ], directory: folder)
    #expect(run.status == 73)
    #expect(run.errors == "no-such-dir/demo.txt: error: cannot write: No such file or directory\n")
    #expect(try Self.untouched(folder))
    #expect(try Set(FileManager.default.contentsOfDirectory(atPath: folder.path)) == Set(Self.names))
  }

  @Test("--screenshots DIR is created, with its parents, and every output is replaced")
  func screenshotsFolderIsCreated() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Self.seed(folder)
    let tape = folder.appendingPathComponent("t.tape").path
    try "Launch\nScreenshot onboarding\nPress primary\nSleep 2s\n".write(
      toFile: tape, atomically: true, encoding: .utf8)
    let run = try Self.play(tape, in: folder, extra: ["--screenshots", "shots/ko"])
    #expect(run.status == 0, "\(run.errors)")
    let shot = try String(
      contentsOf: folder.appendingPathComponent("shots/ko/onboarding.txt"), encoding: .utf8)
    #expect(shot.contains("╭"))
    for name in Self.names {
      #expect(try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8) != "previous\n")
    }
    let cast = try String(contentsOf: folder.appendingPathComponent("demo.cast"), encoding: .utf8)
    #expect(cast.split(separator: "\n").last?.hasPrefix("[2.120000, \"o\",") == true, "the tape's last Sleep")
  }

  @Test("--all-locales into a new folder: a failed Expect leaves neither the folder nor a staging folder")
  func failedAllLocalesLeavesNoFolder() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let tape = folder.appendingPathComponent("t.tape").path
    try "Launch\nKey l 3\nExpect screen primer\n".write(toFile: tape, atomically: true, encoding: .utf8)
    let run = try BuiltProgram.run(
      ["play", tape, "--copy", BuiltProgram.copyDirectory, "--all-locales", "out/all"], directory: folder)
    #expect(run.status == 1)
    #expect(run.errors.hasPrefix("\(tape):3: expected screen primer, got "), "\(run.errors)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["t.tape"])
  }
}
