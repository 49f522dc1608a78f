import Foundation
import JourneyTestSupport
import Testing

/// `play` never passes in silence: with no output it prints one pass line, and screenshots that land
/// beside a recording say where they went.
@Suite("play says what it did")
struct PlaySummaryTests {
  private static func folder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "att-e2e-summary-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  @Test("a passing tape with no output prints one pass line naming the tape and its checks")
  func passSummary() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let tape = folder.appendingPathComponent("t.tape").path
    try "Launch\nExpect app-state active\nExpect no-finding ATT-4\n".write(
      toFile: tape, atomically: true, encoding: .utf8)
    let run = try BuiltProgram.run(["play", tape, "--copy", BuiltProgram.copyDirectory], directory: folder)
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.output == "\(tape): passed (2 check(s), 3 step(s))\n")
    #expect(run.errors.isEmpty)
    // With an output asked for, the output is the answer: no pass line.
    let framed = try BuiltProgram.run(
      ["play", tape, "--copy", BuiltProgram.copyDirectory, "--frames", "f.txt"], directory: folder)
    #expect(framed.status == 0)
    #expect(framed.output.isEmpty)
  }

  @Test("a Screenshot without --screenshots says, in one line, the folder it was written to")
  func screenshotSaysWhere() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let tape = folder.appendingPathComponent("t.tape").path
    try "Launch\nScreenshot first\n".write(toFile: tape, atomically: true, encoding: .utf8)
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("out"), withIntermediateDirectories: true)
    let run = try BuiltProgram.run(
      ["play", tape, "--copy", BuiltProgram.copyDirectory, "--frames", "out/f.txt"], directory: folder)
    #expect(run.status == 0, "\(run.errors)")
    #expect(
      run.errors
        == "att-journey: 1 screenshot(s) written to out/ beside the recording (--screenshots DIR puts them elsewhere)\n"
    )
    #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("out/first.txt").path))
    let chosen = try BuiltProgram.run(
      ["play", tape, "--copy", BuiltProgram.copyDirectory, "--frames", "f.txt", "--screenshots", "shots"],
      directory: folder)
    #expect(chosen.status == 0)
    #expect(chosen.errors.isEmpty)
  }
}
