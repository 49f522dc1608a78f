import Foundation
import JourneyTestSupport
import Testing

/// The "walk your own app in five minutes" path of docs/own-app.md, run as a person would.
@Suite(
  "Walk your own app",
  .enabled(if: TmuxSession.isAvailable, "tmux is not installed (.ci/run installs it)"))
struct OwnAppTests {
  /// `(rule, table/key, locale)` of every finding `lint --format json` prints.
  static func findings(_ directory: String) throws -> (
    status: Int32, rows: [(rule: String, key: String, locale: String)]
  ) {
    let run = try BuiltProgram.run(["lint", "--copy", directory, "--format", "json"])
    let json = try JSONSerialization.jsonObject(with: Data(run.output.utf8))
    let list = (json as? [[String: Any]]) ?? ((json as? [String: Any])?["findings"] as? [[String: Any]]) ?? []
    return (
      run.status,
      list.map {
        (
          $0["ruleID"] as? String ?? "", "\($0["table"] as? String ?? "")/\($0["key"] as? String ?? "")",
          $0["locale"] as? String ?? ""
        )
      }
    )
  }

  @Test(
    "init → edit two values → walk to the alert in tmux → lint → export (ATT-10: the alert shows the purpose string)"
  )
  func fiveMinutes() throws {
    let tree = try TemporaryTree()
    defer { tree.remove() }
    let directory = tree.root + "/lumen"
    let created = try BuiltProgram.run([
      "init", directory, "--app-name", "Lumen", "--feature", "Lumen Picks", "--locales", "ko",
    ])
    #expect(created.status == 0, "\(created.errors)")
    #expect(created.output.contains("att-journey lint --copy \(directory)"))

    let before = try Self.findings(directory)
    #expect(before.status == 0, "stand-ins are warnings, not errors")
    let unwritten = before.rows.filter { $0.rule == "COPY-unwritten" }
    #expect(unwritten.count > 40)
    #expect(
      before.rows.allSatisfy { $0.rule == "COPY-unwritten" || $0.rule == "SYS-unverified" },
      "only stand-ins (and the reference's own unverified System cells): \(before.rows.filter { $0.rule != "COPY-unwritten" && $0.rule != "SYS-unverified" })"
    )
    #expect(unwritten.contains { $0.key == "Primer/primer.title" && $0.locale == "ko" })

    // Edit two values in a text editor's way: replace the stand-ins in the English tables.
    for (file, key, value) in [
      ("en.lproj/Primer.strings", "primer.title", "About Ads in Lumen"),
      (
        "en.lproj/InfoPlist.strings", "NSUserTrackingUsageDescription",
        "Ads stay either way; tailored if you allow."
      ),
    ] {
      let path = directory + "/" + file
      let text = try String(contentsOfFile: path, encoding: .utf8)
      let standIn = "\"[TODO en] \(key)\""
      #expect(text.contains(standIn))
      try text.replacingOccurrences(of: standIn, with: "\"\(value)\"").write(
        toFile: path, atomically: true, encoding: .utf8)
    }

