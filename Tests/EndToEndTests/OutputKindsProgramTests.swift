import Foundation
import JourneyTestSupport
import Testing

/// Where the program's outputs may land, as a person runs it: only a path typed on the command line may be
/// a device or a FIFO (written directly, a FIFO with no reader an error at once); a file the program names
/// itself inside a folder (`--all-locales`, export, gallery, init) is a regular file or nothing; no file of
/// the program's goes beside a device; and two spellings of one file are one file.
@Suite("output kinds, as the program runs")
struct OutputKindsProgramTests {
  private static let copy = BuiltProgram.copyDirectory
  private static let tape = BuiltProgram.copyDirectory + "/demos/first-run-allow.tape"

  @Test("--cast /dev/stdout streams the same cast a file gets; a Screenshot with no folder is refused")
  func castToStandardOutput() throws {
    let tree = try TemporaryTree()
    defer { tree.remove() }
    let file = try BuiltProgram.run(
      [
        "play", Self.tape, "--copy", Self.copy, "--cast", tree.root + "/demo.cast", "--screenshots",
        tree.root,
      ])
    try #require(file.status == 0, "\(file.errors)")
    let piped = try BuiltProgram.run(
      [
        "play", Self.tape, "--copy", Self.copy, "--cast", "/dev/stdout", "--screenshots",
        tree.root + "/shots",
      ])
    #expect(piped.status == 0, "\(piped.errors)")
    #expect(piped.output == (try String(contentsOfFile: tree.root + "/demo.cast", encoding: .utf8)))
    let refused = try BuiltProgram.run(["play", Self.tape, "--copy", Self.copy, "--cast", "/dev/stdout"])
    #expect(refused.status == 2)
    #expect(
      refused.errors
        == "\(Self.tape):31:1: error: Screenshot would go beside /dev/stdout, which is not a regular file; give --screenshots DIR\n"
    )
    #expect(refused.output.isEmpty)
  }

  @Test("a device named on the command line (through a link) is written directly, nothing staged beside it")
  func deviceOutputs() throws {
    let tree = try TemporaryTree()
    defer { tree.remove() }
    let out = tree.root + "/out"
    try PlantedOutput.linkToDevice.plant(at: out)
    let before = try OutputLeftovers.entries(tree.root)
    for arguments in [
      [
        "play", Self.tape, "--copy", Self.copy, "--frames", out, "--svg", out + "2", "--screenshots",
        tree.root + "/shots",
      ],
      ["map", "--copy", Self.copy, "--format", "json", "--out", out],
      ["review", "--copy", Self.copy, "--locales", "en", "--format", "text", "--out", out],
      ["export", "--copy", Self.copy, "--format", "csv", out],
    ] {
      let run = try BuiltProgram.run(arguments)
      #expect(
        run.status == 0 || (arguments[0] == "review" && run.status == 1), "\(arguments[0]): \(run.errors)")
      let after = try OutputLeftovers.entries(tree.root).filter {
        !$0.key.hasPrefix("shots") && $0.key != "out2"
      }
      #expect(after == before, "\(arguments[0]): nothing staged beside the device")
    }
  }

  @Test("review --text-sizes refuses its other pages beside a device --out, one line, exit 73")
  func pagesBesideADevice() throws {
    let tree = try TemporaryTree()
    defer { tree.remove() }
    let out = tree.root + "/null"
    try PlantedOutput.linkToDevice.plant(at: out)
    let before = try OutputLeftovers.entries(tree.root)
    let run = try BuiltProgram.run(
      ["review", "--copy", Self.copy, "--locales", "en", "--text-sizes", "large,AX1", "--out", out])
    #expect(run.status == 73, "\(run.errors)")
    #expect(
      run.errors.hasSuffix(
        "\(out).AX1.html: error: would go beside \(out), which is not a regular file; give the files a folder of their own\n"
      ), "\(run.errors)")
    #expect(try OutputLeftovers.entries(tree.root) == before)
  }

  @Test(
    "a FIFO with no reader named on the command line is one line and exit 73 at once, for every command",
    arguments: Soak.cases([PlantedOutput.fifo, .linkToFIFO], everyday: 1))
  func fifoWithoutReader(planted: PlantedOutput) throws {
    let tree = try TemporaryTree()
    defer { tree.remove() }
    let out = tree.root + "/out"
    try planted.plant(at: out)
    let before = try OutputLeftovers.entries(tree.root)
    for arguments in [
      ["play", Self.tape, "--copy", Self.copy, "--cast", out, "--screenshots", tree.root + "/shots"],
      ["play", Self.tape, "--copy", Self.copy, "--log", out],
      ["map", "--copy", Self.copy, "--format", "json", "--out", out],
      ["review", "--copy", Self.copy, "--locales", "en", "--out", out],
      ["export", "--copy", Self.copy, "--format", "csv", out],
    ] {
      let run = try BuiltProgram.run(arguments)
      #expect(run.status == 73, "\(arguments[0]): \(run.errors)")
      #expect(
        run.errors.hasSuffix("\(out): error: cannot write: a FIFO with no reader; nothing waits for one\n"),
        "\(arguments[0]): \(run.errors)")
      #expect(try OutputLeftovers.entries(tree.root) == before)
    }
  }

  @Test(
    "a FIFO, a link to a device or a link to a FIFO in an output folder is refused, never written through",
    .enabled(
      if: FileManager.default.fileExists(atPath: FileSizeLimitTests.font), "DejaVu Sans Mono is not installed"
    ),
    arguments: Soak.cases([PlantedOutput.linkToFIFO, .fifo, .linkToDevice], everyday: 1))
  func plantedInOutputFolders(planted: PlantedOutput) throws {
    let tree = try TemporaryTree()
    defer { tree.remove() }
    let demos = try GalleryCommandTests.copy(in: URL(fileURLWithPath: tree.root), named: "demos-copy").path
    let cases: [(folder: String, name: String, arguments: [String])] = [
      (
        "gallery", "first-run-allow.en.cast",
        ["gallery", "--copy", demos, "--font", FileSizeLimitTests.font, "--force"]
      ),
      (
        "locales", "first-run-allow.en.cast",
        ["play", Self.tape, "--copy", Self.copy, "--font", FileSizeLimitTests.font, "--all-locales"]
      ),
      ("exported", "ko.xliff", ["export", "--copy", Self.copy, "--format", "xliff"]),
      ("app", "README.md", ["init", "--app-name", "Grid", "--force"]),
    ]
    for (folder, name, arguments) in cases {
      let path = tree.root + "/" + folder
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
      try planted.plant(at: path + "/" + name)
      let before = try OutputLeftovers.entries(tree.root)
      let run = try BuiltProgram.run(
        ["init", "gallery"].contains(arguments[0])
          ? [arguments[0], path] + arguments.dropFirst() : arguments + [path])
      #expect(run.status == 73, "\(arguments[0]): \(run.errors)")
      let shown = path + "/" + name
      let expected =
        planted == .fifo
        ? "\(shown): error: is a FIFO, not a regular file; only an output named on the command line may be one\n"
        : "\(shown): error: is a symbolic link; outputs are never written through a link\n"
      #expect(run.errors.hasSuffix(expected), "\(arguments[0]): \(run.errors)")
      #expect(run.errors.filter { $0 == "\n" }.count == 1)
      #expect(try OutputLeftovers.entries(tree.root) == before, "\(arguments[0]): nothing written")
    }
  }

  @Test(
    "a Screenshot that is --frames under another spelling is refused before anything runs",
    arguments: ["absolute", "dotted", "linked", "plain"])
  func screenshotReplacingFramesBySpelling(spelling: String) throws {
    let tree = try TemporaryTree()
    defer { tree.remove() }
    try tree.write("t.tape", "Launch\nScreenshot f\n")
    try FileManager.default.createDirectory(atPath: tree.root + "/o", withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: tree.root + "/link", withDestinationPath: tree.root + "/o")
    let shots =
      ["absolute": tree.root + "/o", "dotted": "./o/../o/", "linked": "link", "plain": "o"][spelling]!
    let run = try BuiltProgram.run(
      ["play", "t.tape", "--copy", Self.copy, "--frames", "o/f.txt", "--screenshots", shots],
      directory: URL(fileURLWithPath: tree.root))
    #expect(run.status == 2, "\(run.errors)")
    #expect(run.errors.hasPrefix("t.tape:2:1: error: Screenshot would replace "), "\(run.errors)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: tree.root + "/o").isEmpty)
    // A name one letter off is another file: it plays.
    let other = try BuiltProgram.run(
      ["play", "t.tape", "--copy", Self.copy, "--frames", "o/g.txt", "--screenshots", shots],
      directory: URL(fileURLWithPath: tree.root))
    #expect(other.status == 0, "\(other.errors)")
  }

  @Test("two outputs that are one file under two spellings are refused before anything runs")
  func twoOutputsOneFile() throws {
    let tree = try TemporaryTree()
    defer { tree.remove() }
    try FileManager.default.createDirectory(atPath: tree.root + "/o", withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: tree.root + "/link", withDestinationPath: tree.root + "/o")
    for (cast, frames) in [("o/x", "./o/../o/x"), ("o/x", "link/x"), ("o/x", tree.root + "/o/x")] {
      let run = try BuiltProgram.run(
        ["play", Self.tape, "--copy", Self.copy, "--cast", cast, "--frames", frames, "--screenshots", "s"],
        directory: URL(fileURLWithPath: tree.root))
      #expect(run.status == 2, "\(frames): \(run.errors)")
      #expect(
        run.errors
          == "att-journey: --cast and --frames name the same file; give each output a file of its own\n")
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: tree.root + "/o").isEmpty)
  }
}
