import Foundation
import JourneyTestSupport
import Testing

/// The bash completion script in a real interactive bash in tmux, the built program on PATH.
@Suite(
  "Completion in bash",
  .enabled(if: TmuxSession.isAvailable, "tmux is not installed (.ci/run installs it)"),
  .enabled(if: TmuxSession.executable(named: "bash") != nil, "bash is not installed"),
  .enabled(if: (try? BuiltProgram.path()) != nil, "att-journey is not built (swift build)"))
struct CompletionInBashTests {
  @Test("Tab completes a command, an option and its values")
  func tabCompletes() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("att-bash-\(UUID())")
    let bin = folder.appendingPathComponent("bin")
    try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createSymbolicLink(
      atPath: bin.appendingPathComponent("att-journey").path, withDestinationPath: try BuiltProgram.path())
    let script = folder.appendingPathComponent("att-journey.bash")
    try BuiltProgram.run(["completions", "bash"]).output.write(to: script, atomically: true, encoding: .utf8)
    let rc = folder.appendingPathComponent("rc")
    try "source \(BuiltProgram.quoted(script.path))\nPS1='ready$ '\n".write(
      to: rc, atomically: true, encoding: .utf8)
    let session = try TmuxSession(
      script: "PATH=\(BuiltProgram.quoted(bin.path)):/usr/bin:/bin exec bash --noprofile --rcfile "
        + BuiltProgram.quoted(rc.path) + " -i",
      columns: 120, rows: 20)
    try session.waitFor("ready$")
    try session.sendKeys("att-journey pl", literal: true)
    try session.sendKeys("Tab")
    try session.waitFor("ready$ att-journey play")
    // tmux would read a word starting with a dash as its own flag.
    _ = try session.tmux(["send-keys", "-t", session.target, "-l", "--", "--appe"])
    try session.sendKeys("Tab")
    try session.waitFor("att-journey play --appearance")
    try session.sendKeys("d", literal: true)
    try session.sendKeys("Tab")
    try session.waitFor("att-journey play --appearance dark")
    try session.sendKeys("C-u")
    try session.sendKeys("att-journey map --focus pri", literal: true)
    try session.sendKeys("Tab")
    try session.waitFor("att-journey map --focus primer")
    try session.sendKeys("C-u")
    try session.sendKeys("att-journey review --screens primer,ale", literal: true)
    try session.sendKeys("Tab")
    try session.waitFor("att-journey review --screens primer,alert")
    // An option of another command is not offered: lint takes no --focus.
    try session.sendKeys("C-u")
    try session.sendKeys("att-journey lint --foc", literal: true)
    try session.sendKeys("Tab")
    try session.sendKeys("X", literal: true)
    let screen = try session.waitFor("att-journey lint --focX")
    #expect(!screen.contains("--focus"), "\(screen)")
  }
}
