import Foundation
import JourneyTestSupport
import Testing

/// `--beside ko` walked in a real terminal: two phones in two locales on one engine state, `=` cycling the
/// second, a save to the second locale's table redrawing it, and a terminal too narrow saying what it needs.
@Suite(
  "Two phones walked in tmux",
  .serialized,
  .enabled(if: TmuxSession.isAvailable, "tmux is not installed (.ci/run installs it)"))
struct BesideWalkTests {
  @Test(
    "--beside ko at 200×40: English and Korean primers side by side, = cycles, a ko save redraws the right phone"
  )
  func walkBeside() throws {
    let folder = try LiveCopyTests.copyFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    // Two phones leave no room for the inspector, so each step is awaited by its text on both phones.
    let session = try TmuxSession(
      script: TerminalScripts.journey(["--copy", folder.path, "--beside", "ko"]), columns: 200, rows: 40)
    defer { session.kill() }
    try session.waitUntil("two springboards") {
      $0.components(separatedBy: "Enter: open Daily Grid").count == 3
    }
    for step in ["welcome", "daily", "streaks"] {
      let english = try CopyText.value("Onboarding", "onboarding.\(step).title", locale: "en")
      let korean = try CopyText.value("Onboarding", "onboarding.\(step).title", locale: "ko")
      try session.sendKeys("Enter")
      try session.waitUntil("onboarding \(step) on both phones") {
        $0.contains(english) && $0.contains(korean)
      }
    }
    let english = try CopyText.value("Primer", "primer.title", locale: "en")
    let korean = try CopyText.value("Primer", "primer.title", locale: "ko")
    try session.sendKeys("Enter")
    let primer = try session.waitForFrame("the primer on both phones") {
      $0.text.contains(english) && $0.text.contains(korean)
    }
    let row = try #require(primer.text.split(separator: "\n").first { $0.contains(english) })
    #expect(row.contains(korean), "both titles on one row: \(row)")
    let left = try #require(row.range(of: english)).lowerBound
    let right = try #require(row.range(of: korean)).lowerBound
    #expect(left < right, "English on the left")

    // The save to the Korean table redraws the right phone; the left keeps its text.
    try LiveCopyTests.save(
      folder.appendingPathComponent("ko.lproj/Primer.strings"), replacing: "\"\(korean)\"",
      with: "\"광고 안내 새 제목\"", byRename: true)
    let saved = try session.waitForFrame("the saved Korean title") { $0.text.contains("광고 안내 새 제목") }
    #expect(saved.text.contains(english))
    #expect(saved.text.contains("copy reloaded: Primer.strings"))

    // = moves the second phone to the next locale; the first stays English.
    try session.sendKeys("=")
    let cycled = try session.waitForFrame("the second phone's next locale") {
      $0.text.contains("second phone: ")
    }
    #expect(!cycled.text.contains("광고 안내 새 제목"), "the Korean phone was replaced")
    #expect(cycled.text.contains(english))

    // Too narrow for two: one phone and what two would need.
    try session.resize(columns: 80, rows: 30)
    _ = try session.waitForFrame("the size the two phones need") { $0.text.contains("two phones need") }
  }
}
