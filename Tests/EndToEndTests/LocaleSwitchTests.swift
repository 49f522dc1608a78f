import Foundation
import Testing

/// `l` and `L` switch the copy's language in place, keeping the journey where it is.
@Suite(
  "Locale switch mid-journey",
  .enabled(if: TmuxSession.isAvailable, "tmux is not installed (.ci/run installs it)"))
struct LocaleSwitchTests {
  @Test("l on the primer cycles every shipped locale without leaving the primer; L goes back")
  func switchOnPrimer() throws {
    let session = try TmuxSession.journey(["--locale", "en"])
    let start = try session.walkToPrimer()
    #expect(start.text.contains(try CopyText.value("Primer", "primer.title", locale: "en")))
    let events = start.inspector("sessions")
    var visited = ["en"]
    var previousTitle = try CopyText.value("Primer", "primer.title", locale: "en")
    for _ in 0..<7 {
      try session.sendKeys("l")
      let frame = try session.waitForFrame("a locale after \(visited.last ?? "")") {
        $0.inspector("copy").map(Self.locale(ofCopyField:)) != visited.last
      }
      let locale = try #require(frame.inspector("copy").map(Self.locale(ofCopyField:)))
      let title = try CopyText.value("Primer", "primer.title", locale: locale)
      let shown = try session.waitForFrame("\(locale) primer title") { $0.text.contains(title) }
      #expect(shown.inspector("screen") == "primer", "still on the primer in \(locale)")
      #expect(shown.inspector("status") == "notDetermined (0)")
      #expect(shown.inspector("sessions") == events, "switching locale launches nothing")
      #expect(!shown.text.contains(previousTitle), "the \(visited.last ?? "") title is gone in \(locale)")
      visited.append(locale)
      previousTitle = title
    }
    #expect(visited.last == "en", "seven presses come back to English: \(visited)")
    #expect(
      Set(visited) == ["en", "de", "es", "fr", "ja", "ko", "zh-Hans"], "every shipped locale: \(visited)")

    try session.sendKeys("L")
    let back = visited[visited.count - 2]
    let backTitle = try CopyText.value("Primer", "primer.title", locale: back)
    let previous = try session.waitForFrame("back to \(back)") { $0.text.contains(backTitle) }
    #expect(previous.inspector("copy").map(Self.locale(ofCopyField:)) == back)
    #expect(previous.inspector("screen") == "primer")
  }

  /// "ko · base · no pseudo" → "ko".
  static func locale(ofCopyField field: String) -> String {
    String(field.split(separator: " ").first ?? "")
  }
}
