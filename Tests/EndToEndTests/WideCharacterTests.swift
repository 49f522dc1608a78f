import Foundation
import Testing

/// Hangul, kana and CJK take two columns in the product exactly as tmux draws them.
@Suite(
  "Wide characters line up in tmux",
  .enabled(if: TmuxSession.isAvailable, "tmux is not installed (.ci/run installs it)"))
struct WideCharacterTests {
  @Test(
    "the phone's right border is in the same tmux column on wide-text rows and Latin rows",
    arguments: ["ja", "ko"])
  func borderColumns(locale: String) throws {
    let session = try TmuxSession(script: TerminalScripts.journey(["--locale", locale, "--no-inspector"]))
    // The springboard's app names are Latin in every locale; the primer and the alert are not.
    let springboard = try session.waitForFrame("the springboard") { $0.text.contains("Daily Grid") }
    let latinEnds = try Self.rowEnds(in: springboard, session: session) { row in
      !row.contains(where: DisplayColumns.isWide) && row.contains(where: { $0.isASCII && $0.isLetter })
    }
    try #require(!latinEnds.isEmpty, "rows with Latin text")
    try #require(Set(latinEnds.values).count == 1, "Latin rows end in one column: \(latinEnds)")
    let column = latinEnds.values.first
    for frame in [try session.walkToPrimer(locale: locale), try session.raiseAlert(locale: locale)] {
      let ends = try Self.rowEnds(in: frame, session: session) { _ in true }
      let wideRows = ends.keys.sorted().filter { frame.rows[$0].contains(where: DisplayColumns.isWide) }
      try #require(wideRows.count >= 4, "rows with \(locale) text: \(wideRows)")
      for row in wideRows {
        #expect(
          ends[row] == column,
          "row \(row) ends at tmux column \(ends[row] ?? -1), Latin rows at \(column ?? -1): \(frame.rows[row])"
        )
      }
      // The tests' own width model agrees with tmux: the border is where DisplayColumns puts it.
      for (row, end) in ends {
        let borders = DisplayColumns.positions(of: "│", in: frame.rows[row])
        #expect(borders.last.map { $0 + 1 } == end, "row \(row): \(frame.rows[row])")
      }
    }
  }

  /// tmux's row ends for the phone's inner rows whose text passes `filter`.
  private static func rowEnds(
    in frame: JourneyScreen, session: TmuxSession, where filter: (String) -> Bool
  ) throws -> [Int: Int] {
    let range = try #require(frame.phoneRowNumbers)
    return try session.rowEnds(range.dropFirst().dropLast().filter { filter(frame.rows[$0]) })
  }

  @Test("a wide title is where tmux finds it, centred in the phone", arguments: ["ja", "ko"])
  func titlePlacement(locale: String) throws {
    let title = try CopyText.value("Primer", "primer.title", locale: locale)
    let session = try TmuxSession(script: TerminalScripts.journey(["--locale", locale, "--no-inspector"]))
    let primer = try session.walkToPrimer(locale: locale)
    let placed = try session.placement(of: title)
    let row = primer.rows[placed.row]
    let start = try #require(DisplayColumns.start(of: title, in: row))
    #expect(
      placed.endColumn == start + DisplayColumns.of(title), "tmux puts \(title) where the text model does")
    let borders = DisplayColumns.positions(of: "│", in: row)
    try #require(borders.count == 2)
    let leftGap = start - (borders[0] + 1)
    let rightGap = borders[1] - placed.endColumn
    #expect(abs(leftGap - rightGap) <= 1, "centred: \(leftGap) columns left, \(rightGap) right")
  }
}

extension TmuxSession {
  /// Without the inspector there is no screen name to wait for: waits on the copy each screen shows.
  fileprivate func walkToPrimer(locale: String) throws -> JourneyScreen {
    let welcome = try CopyText.value("Onboarding", "onboarding.welcome.title", locale: locale)
    let title = try CopyText.value("Primer", "primer.title", locale: locale)
    let action = try CopyText.value("Primer", "primer.action", locale: locale)
    try sendKeys("Enter")
    try waitFor(welcome)
    for _ in 0..<3 { try sendKeys("Enter") }
    return try waitForFrame("the primer") { $0.text.contains(title) && $0.button(action)?.focused == true }
  }

  /// Presses the primer's action and waits for the tracking alert's focused deny button.
  fileprivate func raiseAlert(locale: String) throws -> JourneyScreen {
    let deny = try CopyText.value("System", "alert.deny", locale: locale)
    try sendKeys("Enter")
    return try waitForFrame("the tracking alert") { $0.button(deny)?.focused == true }
  }
}
