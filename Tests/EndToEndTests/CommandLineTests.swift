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
      (["--country", "XX"], "option '--country' takes an ISO 3166-1 alpha-2 code such as FR, not 'XX'"),
    ])
  func badCommandLine(arguments: [String], message: String) throws {
    let run = try BuiltProgram.run(arguments)
    #expect(run.status == 2)
    #expect(run.errors == "att-journey: \(message) (see att-journey --help)\n")
    #expect(run.output.isEmpty)
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
