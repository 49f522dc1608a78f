import ConsentEngine
import JourneyScreens
import JourneyTestSupport
import StringTables
import TerminalKit
import Testing

/// The compact phone of a short terminal: 80×24 at first launch, 60×20, and the limit below it.
@Suite("Compact phone")
struct CompactLayoutTests {
  @Test("80×24: the compact phone and the inspector side by side, the springboard as it starts")
  func firstLaunch() throws {
    let frame = JourneyFixtures.render(
      try JourneyFixtures.state("springboard"), copy: try JourneyFixtures.copy(), inspector: true,
      size: Size(width: 80, height: 24))
    assertSnapshot(of: frame.buffer, named: "compact/en-springboard-80x24")
    #expect(frame.requiredSize == nil)
    let text = JourneyFixtures.text(frame)
    #expect(text.contains("INSPECTOR"))
    #expect(text.contains("9:41") && text.contains("━━━━━━━━━━"))
    #expect(frame.buttons.count == 1)
  }

  @Test(
    "X-2: 60×20 scrolls the iOS 27.2 sheet with ▼, keeps the label on the edge and hints at the inspector")
  func sheetScrolls() throws {
    let frame = JourneyFixtures.render(
      try JourneyFixtures.state("sheet-additional-information"), copy: try JourneyFixtures.copy(),
      inspector: true, size: Size(width: 60, height: 20))
    assertSnapshot(of: frame.buffer, named: "compact/en-sheet-60x20")
    let window = try #require(frame.scroll)
    #expect(window.scrolls)
    #expect(frame.findings.isEmpty, "the full phone fits the sheet: \(frame.findings.map(\.message))")
    let text = JourneyFixtures.text(frame)
    #expect(text.contains("inspector needs 80×20 · i turns it off"))
    #expect(text.contains("⚠ iOS 27.2 sheet text unverified"))
    #expect(try #require(frame.focusedButton).frame.height == 1)
  }

  @Test("a compact phone scrolls where the full phone overflows, with the same findings")
  func findingsFollowTheFullPhone() throws {
    let copy = DictionaryCopy([
      CopyKey("Primer", "primer.title"): "Title",
      CopyKey("Primer", "primer.body"): String(repeating: "word ", count: 300),
      CopyKey("Primer", "primer.action"): "Continue",
    ])
    let state = try JourneyFixtures.state("primer")
    let full = JourneyFixtures.render(state, copy: copy)
    let compact = JourneyFixtures.render(state, copy: copy, size: Size(width: 44, height: 20))
    #expect(full.findings.map(\.rule) == ["LAYOUT-overflow"])
    #expect(compact.findings == full.findings)
    #expect(try #require(compact.scroll).scrolls)
  }
}
