import Foundation
import JourneyTestSupport
import Testing

/// `play --png DIR` as a person runs it: one numbered PNG per screen, one folder per locale with
/// `--all-locales`, and nothing at all when a file cannot be written.
@Suite("play --png")
struct PNGCommandTests {
  static func scratch() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("png-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  static let tape = BuiltProgram.copyDirectory + "/demos/first-run-allow.tape"

  @Test("--png writes NN-SCREEN.png files, numbered in the order shown, each a PNG")
  func numberedScreens() throws {
    let folder = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try BuiltProgram.run(
      [
        "play", Self.tape, "--copy", BuiltProgram.copyDirectory, "--present", "--appearance", "light",
        "--png", "shots",
      ],
      directory: folder)
    #expect(run.status == 0, "\(run.errors)")
    let names = try FileManager.default.contentsOfDirectory(
      atPath: folder.appendingPathComponent("shots").path
    ).sorted()
    #expect(names.first == "01-springboard.png", "\(names)")
    #expect(names.count >= 3 && names.contains { $0.hasSuffix("-alert-over-primer.png") }, "\(names)")
    for (index, name) in names.enumerated() {
      #expect(name.hasPrefix(String(format: "%02d-", index + 1)) && name.hasSuffix(".png"), "\(name)")
      let bytes = Array(try Data(contentsOf: folder.appendingPathComponent("shots/" + name)))
      #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]), "\(name)")
    }
    let wrong = try BuiltProgram.run(["play", Self.tape, "--appearance", "sepia"], directory: folder)
    #expect(wrong.status == 2 && wrong.errors.contains("terminal or light or dark"), "\(wrong.errors)")
  }

  @Test("--all-locales puts each locale's PNGs in a folder of its own")
  func folderPerLocale() throws {
    let folder = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try BuiltProgram.run(
      [
        "play", Self.tape, "--copy", BuiltProgram.copyDirectory, "--present", "--all-locales", "rec", "--png",
        "shots",
      ],
      directory: folder)
    #expect(run.status == 0, "\(run.errors)")
    let locales = try FileManager.default.contentsOfDirectory(
      atPath: folder.appendingPathComponent("shots").path)
    #expect(Set(locales).isSuperset(of: ["en", "ko", "ja"]), "\(locales)")
    let korean = try FileManager.default.contentsOfDirectory(
      atPath: folder.appendingPathComponent("shots/ko").path)
    #expect(korean.contains("01-springboard.png"), "\(korean)")
  }

  @Test("a PNG that cannot be written leaves nothing: no folder, no other output, exit 73")
  func allOrNothing() throws {
    let folder = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    // A regular file where the PNGs' folder would go: the GIF, played and drawn first, is not written either.
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("shots"), withIntermediateDirectories: true)
    try Data("not a folder".utf8).write(to: folder.appendingPathComponent("shots/ko"))
    let single = try BuiltProgram.run(
      [
        "play", Self.tape, "--copy", BuiltProgram.copyDirectory, "--gif", "demo.gif", "--png",
        "shots/ko/deeper",
      ],
      directory: folder)
    #expect(single.status == 73, "\(single.errors)")
    #expect(single.errors.split(separator: "\n").count == 1, "one line: \(single.errors)")
    let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(left == ["shots"], "nothing but what was there: \(left)")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("shots").path) == [
        "ko"
      ])
  }
}
