import ConsentEngine
import Foundation
import JourneyTestSupport
import Testing

/// 300 seeded random sizes (1×1 and 300×100 among them) with random keys in between: the program lives
/// through them, and its last frame is the one a fresh program draws at that size after the same keys.
@Suite(
  "Resize storm",
  .enabled(if: TmuxSession.isAvailable, "tmux is not installed (.ci/run installs it)"),
  .enabled(if: Soak.isEnabled, "a soak run: ATT_JOURNEY_SOAK=1 (set by .ci/run) turns it on"))
struct ResizeStormTests {
  @Test("300 random sizes with keys between: alive, and the final frame equals a fresh one at the final size")
  func storm() throws {
    var random = SplitMix64(seed: 0x0057_0A11)
    let session = try TmuxSession.journey(["--log", "walk.jsonl"])
    let log = session.directory.appendingPathComponent("walk.jsonl")
    let phone = try Self.phoneSize(session)

    var sizes = (0..<299).map { _ in (random.next(in: 1...300), random.next(in: 1...100)) }
    sizes[97] = (1, 1)
    sizes[211] = (300, 100)
    var tmuxSize = (columns: 40, rows: 8)
    var keys: [String] = []
    var previousFits = false
    for (index, (columns, rows)) in sizes.enumerated() {
      // Mostly as a terminal emulator resizes (an immediate SIGWINCH); every 25th through tmux, which
      // applies pane sizes at most every quarter second.
      if index % 25 == 24, (columns, rows) != tmuxSize {
        try session.resize(columns: columns, rows: rows)
        try session.waitForTerminalSize(columns: columns, rows: rows)
        tmuxSize = (columns, rows)
      } else {
        try session.setTerminalSize(columns: columns, rows: rows)
      }
      let fits = columns >= phone.columns && rows >= phone.rows
      // A focus key means the same at every size where the phone fits; the size just set may not have
      // reached the program before the key does, so both the old and the new size must fit.
      // tmux may still apply its own last pane size a little later, so that size must fit as well.
      let tmuxFits = tmuxSize.columns >= phone.columns && tmuxSize.rows >= phone.rows
      let focusSafe = fits && previousFits && tmuxFits
      previousFits = fits
      guard random.next() % 2 == 0 else { continue }
      let key = random.pick(
        focusSafe && random.next() % 3 != 0 ? LoggedKeys.focusKeys : LoggedKeys.sizeIndependent)
      keys.append(key)
      try session.sendLogged([key], log: log, expected: keys.count)
    }
    var final = (columns: random.next(in: 100...300), rows: random.next(in: 40...100))
    if final == tmuxSize || final == sizes[sizes.count - 1] { final.columns += 1 }
    sizes.append(final)
    try session.resize(columns: final.columns, rows: final.rows)
    try session.waitForTerminalSize(columns: final.columns, rows: final.rows)
    let (columns, rows) = try #require(sizes.last)
    #expect(keys.count > 100, "keys between the sizes: \(keys.count)")
    #expect(try session.programPIDs().count == 1, "the program is alive")

    let fresh = try TmuxSession.journey(["--log", "walk.jsonl"], columns: columns, rows: rows)
    let freshLog = fresh.directory.appendingPathComponent("walk.jsonl")
    for (index, key) in keys.enumerated() {
      try fresh.sendLogged([key], log: freshLog, expected: index + 1)
    }
    let expected = try fresh.waitForFrame("the fresh program's last frame") { _ in true }.text
    #expect(expected.contains("INSPECTOR") || expected.contains("╭"), "a phone at \(columns)×\(rows)")
    let shown = try? session.waitUntil("the stormed pane showing the fresh frame at \(columns)×\(rows)") {
      $0 == expected
    }
    let stormed = try session.capture()
    #expect(shown == expected, "after \(keys.count) keys: \(keys)\nstormed:\n\(stormed)\nfresh:\n\(expected)")

    try session.sendKeys("q")
    #expect(try session.waitForFile("status") == "0\n", "it still answers: q quits cleanly")
  }

  /// The phone's size, read from the program's own "enlarge the terminal to at least W×H" notice.
  private static func phoneSize(_ session: TmuxSession) throws -> (columns: Int, rows: Int) {
    try session.resize(columns: 40, rows: 8)
    let notice = try session.waitFor("enlarge").replacingOccurrences(of: "\n", with: " ")
    let words = notice.split(separator: " ").filter { $0.contains("×") }
    let parts = try #require(words.first).split(separator: "×").compactMap { Int($0) }
    try #require(parts.count == 2, "W×H in \(notice)")
    return (parts[0], parts[1])
  }
}
