import Foundation
import JourneyTestSupport
import Testing

/// Every writing command run under a file-size limit (`ulimit -f`): the write fails with EFBIG instead of
/// SIGXFSZ killing the process half way, the previous outputs stay byte for byte, no staging folder or
/// temporary file is left, and the command says why in one line with exit 73.
@Suite("file-size limit")
struct FileSizeLimitTests {
  /// Runs the program under `ulimit -f 1` (512 or 1024 bytes, as the shell counts blocks) in `directory`.
  private static func limited(_ arguments: [String], in directory: String) throws -> (
    status: Int32, errors: String
  ) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", "ulimit -f 1; exec \"$0\" \"$@\"", try BuiltProgram.path()] + arguments
    process.environment = ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"]
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationReason == .exit, "not killed by SIGXFSZ")
    #expect(outputData.isEmpty || arguments.first == "init", "nothing on standard output")
    return (process.terminationStatus, String(decoding: errorData, as: UTF8.self))
  }

  /// A command, the way to make its previous outputs in a fresh folder, and the limited run over them.
  struct Case: CustomStringConvertible, Sendable {
    let command: String
    /// Runs unlimited first (outputs then marked "previous"); nil when the case seeds its own.
    let first: [String]?
    let limited: [String]
    var description: String { command }
  }

  static let copy = BuiltProgram.copyDirectory
  static let tape = BuiltProgram.copyDirectory + "/demos/first-run-allow.tape"

  static let cases: [Case] = [
    Case(
      command: "play",
      first: ["play", tape, "--copy", copy, "--cast", "o/demo.cast", "--frames", "o/demo.txt"],
      limited: [
        "play", tape, "--copy", copy, "--cast", "o/demo.cast", "--frames", "o/demo.txt", "--svg",
        "o/demo.svg",
      ]),
    Case(
      command: "play --all-locales",
      first: ["play", tape, "--copy", copy, "--font", font, "--all-locales", "o"],
      limited: ["play", tape, "--copy", copy, "--font", font, "--all-locales", "o"]),
    Case(
      command: "review", first: ["review", "--copy", copy, "--locales", "en", "--out", "o/review.html"],
      limited: ["review", "--copy", copy, "--locales", "en", "--out", "o/review.html"]),
    Case(
      command: "export", first: ["export", "--copy", copy, "o", "--format", "xliff"],
      limited: ["export", "--copy", copy, "o", "--format", "xliff"]),
    Case(
      command: "init", first: ["init", "o", "--app-name", "Grid"],
      limited: ["init", "o", "--app-name", "Grid", "--force"]),
    Case(
      command: "map", first: ["map", "--copy", copy, "--format", "dot", "--out", "o/map.dot"],
      limited: ["map", "--copy", copy, "--format", "dot", "--out", "o/map.dot"]),
  ]

  @Test("a file-size limit leaves the previous outputs byte for byte: one line, exit 73", arguments: cases)
  func limitKeepsPreviousOutputs(_ run: Case) throws {
    let tree = try TemporaryTree()
    defer { tree.remove() }
    try FileManager.default.createDirectory(atPath: tree.root + "/o", withIntermediateDirectories: true)
    if let first = run.first {
      let made = try BuiltProgram.run(first, directory: URL(fileURLWithPath: tree.root))
      try #require(made.status == 0 || made.status == 1, "\(made.errors)")
    }
    try OutputLeftovers.markPrevious(tree.root + "/o")
    let before = try OutputLeftovers.entries(tree.root)
    try #require(!before.isEmpty)
    let limited = try Self.limited(run.limited, in: tree.root)
    #expect(limited.status == 73, "\(limited.errors)")
    #expect(limited.errors.hasSuffix(": error: cannot write: File too large\n"), "\(limited.errors)")
    #expect(limited.errors.filter { $0 == "\n" }.count == 1, "\(limited.errors)")
    #expect(try OutputLeftovers.entries(tree.root) == before, "the previous outputs, and nothing else")
  }

  @Test("import under a file-size limit leaves every table of the copy folder as it was, exit 73")
  func importKeepsTheCopy() throws {
    let tree = try TemporaryTree()
    defer { tree.remove() }
    let copy = tree.root + "/copy"
    try FileManager.default.copyItem(atPath: BuiltProgram.copyDirectory, toPath: copy)
    let exported = try BuiltProgram.run(["export", "--copy", copy, "--format", "xliff", tree.root + "/x"])
    try #require(exported.status == 0, "\(exported.errors)")
    let ko = tree.root + "/x/ko.xliff"
    let text = try String(contentsOfFile: ko, encoding: .utf8)
    let changed = text.replacingOccurrences(
      of: "<target state=\"translated\">광고에 대해 잠깐 알려 드려요</target>",
      with: "<target state=\"translated\">광고 이야기</target>")
    try #require(changed != text)
    try changed.write(toFile: ko, atomically: true, encoding: .utf8)
    let before = try OutputLeftovers.entries(copy)
    let limited = try Self.limited(["import", "--copy", copy, ko], in: tree.root)
    #expect(limited.status == 73, "\(limited.errors)")
    #expect(limited.errors.hasSuffix(": error: cannot write: File too large\n"), "\(limited.errors)")
    #expect(try OutputLeftovers.entries(copy) == before)
  }

  /// A font with every Latin glyph, so the gallery's GIFs are drawn whatever CJK fonts are installed.
  static let font = "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf"

  @Test(
    "gallery under a file-size limit leaves the previous gallery byte for byte, exit 73",
    .enabled(if: FileManager.default.fileExists(atPath: font), "DejaVu Sans Mono is not installed (.ci/run)"),
    .enabled(if: Soak.isEnabled, Soak.soakOnly))
  func galleryKeepsThePreviousGallery() throws {
    let tree = try TemporaryTree()
    defer { tree.remove() }
    let copy = try GalleryCommandTests.copy(in: URL(fileURLWithPath: tree.root), named: "copy")
    let made = try BuiltProgram.run(
      ["gallery", "o", "--copy", copy.path, "--font", Self.font], directory: URL(fileURLWithPath: tree.root))
    try #require(made.status == 0, "\(made.errors)")
    try OutputLeftovers.markPrevious(tree.root + "/o")
    let before = try OutputLeftovers.entries(tree.root)
    let limited = try Self.limited(["gallery", "o", "--copy", copy.path, "--font", Self.font], in: tree.root)
    #expect(limited.status == 73, "\(limited.errors)")
    #expect(limited.errors.hasSuffix(": error: cannot write: File too large\n"), "\(limited.errors)")
    #expect(try OutputLeftovers.entries(tree.root) == before)
  }
}