    let session = try TmuxSession(
      script: TerminalScripts.running(program: try BuiltProgram.path(), arguments: ["--copy", directory]))
    try session.waitForScreen("springboard")
    #expect(try session.journeyScreen().text.contains("Lumen"))
    let welcome = try session.press("Enter", expecting: "onboarding-1")
    #expect(
      welcome.text.contains("[TODO en] onboarding.welcome.title"), "a stand-in is plainly marked on screen")
    let primer = try session.press("Enter", expecting: "primer")
    #expect(primer.text.contains("About Ads in Lumen"))
    let alert = try session.press("Enter", expecting: "alert over primer")
    #expect(alert.text.contains("tailored"), "the edited purpose string is on the alert")
    #expect(alert.text.contains("“Lumen”"), "the alert's title names the app")
    try session.sendKeys("q")
    _ = try session.waitForFile("status")

    let after = try Self.findings(directory)
    let remaining = after.rows.filter { $0.rule == "COPY-unwritten" }
    #expect(remaining.count == unwritten.count - 2)
    #expect(!remaining.contains { $0.key == "Primer/primer.title" && $0.locale == "en" })

    let out = tree.root + "/InfoPlist.xcstrings"
    let exported = try BuiltProgram.run([
      "export", "--copy", directory, "--format", "infoplist-xcstrings", out,
    ])
    #expect(exported.status == 0, "\(exported.errors)")
    let catalog = try String(contentsOfFile: out, encoding: .utf8)
    #expect(catalog.contains("\"value\" : \"Ads stay either way; tailored if you allow.\""))
    let again = try BuiltProgram.run([
      "export", "--copy", directory, "--format", "infoplist-xcstrings", out + ".2",
    ])
    #expect(again.status == 0)
    #expect(
      try Data(contentsOf: URL(fileURLWithPath: out)) == Data(contentsOf: URL(fileURLWithPath: out + ".2")))
  }

  @Test("init refuses a folder that is not empty, and with --force says what it replaced")
  func refusesNonEmpty() throws {
    let tree = try TemporaryTree()
    defer { tree.remove() }
    try tree.write("mine/journey.json", "{ \"mine\": true }")
    let refused = try BuiltProgram.run(["init", tree.root + "/mine", "--app-name", "Lumen"])
    #expect(refused.status == 73)
    #expect(
      refused.errors
        == "att-journey: \(tree.root)/mine is not empty; init writes only into an empty folder (or give --force)\n"
    )
    #expect(
      try String(contentsOfFile: tree.root + "/mine/journey.json", encoding: .utf8) == "{ \"mine\": true }")
    let forced = try BuiltProgram.run(["init", tree.root + "/mine", "--app-name", "Lumen", "--force"])
    #expect(forced.status == 0)
    #expect(forced.output.contains("replaced \(tree.root)/mine/journey.json"))
    let play = try BuiltProgram.run([
      "play", tree.root + "/mine/demos/first-run.tape", "--copy", tree.root + "/mine",
    ])
    #expect(play.status == 0, "the demo tape plays: \(play.errors)")
  }

  @Test(
    "export and import from the command line: untouched files change nothing, a stale one is one line, exit 65"
  )
  func exchangeCommands() throws {
    let tree = try TemporaryTree()
    defer { tree.remove() }
    let copy = tree.root + "/copy"
    try FileManager.default.copyItem(atPath: BuiltProgram.copyDirectory, toPath: copy)
    let inside = try BuiltProgram.run(["export", "--copy", copy, "--format", "csv", copy + "/copy.csv"])
    #expect(inside.status == 2)
    #expect(!FileManager.default.fileExists(atPath: copy + "/copy.csv"))
    let exported = try BuiltProgram.run(["export", "--copy", copy, "--format", "xliff", tree.root + "/out"])
    #expect(exported.status == 0, "\(exported.errors)")
    let untouched = try BuiltProgram.run(["import", "--copy", copy, tree.root + "/out/ja.xliff"])
    #expect(untouched.status == 0)
    #expect(untouched.output.isEmpty)
    #expect(untouched.errors.hasPrefix("att-journey: 0 values changed in 0 files, "))
    let path = tree.root + "/out/ja.xliff"
    let text = try String(contentsOfFile: path, encoding: .utf8)
    try text.replacingOccurrences(of: "<source>Continue</source>", with: "<source>Go on</source>")
      .write(toFile: path, atomically: true, encoding: .utf8)
    let stale = try BuiltProgram.run(["import", "--copy", copy, path])
    #expect(stale.status == 65)
    #expect(stale.errors.hasPrefix(path + ":"))
    #expect(stale.errors.contains("error: stale translation of Consent/intro.action (ja)"))
    #expect(stale.errors.split(separator: "\n").count == 1)
    let missing = try BuiltProgram.run(["import", "--copy", copy, tree.root + "/nothing.xliff"])
    #expect(missing.status == 65)
    #expect(
      missing.errors == tree.root + "/nothing.xliff: error: cannot read file: No such file or directory\n")
  }
}
