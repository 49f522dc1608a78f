import Foundation
import JourneyTestSupport
import Testing

/// What the Selenium script drives: Chromium and Debian's chromedriver (Selenium the script checks itself).
enum SeleniumTools {
  /// Whether both are installed.
  static let present =
    Chromium.executable != nil && FileManager.default.isExecutableFile(atPath: "/usr/bin/chromedriver")
}

/// The prototype in headless Chromium, driven by Selenium (`Scripts/prototype-browser`): clicked through
/// onboarding, the primer and Allow, switched to Korean and Japanese, reloaded from a copied link, taken to
/// Settings from the side panel; its phone's text is what `play --present` draws for the same presses.
@Suite(
  "The prototype in a real browser",
  .enabled(
    if: SeleniumTools.present || ProcessInfo.processInfo.environment["CI"] != nil,
    "chromium and chromedriver are needed: apt-get install chromium chromium-driver, and python3 -m pip install selenium==4.51.0 (.ci/run installs them); with CI set the test fails instead"
  ))
struct PrototypeBrowserTests {
  /// The frames `play --present` draws for a tape, as text, in order.
  static func playedFrames(_ tape: URL, locale: String, in folder: URL) throws -> [String] {
    let frames = folder.appendingPathComponent("\(locale).txt")
    let run = try BuiltProgram.run([
      "play", tape.path, "--present", "--locale", locale, "--frames", frames.path,
    ])
    #expect(run.status == 0, "\(run.errors)")
    let text = try String(contentsOf: frames, encoding: .utf8)
    // Each frame is its rows under a rule line; the file ends with the newline after the last frame.
    var sections: [[Substring]] = []
    for line in text.dropLast().split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("── frame ") {
        sections.append([])
      } else if !sections.isEmpty {
        sections[sections.count - 1].append(line)
      }
    }
    return sections.map { $0.joined(separator: "\n") }
  }

  @Test(
    "clicked through in Chromium, the phone shows what play --present draws, in every locale asked for (ATT-3, ATT-10, ATT-11)"
  )
  func clickThrough() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "prototype-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let page = folder.appendingPathComponent("prototype.html")
    let made = try BuiltProgram.run(["prototype", "--out", page.path])
    #expect(made.status == 0, "\(made.errors)")
    #expect(made.errors.contains("nothing cut off"), "\(made.errors)")

    let hostileTree = try BundledCopy.tree()
    defer { try? FileManager.default.removeItem(at: hostileTree) }
    let hostileValue = "<img src=x onerror=\"window.hacked=1\"></script><script>window.hacked=2</script>"
    try BundledCopy.append(
      "\"primer.title\" = \"\(HostileCopy.escape(hostileValue))\";\n"
        + "\"primer.action\" = \"\(HostileCopy.escape(hostileValue))\";",
      to: "en.lproj/Primer.strings", in: hostileTree)
    let hostilePage = folder.appendingPathComponent("hostile.html")
    let hostileRun = try BuiltProgram.run(
      [
        "prototype", "--copy", hostileTree.path, "--locales", "en", "--variants", "base", "--out",
        hostilePage.path,
      ])
    #expect(hostileRun.status == 0, "\(hostileRun.errors)")

    let script = BuiltProgram.packageRoot().appendingPathComponent("Scripts/prototype-browser").path
    let shots = ProcessInfo.processInfo.environment["PROTOTYPE_SCREENSHOTS"]
    let run = try CapturedRun.run(
      "/usr/bin/env",
      ["python3", script, page.path, "--hostile", hostilePage.path]
        + (shots.map { ["--screenshots", $0] } ?? []),
      timeout: 300)
    try #require(run.status == 0, "Scripts/prototype-browser: \(run.errors)")
    let report = try #require(try JSONSerialization.jsonObject(with: run.output) as? [String: Any])
    let steps = try #require(report["steps"] as? [[String: String]])
    func step(_ name: String) -> [String: String] { steps.first { $0["name"] == name } ?? [:] }

    let tape = folder.appendingPathComponent("first-run.tape")
    try """
    Launch
    Press primary
    Press primary
    Press primary
    Press primary
    Press allow
    Press primary
    Settings open
    """.write(to: tape, atomically: true, encoding: .utf8)
    let english = try Self.playedFrames(tape, locale: "en", in: folder)
    let korean = try Self.playedFrames(tape, locale: "ko", in: folder)
    let japanese = try Self.playedFrames(tape, locale: "ja", in: folder)
    #expect(english.count == 9, "a frame for the start and each of 8 lines")
    let order = [
      "home", "launch", "primary 1", "primary 2", "primary 3", "primary 4", "allow", "enter", "settings",
    ]
    for (index, name) in order.enumerated() where index < english.count {
      #expect(step(name)["phone"] == english[index], "\(name) is play --present's frame \(index + 1)")
    }
    #expect(step("locale ko")["phone"] == korean[5], "the alert in Korean")
    #expect(step("locale ja")["phone"] == japanese[5], "the alert in Japanese")
    #expect(step("locale en")["phone"] == english[5])
    #expect(step("locale ko")["hash"]?.contains("locale=ko") == true)
    #expect(step("enter")["focused"] != "", "keyboard: Enter pressed the focused phone button")
    #expect(step("link")["phone"] == step("enter")["phone"], "a copied link opens the same screen")
    #expect(step("reload")["phone"] == step("enter")["phone"])
    #expect(step("back")["phone"] == english[6], "back walks back to the outcome")
    #expect(step("alert link")["phone"] == english[5])

    let inspector = try #require(report["inspector"] as? [String: Any])
    #expect(inspector["shown"] as? Bool == true && inspector["expanded"] as? String == "true")
    #expect(inspector["status"] as? String == "authorized (3)")
    #expect((inspector["events"] as? [String])?.contains { $0.hasPrefix("trackingAnswered") } == true)
    #expect((report["tabIndexes"] as? [Int])?.allSatisfy { $0 >= 0 } == true, "every control is in tab order")
    #expect((report["screens"] as? Int ?? 0) > 20, "the screen menu lists every screen")

    #expect((report["violations"] as? [String]) == [], "no CSP violation")
    #expect((report["resources"] as? [String]) == [], "no request leaves the page")
    #expect((report["console"] as? [String]) == [], "no console message")
    let hostile = try #require(report["hostile"] as? [String: Any])
    #expect((hostile["phone"] as? String)?.contains("<img src=x") == true, "the characters show on the phone")
    #expect((hostile["labels"] as? [String])?.contains(hostileValue) == true)
    #expect(hostile["images"] as? Int == 0)
    #expect(hostile["hacked"] is NSNull, "no copy ran as script")
    #expect((hostile["violations"] as? [String]) == [])
  }
}
