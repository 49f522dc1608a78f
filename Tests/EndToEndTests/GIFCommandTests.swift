import Foundation
import JourneyTestSupport
import Testing

@testable import GIFRendering

/// `play --gif` as a person runs it: the same tape gives the same bytes in two processes, `NO_COLOR` gives
/// greys, and a font that cannot be had is one clear line naming what to install.
@Suite("play --gif")
struct GIFCommandTests {
  static func scratch() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gif-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  /// The global colour table of a GIF file.
  static func colorTable(_ bytes: [UInt8]) -> [[UInt8]] {
    guard bytes.count > 13, bytes[10] & 0x80 != 0 else { return [] }
    let count = 1 << (Int(bytes[10] & 7) + 1)
    return (0..<count).map { Array(bytes[(13 + $0 * 3)..<(16 + $0 * 3)]) }
  }

  @Test("the Korean first run gives byte-identical GIFs from two processes; NO_COLOR draws it in greys")
  func sameBytesTwice() throws {
    let folder = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let tape = BuiltProgram.copyDirectory + "/demos/first-run-allow.tape"
    var outputs: [[UInt8]] = []
    for name in ["a.gif", "b.gif"] {
      let run = try BuiltProgram.run(
        ["play", tape, "--copy", BuiltProgram.copyDirectory, "--locale", "ko", "--gif", name],
        directory: folder)
      #expect(run.status == 0, "\(run.errors)")
      outputs.append(Array(try Data(contentsOf: folder.appendingPathComponent(name))))
    }
    #expect(outputs[0].starts(with: Array("GIF89a".utf8)))
    #expect(outputs[0].last == 0x3B, "ends with the trailer")
    #expect(outputs[0].count > 10_000)
    #expect(outputs[0] == outputs[1])
    #expect(Self.colorTable(outputs[0]).contains { $0[0] != $0[1] || $0[1] != $0[2] }, "colours")

    let grey = try BuiltProgram.run(
      ["play", tape, "--copy", BuiltProgram.copyDirectory, "--gif", "grey.gif"],
      environment: ["NO_COLOR": "1"],
      directory: folder)
    #expect(grey.status == 0, "\(grey.errors)")
    let table = Self.colorTable(Array(try Data(contentsOf: folder.appendingPathComponent("grey.gif"))))
    #expect(table.count > 2)
    #expect(table.allSatisfy { $0[0] == $0[1] && $0[1] == $0[2] }, "greys only")
  }

  @Test("a --font that cannot be read stops play before anything is written: one line, exit 65")
  func unreadableFont() throws {
    let folder = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try BuiltProgram.run(
      [
        "play", BuiltProgram.copyDirectory + "/demos/first-run-allow.tape", "--copy",
        BuiltProgram.copyDirectory,
        "--gif", "out.gif", "--cast", "out.cast", "--font", "no-such-font.ttf",
      ], directory: folder)
    #expect(run.status == 65)
    #expect(run.errors == "no-such-font.ttf: error: cannot read the font: No such file or directory\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    let misplaced = try BuiltProgram.run(["lint", "--font", "x.ttf"], directory: folder)
    #expect(misplaced.status == 2, "--font belongs to play and gallery")
  }

  @Test(
    "a --font that is a FIFO, a folder or a device is refused before FreeType reads it: one line, exit 65, nothing written",
    arguments: ["fifo", "folder", "device"])
  func fontThatIsNoFile(kind: String) throws {
    let folder = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let fonts = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: fonts) }
    let font: String
    let shown: String
    switch kind {
    case "fifo":
      font = fonts.appendingPathComponent("font.ttf").path
      #expect(mkfifo(font, 0o600) == 0)
      shown = "a FIFO"
    case "folder":
      font = fonts.appendingPathComponent("font.ttf").path
      try FileManager.default.createDirectory(atPath: font, withIntermediateDirectories: false)
      shown = "a folder"
    default:
      font = "/dev/zero"
      shown = "a device"
    }
    let run = try BuiltProgram.run(
      [
        "play", BuiltProgram.copyDirectory + "/demos/first-run-allow.tape", "--copy",
        BuiltProgram.copyDirectory, "--gif", "out.gif", "--cast", "out.cast", "--font", font,
      ], directory: folder)
    #expect(run.status == 65, "\(run.errors)")
    #expect(run.errors == "\(font): error: cannot read the font: it is \(shown), not a regular file\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
  }

  @Test("a GIF that cannot be written leaves the cast beside it as it was: all outputs or none, exit 73")
  func gifIsWrittenWithTheOtherOutputsOrNotAtAll() throws {
    let folder = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let cast = folder.appendingPathComponent("out.cast")
    try "old cast\n".write(to: cast, atomically: true, encoding: .utf8)
    // A file where the GIF's folder would be: the GIF cannot be written.
    try "not a folder\n".write(
      to: folder.appendingPathComponent("blocker"), atomically: true, encoding: .utf8)
    let run = try BuiltProgram.run(
      [
        "play", BuiltProgram.copyDirectory + "/demos/first-run-allow.tape", "--copy",
        BuiltProgram.copyDirectory, "--cast", "out.cast", "--gif", "blocker/out.gif",
      ], directory: folder)
    #expect(run.status == 73, "\(run.errors)")
    #expect(run.errors.hasPrefix("blocker"), "\(run.errors)")
    #expect(run.errors.filter { $0 == "\n" }.count == 1)
    #expect(try String(contentsOf: cast, encoding: .utf8) == "old cast\n")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["blocker", "out.cast"])
  }

  @Test("a missing font is named with the Debian package that has it")
  func missingFonts() throws {
    let folder = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(throws: GIFFontError.self) { try FontLookup.fonts(folders: [folder.path]) }
    do {
      _ = try FontLookup.fonts(folders: [folder.path])
    } catch {
      #expect(error.description.contains("DejaVu Sans Mono"))
      #expect(error.description.contains("apt-get install fonts-dejavu-core"))
      #expect(!error.description.contains("\n"))
    }
    // With DejaVu Sans Mono there, the CJK font is what is missing.
    let found = try FontLookup.fonts()
    let mono = try #require(found.narrow.first)
    try FileManager.default.createSymbolicLink(
      atPath: folder.appendingPathComponent("DejaVuSansMono.ttf").path, withDestinationPath: mono.path)
    do {
      _ = try FontLookup.fonts(folders: [folder.path])
      Issue.record("no CJK font, yet fonts were found")
    } catch {
      #expect(error.description.contains("apt-get install fonts-noto-cjk"), "\(error)")
    }
    // A --font of its own needs neither.
    let own = try FontLookup.fonts(override: mono.path, folders: [folder.path])
    #expect(own.override == mono)
  }
}
