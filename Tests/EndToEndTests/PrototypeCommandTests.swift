import Foundation
import JourneyTestSupport
import Testing

/// `prototype` as the program runs it: what it writes, what it says, and bad options refused in one line
/// with nothing written.
@Suite("The prototype command")
struct PrototypeCommandTests {
  @Test("without --out the page goes to standard output; with it, one line says what the page holds")
  func writes() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "prototype-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let printed = try BuiltProgram.run(["prototype", "--locales", "ko", "--variants", "base"])
    #expect(printed.status == 0)
    #expect(printed.output.hasPrefix("<!DOCTYPE html>") && printed.output.contains("\"locales\":[\"ko\"]"))
    let page = folder.appendingPathComponent("p.html")
    let written = try BuiltProgram.run(["prototype", "--locales", "en,ja", "--out", page.path])
    #expect(written.status == 0)
    #expect(written.errors.contains("2 locales × 4 variants") && written.errors.contains("nothing cut off"))
    #expect(written.errors.split(separator: "\n").count == 1)
    let size = try FileManager.default.attributesOfItem(atPath: page.path)[.size] as? Int ?? 0
    #expect(size > 100_000 && size < 12_000_000)
  }

  @Test("a bad option is one line and exit status 2; an unwritable page exit status 73; nothing is written")
  func refuses() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "prototype-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let page = folder.appendingPathComponent("p.html").path
    let cases: [([String], Int32, String)] = [
      (["--locales", "xx"], 2, "option '--locales' takes en or de"),
      (["--locales", ""], 2, "--locales names none"),
      (["--variants", "nope"], 2, "option '--variants' takes base or measurement"),
      (["--appearance", "blue"], 2, "option '--appearance' takes light or dark"),
      (["--pseudo", "loud"], 2, "--pseudo"),
    ]
    for (arguments, status, message) in cases {
      let run = try BuiltProgram.run(["prototype"] + arguments + ["--out", page])
      #expect(run.status == status, "\(arguments)")
      #expect(run.errors.contains(message), "\(arguments): \(run.errors)")
      #expect(run.errors.split(separator: "\n").count == 1, "\(arguments)")
      #expect(!FileManager.default.fileExists(atPath: page))
    }
    let missing = folder.appendingPathComponent("no/such/folder/p.html").path
    let unwritable = try BuiltProgram.run(["prototype", "--locales", "en", "--out", missing])
    #expect(unwritable.status == 73)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
  }
}
