import Foundation
import JourneyTestSupport
import Testing

/// Options, help and the text fallback, run without a terminal.
@Suite("Command line")
struct CommandLineTests {
  @Test("--help documents every option and subcommand")
  func help() throws {
    let run = try BuiltProgram.run(["--help"])
    #expect(run.status == 0)
    let options = [
      "--copy DIR", "--locale", "--variant", "--device", "--region", "--wiring", "--os VERSION",
      "--restricted", "--tracking-requests on|off", "--log FILE", "--record-tape FILE", "--no-inspector",
      "--cast FILE", "--format FORMAT", "--out, -o FILE", "--help", "--version", "NO_COLOR",
    ]
    for option in options { #expect(run.output.contains(option), "help lacks \(option)") }
    for command in ["lint", "play", "review"] { #expect(run.output.contains("att-journey \(command)")) }
  }

  @Test(
    "a bad command line gives one clear line and exit 2",
    arguments: [
      (["--bogus"], "unknown option '--bogus'"),
      (["--locale"], "option '--locale' needs a value"),
      (["--copy", "--locale", "ko"], "option '--copy' needs a value"),
      (
        ["--os", "25"],
        "option '--os' takes a modelled iOS version (12–18, 26 or 27, with a minor 0–9, such as 13.7, 14.4 or 27.2), not '25'"
      ),
      (["--tracking-requests=maybe"], "option '--tracking-requests' takes on or off, not 'maybe'"),
      (["--no-inspector=yes"], "option '--no-inspector' takes no value"),
      (["stray"], "unexpected argument 'stray'"),
      (["lint", "--cast", "x"], "option '--cast' does not apply to 'lint', only to play"),
      (["lint", "--record-tape", "y"], "option '--record-tape' does not apply to 'lint', only to walk"),
      (["review", "--log", "z"], "option '--log' does not apply to 'review', only to play, walk"),
      (
        ["review", "--tables", "Nope"],
        "option '--tables' takes Consent or Demos or InfoPlist or Onboarding or Outcome or Primer or Settings or System or VoiceOver, not 'Nope'"
      ),
      (["lint", "--phones"], "option '--phones' does not apply to 'lint', only to review"),
      (["review", "--notices"], "option '--notices' does not apply to 'review', only to lint"),
      (["--country", "XX"], "option '--country' takes an ISO 3166-1 alpha-2 code such as FR, not 'XX'"),
      (["--lcoale", "ko"], "unknown option '--lcoale'; did you mean '--locale'?"),
      (["map", "--fromat", "svg"], "unknown option '--fromat'; did you mean '--format'?"),
      (
        ["map", "--out", "m.html", "--format", "dot"],
        "m.html ends in .html, which is html, but --format is dot; change one"
      ),
      (
        ["review", "--out", "r.md", "--format", "html"],
        "r.md ends in .md, which is md, but --format is html; change one"
      ),
    ])
  func badCommandLine(arguments: [String], message: String) throws {
    let run = try BuiltProgram.run(arguments)
    #expect(run.status == 2)
    #expect(run.errors == "att-journey: \(message) (see att-journey --help)\n")
    #expect(run.output.isEmpty)
  }

  @Test(
    "without --format, the output file's extension picks the format (map, review, export)",
    arguments: [
      (["map"], "m.json", "{"), (["map"], "m.dot", "digraph"),
      (["review"], "r.txt", "Copy review\n==="), (["review"], "r.md", "# Copy review"),
      (["export"], "out.csv", "\"locale\",\"variant\""),
    ])
  func formatFollowsExtension(command: [String], file: String, start: String) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ext-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let target = folder.appendingPathComponent(file).path
    let output = command == ["export"] ? [target] : ["--out", target]
    let run = try BuiltProgram.run(command + ["--copy", BuiltProgram.copyDirectory] + output)
    #expect(run.status == 0, "\(run.errors)")
    let text = try String(contentsOfFile: target, encoding: .utf8)
    // A CSV starts with a byte order mark for spreadsheets; the rest starts the format's own way.
    #expect(text.prefix(60).contains(start), "\(file) starts \(text.prefix(40))")
  }

  @Test("a folder or file with no position names no line and column")
  func wholeFileErrorsHaveNoPosition() throws {
    let copy = try BuiltProgram.run(["lint", "--copy", "/nonexistent-copy"])
    #expect(copy.status == 65)
    #expect(copy.errors == "/nonexistent-copy: error: copy directory not found or not a directory\n")
    let tape = try BuiltProgram.run(["play", "/nonexistent.tape", "--copy", BuiltProgram.copyDirectory])
    #expect(tape.status == 65)
    #expect(tape.errors.hasPrefix("/nonexistent.tape: error: cannot read tape"), "\(tape.errors)")
  }

  @Test("--version prints the version")
  func version() throws {
    let run = try BuiltProgram.run(["--version", "--locale", "ko"])
    #expect(run.status == 0)
    #expect(run.output.hasPrefix("att-journey "))
  }

  @Test("stdout a pipe: the default journey as plain text frames and a note on stderr")
  func textFrames() throws {
    let elsewhere = FileManager.default.temporaryDirectory
    let run = try BuiltProgram.run(
      ["--copy", BuiltProgram.copyDirectory], environment: ["TERM": "xterm"], directory: elsewhere)
    #expect(run.status == 0)
    #expect(
      run.errors
        == "att-journey: standard output is not a terminal; printing the default journey as text frames\n")
    OutputModeTests.expectDefaultJourney(run.output)
  }
}
