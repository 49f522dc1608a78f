import Foundation
import Testing

/// Resizing relayouts at once; too small a terminal asks to be enlarged and recovers.
@Suite(
  "Resize in tmux",
  .enabled(if: TmuxSession.isAvailable, "tmux is not installed (.ci/run installs it)"))
struct ResizeTests {
  @Test("20×8 asks to enlarge the terminal to at least W×H; back to 100×40 draws the same frame")
  func resizeAndRecover() throws {
    let session = try TmuxSession.journey(["--locale", "ko"])
    try session.walkToPrimer()
    let before = try session.capture()

    try session.resize(columns: 20, rows: 8)
    let small = try session.waitForFrame("the enlarge message with a size") {
      $0.text.replacingOccurrences(of: "\n", with: " ").contains("enlarge the terminal")
        && $0.text.contains("×")
    }.text
    let words = small.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)
    let size = try #require(words.first { $0.contains("×") }, "a W×H in: \(small)")
    let parts = size.split(separator: "×").compactMap { Int($0) }
    try #require(parts.count == 2, "W×H: \(size)")
    #expect(parts[0] > 20 || parts[1] > 8, "the asked size is larger than 20×8: \(size)")
    #expect(!small.contains("╭"), "no part of the phone is drawn")
    #expect(small.split(separator: "\n").allSatisfy { DisplayColumns.of($0) <= 20 })

    try session.resize(columns: parts[0], rows: parts[1])
    let exact = try session.waitForFrame("the phone at exactly \(size)") { $0.phoneRowNumbers != nil }
    #expect(!exact.text.contains("enlarge"))
    #expect(exact.inspector("screen") == nil, "no room for the inspector beside the phone")

    try session.resize(columns: 100, rows: 40)
    let restored = try session.waitUntil("the frame from before the resize") { $0 == before }
    #expect(restored == before)
    #expect(JourneyScreen(restored).inspector("screen") == "primer")
  }
}
