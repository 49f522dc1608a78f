import Foundation
import JourneyTestSupport
import Testing

/// `att-journey gallery DIR` as a person runs it: a new folder gets the gallery, a folder of other files is
/// refused before anything is played.
///
/// The copy is the bundled one with two of its demo tapes: every tape in every locale is the in-process
/// gallery suite's work; this one is about the command.
@Suite("gallery command")
struct GalleryCommandTests {
  /// The demo tapes this copy keeps.
  static let tapes = ["first-run-allow.tape", "first-run-deny-recovery.tape"]

  @Test func writesTheGalleryAndRefusesAForeignFolder() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "att-e2e-gallery-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let copy = try Self.copy(
      in: folder.deletingLastPathComponent(), named: folder.lastPathComponent + "-copy")
    defer { try? FileManager.default.removeItem(at: copy) }
    try "mine\n".write(to: folder.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
    let refused = try BuiltProgram.run(
      ["gallery", ".", "--copy", copy.path], directory: folder)
    #expect(refused.status == 73)
    #expect(
      refused.errors
        == ".: error: the folder is not empty and holds no gallery; give --force to write into it\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["notes.txt"])

    let run = try BuiltProgram.run(
      ["gallery", "out/demo", "--copy", copy.path], directory: folder)
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.errors.hasSuffix("locales in out/demo/index.html\n"), "\(run.errors)")
    let index = try String(contentsOf: folder.appendingPathComponent("out/demo/index.html"), encoding: .utf8)
    #expect(index.contains("<h2>First run: allow</h2>"))
    #expect(
      FileManager.default.fileExists(
        atPath: folder.appendingPathComponent("out/demo/first-run-allow.ko.gif").path))
    #expect(
      !FileManager.default.fileExists(
        atPath: folder.appendingPathComponent("out/demo/first-run-allow.ko.svg").path), "one picture: the GIF"
    )
    let again = try BuiltProgram.run(
      ["gallery", "out/demo", "--copy", copy.path], directory: folder)
    #expect(again.status == 0, "a previous gallery is replaced: \(again.errors)")
    let foreign = try BuiltProgram.run(["lint", "--force"], directory: folder)
    #expect(foreign.status == 2, "--force belongs to gallery only")
  }

  /// The bundled copy with only `tapes` in its demos folder, at `directory/name`.
  static func copy(in directory: URL, named name: String) throws -> URL {
    let copy = directory.appendingPathComponent(name)
    try FileManager.default.copyItem(at: URL(fileURLWithPath: BuiltProgram.copyDirectory), to: copy)
    let demos = copy.appendingPathComponent("demos")
    for tape in try FileManager.default.contentsOfDirectory(atPath: demos.path) where !tapes.contains(tape) {
      try FileManager.default.removeItem(at: demos.appendingPathComponent(tape))
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: demos.path).sorted() == tapes)
    return copy
  }
}
