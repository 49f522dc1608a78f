import Foundation
import Testing

/// Only what changed goes to the terminal, measured on the wire with `tmux pipe-pane`.
@Suite(
  "Bytes on the wire",
  .enabled(if: TmuxSession.isAvailable, "tmux is not installed (.ci/run installs it)"))
struct WireBytesTests {
  @Test("a focus change on the alert writes at most 300 bytes; a locale switch at most a full frame")
  func bytesPerChange() throws {
    let session = try TmuxSession(script: TerminalScripts.journey(["--locale", "en"]), held: true)
    let output = session.directory.appendingPathComponent("wire")
    try session.pipeOutput(to: output)
    try session.start()
    try session.waitForScreen("springboard")
    let firstFrame = session.settledSize(of: output)

    try session.walkToPrimer()
    let onPrimer = session.settledSize(of: output)
    try session.sendKeys("l")
    try session.waitForFrame("the German primer") { $0.inspector("copy")?.hasPrefix("de ") == true }
    let localeSwitch = session.settledSize(of: output) - onPrimer
    try session.sendKeys("L")
    try session.waitForFrame("the English primer") { $0.inspector("copy")?.hasPrefix("en ") == true }

    let deny = try CopyText.value("System", "alert.deny", locale: "en")
    let allow = try CopyText.value("System", "alert.allow", locale: "en")
    let alert = try session.press("Enter", expecting: "alert over primer")
    #expect(alert.button(deny)?.focused == true && alert.button(allow) != nil, "both buttons visible")
    let onAlert = session.settledSize(of: output)
    try session.sendKeys("Tab")
    try session.waitForFrame("focus on \(allow)") { $0.button(allow)?.focused == true }
    let focusChange = session.settledSize(of: output) - onAlert

    print(
      "bytes on the wire: first full frame \(firstFrame), locale switch en→de on the primer \(localeSwitch),"
        + " focus change on the alert \(focusChange)")
    #expect(firstFrame > 1000, "the first frame is drawn in full")
    #expect(focusChange > 0 && focusChange <= 300, "focus change: \(focusChange) bytes")
    #expect(localeSwitch > 0 && localeSwitch <= firstFrame, "locale switch: \(localeSwitch) bytes")
  }
}
