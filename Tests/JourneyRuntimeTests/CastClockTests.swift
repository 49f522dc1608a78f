import Foundation
import JourneyTestSupport
import Recordings
import Testing

@testable import JourneyRuntime
@testable import JourneyTapes

/// A cast runs on the tape's clock from its first frame to its last `Sleep`, with the cursor out of sight.
@Suite("Casts on the tape's clock")
struct CastClockTests {
  private func cast(_ text: String) throws -> (cast: Asciicast, player: TapePlayer) {
    let tape = try TapeParser.parse(text, path: "t.tape")
    var player = try TapePlayer(
      tape: tape, journey: try BundledCopy.journey(), catalog: try BundledCopy.catalog())
    try player.play()
    return (PlaybackRecording.cast(of: player), player)
  }

  /// Each event's time and data.
  private func events(_ cast: Asciicast) throws -> [(time: Double, code: String, data: String)] {
    try cast.lines.dropFirst().map { line in
      let array = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Any])
      return (
        try #require(array[0] as? Double), try #require(array[1] as? String),
        try #require(array[2] as? String)
      )
    }
  }

  @Test func theCursorIsHiddenFromTheStartAndShownBelowTheFramesAtTheEnd() throws {
    let (cast, player) = try cast("Launch\nPress primary")
    let events = try events(cast)
    #expect(events.first?.data.hasPrefix("\u{1B}[?25l") == true)
    #expect(events.last?.data == "\u{1B}[\(player.settings.size.height + 1);1H\u{1B}[?25h")
    #expect(cast.height == player.settings.size.height + 1, "one row below the frames for the cursor")
    #expect(events.dropLast().allSatisfy { !$0.data.contains("\u{1B}[?25h") })
  }

  @Test("a trailing Sleep holds the last frame; every pause is exact")
  func idleTimeIsExact() throws {
    let (cast, _) = try cast("Set TypingSpeed 100ms\nSleep 1s\nLaunch\nSleep 2.5s\nPress primary\nSleep 2s")
    let events = try events(cast).filter { $0.code == "o" }
    #expect(events.map(\.time) == [0, 1.1, 3.7, 5.7])
  }

  @Test func markersKeepTheirPlaceOnTheClock() throws {
    let (cast, _) = try cast("Launch\nSleep 1s\nMarker \"pause\"\nSleep 1s")
    let events = try events(cast)
    #expect(events.map(\.code) == ["o", "o", "m", "o"])
    #expect(events[2].time == 1.06)
    #expect(events[3].time == 2.06)
  }
}
