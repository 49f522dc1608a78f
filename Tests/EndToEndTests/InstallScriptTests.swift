import Foundation
import JourneyTestSupport
import Testing

/// `Scripts/install` into a temporary prefix: the program runs from there with no package around, using
/// the installed copy, and `--uninstall` takes away exactly what was put.
@Suite(
  "Install script",
  .enabled(if: (try? BuiltProgram.path()) != nil, "att-journey is not built (swift build)"))
struct InstallScriptTests {
  /// Runs a program in a folder with a plain environment whose home is that folder.
  static func run(_ program: String, _ arguments: [String], in folder: URL) throws -> BuiltProgram.Run {
    try BuiltProgram.run(
      executable: program, arguments, environment: ["HOME": folder.path], directory: folder)
  }

  /// Every file and folder under `folder`, relative, sorted.
  static func contents(of folder: URL) -> [String] {
    (FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []).sorted()
  }

  @Test("install, run with no package around, uninstall leaves the prefix empty")
  func installRunUninstall() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("att-install-\(UUID())")
    let prefix = root.appendingPathComponent("prefix")
    let elsewhere = root.appendingPathComponent("elsewhere")
    try FileManager.default.createDirectory(at: prefix, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: root) }
    let script = BuiltProgram.packageRoot().appendingPathComponent("Scripts/install").path

    let install = try Self.run(script, ["--binary", try BuiltProgram.path(), prefix.path], in: elsewhere)
    #expect(install.status == 0, "\(install.errors)")
    let installed = [
      "bin/att-journey", "share/att-journey/copy/journey.json", "share/att-journey/copy/ko.lproj",
      "share/att-journey/copy/demos/first-run-allow.tape", "share/man/man1/att-journey.1",
      "share/bash-completion/completions/att-journey", "share/zsh/site-functions/_att-journey",
      "share/fish/vendor_completions.d/att-journey.fish", "share/att-journey/installed-files",
    ]
    let listed = Self.contents(of: prefix)
    for path in installed {
      #expect(listed.contains(path), "\(path) installed")
    }
    #expect(
      install.output.contains("installed " + prefix.path + "/bin/att-journey"), "it says what went where")
    let manifest = try String(
      contentsOf: prefix.appendingPathComponent("share/att-journey/installed-files"), encoding: .utf8)
    #expect(manifest.contains(prefix.path + "/share/man/man1/att-journey.1\n"), "\(manifest)")

    // The installed program, run from a folder with no copy/, reads the installed copy.
    let program = prefix.appendingPathComponent("bin/att-journey").path
    let lint = try Self.run(program, ["lint"], in: elsewhere)
    #expect(lint.status == 0, "\(lint.errors)")
    let copy = prefix.appendingPathComponent("share/att-journey/copy").path
    #expect(lint.output.contains(copy + "/"), "lint reads the installed copy: \(lint.output.prefix(400))")
    let tape = copy + "/demos/first-run-allow.tape"
    let play = try Self.run(program, ["play", tape, "--frames", "frames.txt"], in: elsewhere)
    #expect(play.status == 0, "\(play.errors)")
    let frames = try String(contentsOf: elsewhere.appendingPathComponent("frames.txt"), encoding: .utf8)
    #expect(frames.contains("Allow"), "the demo played")
    let completion = try String(
      contentsOf: prefix.appendingPathComponent("share/bash-completion/completions/att-journey"),
      encoding: .utf8)
    #expect(completion.contains("complete -o bashdefault -o default -F _att_journey att-journey"))

    // A second install replaces the first, and still lists every file once.
    let again = try Self.run(script, ["--binary", try BuiltProgram.path(), prefix.path], in: elsewhere)
    #expect(again.status == 0, "\(again.errors)")
    #expect(Self.contents(of: prefix) == listed, "the same files after a second install")

    let uninstall = try Self.run(script, ["--uninstall", prefix.path], in: elsewhere)
    #expect(uninstall.status == 0, "\(uninstall.errors)")
    #expect(uninstall.output.contains("removed " + program), "it says what it removed")
    #expect(Self.contents(of: prefix).isEmpty, "the prefix is empty: \(Self.contents(of: prefix))")

    // Something of the person's own under the prefix stays, with the folders holding it.
    let second = try Self.run(script, ["--binary", try BuiltProgram.path(), prefix.path], in: elsewhere)
    #expect(second.status == 0, "\(second.errors)")
    try "mine\n".write(
      to: prefix.appendingPathComponent("share/man/man1/other.1"), atomically: true, encoding: .utf8)
    let last = try Self.run(script, ["--uninstall", prefix.path], in: elsewhere)
    #expect(last.status == 0, "\(last.errors)")
    #expect(Self.contents(of: prefix) == ["share", "share/man", "share/man/man1", "share/man/man1/other.1"])
  }
}
