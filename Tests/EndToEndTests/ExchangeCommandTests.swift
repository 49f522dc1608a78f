import Foundation
import JourneyTestSupport
import Testing

@Suite("export and import on the command line: folders named, refusals write nothing, no crash")
struct ExchangeCommandTests {
  @Test("export to a one-character relative folder writes there (it used to die with SIGILL)")
  func oneCharacterFolder() throws {
    let tree = try TemporaryTree()
    defer { tree.remove() }
    try FileManager.default.copyItem(atPath: BuiltProgram.copyDirectory, toPath: tree.root + "/c")
    let run = try BuiltProgram.run(
      ["export", "--copy", "c", "o", "--format", "xliff"], directory: URL(fileURLWithPath: tree.root))
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.errors == "att-journey: wrote 6 xliff files to o from the copy folder c\n")
    #expect(FileManager.default.fileExists(atPath: tree.root + "/o/ko.xliff"))
    let inside = try BuiltProgram.run(
      ["export", "--copy", "c", "c/o", "--format", "xliff"], directory: URL(fileURLWithPath: tree.root))
    #expect(inside.status == 2)
    #expect(!FileManager.default.fileExists(atPath: tree.root + "/c/o"))
  }

  @Test("without --copy, the summary says which copy folder was read and written")
  func defaultFolderNamed() throws {
    let tree = try TemporaryTree()
    defer { tree.remove() }
    try FileManager.default.copyItem(atPath: BuiltProgram.copyDirectory, toPath: tree.root + "/copy")
    let here = URL(fileURLWithPath: tree.root)
    let exported = try BuiltProgram.run(["export", "out.csv", "--format", "csv"], directory: here)
    #expect(
      exported.errors
        == "att-journey: wrote 1 csv file to out.csv from the copy folder ./copy (no --copy given: the one in the current folder)\n"
    )
    let imported = try BuiltProgram.run(["import", "out.csv"], directory: here)
    #expect(imported.status == 0, "\(imported.errors)")
    #expect(
      imported.errors.hasSuffix(
        "unchanged; in the copy folder ./copy (no --copy given: the one in the current folder)\n"))
    let elsewhere = try TemporaryTree()
    defer { elsewhere.remove() }
    let bundled = try BuiltProgram.run(
      ["export", "out", "--format", "csv"], directory: URL(fileURLWithPath: elsewhere.root))
    #expect(bundled.errors.contains("from the bundled copy folder "))
    #expect(bundled.errors.hasSuffix(" (no --copy given)\n"))
  }

  @Test("a refused file among good ones writes nothing, exit 65; an over-budget value is a warning, exit 0")
  func refusalWritesNothing() throws {
    let tree = try TemporaryTree()
    defer { tree.remove() }
    let copy = tree.root + "/copy"
    try FileManager.default.copyItem(atPath: BuiltProgram.copyDirectory, toPath: copy)
    let before = try FolderSnapshot.files(copy)
    let out = tree.root + "/out"
    #expect(try BuiltProgram.run(["export", "--copy", copy, "--format", "xliff", out]).status == 0)
    let ko = out + "/ko.xliff"
    let text = try String(contentsOfFile: ko, encoding: .utf8)
    let long = String(repeating: "계속", count: 30)
    try text.replacingOccurrences(
      of: "<target state=\"translated\">광고에 대해 잠깐 알려 드려요</target>",
      with: "<target state=\"translated\">\(long)</target>"
    ).write(toFile: ko, atomically: true, encoding: .utf8)
    try tree.write(
      "Primer.xcstrings",
      """
      {"sourceLanguage":"en","version":"1.0","strings":{"primer.title":{"localizations":{
        "ko":{"variations":{"device":{"ipad":{"stringUnit":{"state":"translated","value":"a"}},
          "iphone":{"stringUnit":{"state":"translated","value":"b"}}}}}}}}}
      """)
    let refused = try BuiltProgram.run(["import", "--copy", copy, ko, tree.root + "/Primer.xcstrings"])
    #expect(refused.status == 65)
    #expect(refused.errors.contains("primer.title (ko: device ipad, device iphone)"), "\(refused.errors)")
    #expect(try FolderSnapshot.files(copy) == before)
    let warned = try BuiltProgram.run(["import", "--copy", copy, ko])
    #expect(warned.status == 0, "\(warned.errors)")
    #expect(
      warned.output.contains(
        ": warning: [COPY-budget] 120/40 display columns: 80 over the budget in its comment: "),
      "\(warned.output)")
    #expect(warned.output.contains("(ko, Primer/primer.title)\n"))
    #expect(warned.errors.contains("1 value changed in 1 file, "))
    #expect(warned.errors.contains("COPY-budget"))
    #expect(warned.errors.hasSuffix(", imported anyway; in the copy folder \(copy)\n"))
  }
}
