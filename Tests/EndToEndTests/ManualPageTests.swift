import Foundation
import JourneyTestSupport
import Testing

/// `docs/att-journey.1` is what `att-journey completions man` makes from the option table, and man renders it.
@Suite(
  "Manual page",
  .enabled(if: (try? BuiltProgram.path()) != nil, "att-journey is not built (swift build)"))
struct ManualPageTests {
  static var committed: URL { BuiltProgram.packageRoot().appendingPathComponent("docs/att-journey.1") }

  @Test("the committed page is the generated one (att-journey completions man > docs/att-journey.1)")
  func committedPageIsCurrent() throws {
    let generated = try BuiltProgram.run(["completions", "man"])
    #expect(generated.status == 0, "\(generated.errors)")
    let page = try String(contentsOf: Self.committed, encoding: .utf8)
    #expect(
      page == generated.output,
      "docs/att-journey.1 is out of date: run `swift run att-journey completions man > docs/att-journey.1`")
  }

  @Test("man renders the page: every section, every command, every option --help lists")
  func manRendersIt() throws {
    guard let man = TmuxSession.executable(named: "man") else {
      print("man is not installed: rendering docs/att-journey.1 skipped (.ci/run installs man-db)")
      return
    }
    let process = Process()
    process.executableURL = man
    process.arguments = ["-l", "-P", "cat", Self.committed.path]
    process.environment = [
      "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "MANWIDTH": "100", "MAN_KEEP_FORMATTING": "",
    ]
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    let warnings = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "\(warnings)")
    #expect(warnings.isEmpty, "man and groff warn: \(warnings)")
    // Bold and underline are drawn with backspaces when the output is not a terminal; read the letters.
    var text = ""
    for character in String(decoding: data, as: UTF8.self) {
      if character == "\u{8}" { if !text.isEmpty { text.removeLast() } } else { text.append(character) }
    }
    for section in ["NAME", "SYNOPSIS", "DESCRIPTION", "COMMANDS", "OPTIONS", "FILES", "EXAMPLES"] {
      #expect(text.contains("\n" + section + "\n"), "section \(section)")
    }
    for command in try CompletionScriptTests.helpCommands() {
      #expect(text.contains("att-journey \(command)"), "command \(command) in the SYNOPSIS")
    }
    for option in try DocumentedOptionsTests.helpTable().keys {
      #expect(text.contains(option), "option \(option)")
    }
    #expect(text.contains("COPY (walk, play"), "options grouped under --help's headings")
  }
}
