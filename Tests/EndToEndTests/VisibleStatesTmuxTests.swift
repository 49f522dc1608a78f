import Foundation
import Testing

/// What a person sees in a real terminal: the first frame names the keys to list keys and to quit,
/// help names its close key, Control Centre and the home screen show, and a refused key says why.
@Suite(
  "Visible states in tmux",
  .enabled(if: TmuxSession.isAvailable, "tmux is not installed (.ci/run installs it)"))
struct VisibleStatesTmuxTests {
  @Test(
    "the first frame names ? and q; help names Esc and ? and Esc closes it",
    arguments: [80, 120])
  func firstFrameAndHelp(columns: Int) throws {
    // 80×24, the usual terminal, and 120×40.
    let session = try TmuxSession.journey(columns: columns, rows: columns == 80 ? 24 : 40)
    let first = try session.capture()
    #expect(first.contains("? keys · q quit"), "\(first)")
    try session.sendKeys("?")
    try session.waitFor("Keys · Esc or ? closes")
    try session.sendKeys("Escape")
    // Waits for the whole closed frame: a capture can land while curses is still writing the rows below.
    let closed = try session.waitUntil("help closed and the key hint back") {
      !$0.contains("Keys · Esc") && $0.contains("? keys · q quit") && !$0.contains("this help")
    }
    #expect(closed.contains("Daily Grid"), "the home screen under the help is whole again")
  }

  @Test("ATT-4: c draws Control Centre over the app and says the app is inactive; b shows the home screen")
  func controlCentreAt80x24() throws {
    let session = try TmuxSession.journey(columns: 80, rows: 24)
    try session.sendKeys("Enter")
    let app = try session.waitFor("Welcome to Daily Grid")
    try session.sendKeys("c")
    let down = try session.waitFor("Control Centre is down")
    #expect(down != app)
    #expect(down.contains("Wi-Fi · Bluetooth · Focus"))
    try session.sendKeys("c")
    try session.waitUntil("Control Centre up") { !$0.contains("Control Centre") }
    try session.sendKeys("b")
    try session.waitFor("Enter: bring Daily Grid back")
  }
}
