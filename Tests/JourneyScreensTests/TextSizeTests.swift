import ConsentEngine
import JourneyScreens
import JourneyTestSupport
import StringTables
import TerminalKit
import Testing

/// Dynamic Type sizes: text wraps at fewer columns as iOS's point sizes grow, tall screens scroll
/// with a visible cue, the alert keeps its buttons and scrolls its text.
@Suite("Text sizes")
struct TextSizeTests {
  @Test("the size table follows iOS: body 17 pt at large, 53 pt at AX5; wrap columns shrink in proportion")
  func table() {
    #expect(TextSize.standard == .large)
    #expect(TextSize.large.points(.body) == 17)
    #expect(TextSize.ax5.points(.body) == 53)
    #expect(TextSize.ax3.points(.footnote) == 33)
    #expect(TextSize.large.wrapColumns(.body, in: 40) == 40)
    #expect(TextSize.xSmall.wrapColumns(.body, in: 40) == 40)
    #expect(TextSize.ax1.wrapColumns(.body, in: 40) == 24)
    #expect(TextSize.ax5.wrapColumns(.body, in: 40) == 12)
    #expect(TextSize.allCases.count == 12)
    #expect(TextSize(name: "ax3") == .ax3)
    #expect(TextSize(name: "huge") == nil)
    #expect(TextSize.ax5.next == .xSmall)
  }

  @Test("the Japanese primer at AX5 matches its snapshot: 12-column text that still fits the phone")
  func japanesePrimerAX5() throws {
    let frame = JourneyFixtures.render(
      try JourneyFixtures.state("primer"), copy: try JourneyFixtures.copy("ja"), textSize: .ax5)
    assertSnapshot(of: frame.buffer, named: "text-size/ja-primer-AX5")
    #expect(frame.scroll == nil)
    #expect(frame.findings.isEmpty)
    let body = JourneyFixtures.text(frame).split(separator: "\n").filter { $0.contains("使ってよいか") }
    #expect(body.count == 1)
  }

  @Test("on a compact phone the AX5 primer scrolls: first to Continue with ▲, at offset 0 the title with ▼")
  func primerScrolls() throws {
    let state = try JourneyFixtures.state("primer")
    let copy = try JourneyFixtures.copy("ja")
    let compact = Size(width: 44, height: 20)
    let followed = JourneyFixtures.render(state, copy: copy, size: compact, textSize: .ax5)
    let window = try #require(followed.scroll)
    #expect(window.scrolls && window.hasMoreAbove && !window.hasMoreBelow)
    #expect(JourneyFixtures.text(followed).contains("▲"))
    #expect(try #require(followed.focusedButton).frame.height == 1)
    let top = JourneyFixtures.render(state, copy: copy, size: compact, textSize: .ax5, scroll: 0)
    let text = JourneyFixtures.text(top)
    #expect(text.contains("広告について"))
    #expect(text.contains("▼"))
    #expect(try #require(top.scroll).offset == 0)
    #expect(try #require(top.focusedButton).frame.isEmpty)
  }

  @Test("ATT-10: the Korean alert at AX3 matches its snapshot: buttons stacked and visible, text scrolls")
  func koreanAlertAX3() throws {
    let frame = JourneyFixtures.render(
      try JourneyFixtures.state("alert"), copy: try JourneyFixtures.copy("ko"), textSize: .ax3)
    assertSnapshot(of: frame.buffer, named: "text-size/ko-alert-AX3")
    #expect(frame.buttons.map(\.role) == [.deny, .allow])
    #expect(frame.buttons.allSatisfy { !$0.frame.isEmpty })
    let window = try #require(frame.scroll)
    #expect(window.scrolls && window.hasMoreBelow)
    #expect(frame.findings.isEmpty)
  }

  @Test("the notification alert stacks its buttons at an accessibility size, side by side at large")
  func notificationButtons() throws {
    let state = try JourneyFixtures.state("other-alert")
    let copy = try JourneyFixtures.copy()
    let large = JourneyFixtures.render(state, copy: copy)
    #expect(large.buttons.count == 2)
    #expect(large.buttons[0].frame.y == large.buttons[1].frame.y)
    #expect(large.buttons[0].frame.maxX < large.buttons[1].frame.x)
    let ax1 = JourneyFixtures.render(state, copy: copy, textSize: .ax1)
    #expect(ax1.buttons[0].frame.y < ax1.buttons[1].frame.y)
  }
}

/// The iOS 27.2 sheet's own background under every row it draws.
@Suite("Sheet background")
struct SheetBackgroundTests {
  @Test("X-2: the Additional Information row is drawn on the sheet's background, not the terminal's")
  func additionalInformationRow() throws {
    let frame = JourneyFixtures.render(
      try JourneyFixtures.state("sheet-additional-information"), copy: try JourneyFixtures.copy())
    let row = try #require(frame.buttons.first { $0.role == .additionalInformation })
    let roles = Set((row.frame.x..<row.frame.maxX).map { frame.buffer[$0, row.frame.y].style.role })
    #expect(roles == [.systemLink])
    let look = try #require(Palette.journey.look(of: .systemLink, usesColor: true))
    let sheet = try #require(Palette.journey.look(of: .systemAlert, usesColor: true))
    #expect(look.background == sheet.background)
  }
}
