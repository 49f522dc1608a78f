import ConsentEngine
import Foundation
import GIFRendering
import JourneyRuntime
import JourneyTapes
import StringTables
import TerminalKit
import Testing

/// The bundled copy and demo tapes.
enum Bundled {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
  static var copy: String { root.appendingPathComponent("copy").path }
  static func catalog() throws -> CopyCatalog { try CopyCatalog.load(directory: copy) }
  static func journey() throws -> JourneyFile { try JourneyFile.load(path: copy + "/journey.json") }

  /// A demo tape played in a locale.
  static func played(_ name: String, locale: String) throws -> TapePlayer {
    var overrides = ScenarioOptions()
    overrides.locale = locale
    var player = try TapePlayer(
      tape: try TapeFile.read(copy + "/demos/\(name).tape"), journey: try journey(), catalog: try catalog(),
      overrides: overrides)
    try player.play()
    return player
  }
}

/// GIFs of the Korean and Japanese demos, read back by Pillow: the frames and delays are the cast's, and
/// every frame as shown matches the session's cells — every wide letter inked across both of its cells,
/// no ink on a cell the frame leaves blank (nothing stale from an earlier screen).
@Suite(
  "GIFs of wide-character locales",
  .enabled(
    if: PillowReader.available || ProcessInfo.processInfo.environment["CI"] != nil,
    "Pillow not installed: pip install -r .ci/python-requirements.txt"))
struct LocaleGIFTests {
  static let metrics = CellMetrics.standard

  @Test(
    "Korean and Japanese first runs: frames, delays and cells as the session drew them",
    arguments: ["ko", "ja"])
  func firstRun(locale: String) throws {
    let fonts = try FontLookup.fonts()
    let player = try Bundled.played("first-run-allow", locale: locale)
    let bytes = try PlaybackRecording.gif(of: player, fonts: fonts)
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gif-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("demo.\(locale).gif").path
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    let reading = try PillowReader.read(
      path, cellWidth: Self.metrics.cellWidth, cellHeight: Self.metrics.cellHeight,
      underline: Self.metrics.baseline + 2)

    // Frames and delays: one frame per moment the cast changes the screen, held until the next one.
    let cast = PlaybackRecording.cast(of: player)
    var times: [Int] = []
    for line in cast.lines.dropFirst().dropLast() where line.contains(", \"o\", ") {
      let seconds = try #require(Double(line.dropFirst().prefix { $0 != "," }))
      let hundredths = Int((seconds * 100).rounded())
      if times.last != hundredths { times.append(hundredths) }
    }
    #expect(times.count > 5, "the demo draws several screens")
    let end = Int((Double(max(player.clock, player.frames.last!.time + 1_000_000)) / 10_000).rounded())
    let delays = zip(times, times.dropFirst() + [end]).map { ($1 - $0) * 10 }
    #expect(reading.frames == times.count)
    #expect(reading.durations == delays)
    #expect(reading.loop == 0, "loops forever")
    #expect(reading.size == [100 * Self.metrics.cellWidth, 34 * Self.metrics.cellHeight])

    // Each frame as shown against the session's frame at that moment.
    var buffers: [Buffer] = []
    for frame in player.frames {
      let hundredths = (frame.time + 5_000) / 10_000
      if let index = times.firstIndex(of: hundredths) {
        if buffers.count == index { buffers.append(frame.buffer) } else { buffers[index] = frame.buffer }
      }
    }
    try #require(buffers.count == reading.cells.count)
    let theme = Theme.journey(usesColor: true)
    var wideLetters = 0
    for (number, (buffer, cells)) in zip(buffers, reading.cells).enumerated() {
      let rows = cells.map { Array($0) }
      for y in 0..<buffer.height {
        for x in 0..<buffer.width {
          let cell = buffer[x, y]
          let seen = rows[y][x]
          if cell.grapheme == " " {
            let underlined = theme.appearance(of: cell.style).underline
            #expect(
              seen == "." || (underlined && seen == "u"),
              "frame \(number + 1), row \(y + 1), column \(x + 1): blank in the text, ink in the GIF")
          }
          let isWide = x + 1 < buffer.width && buffer[x + 1, y].isContinuation
          if isWide, cell.grapheme.unicodeScalars.first?.properties.isAlphabetic == true {
            wideLetters += 1
            #expect(
              seen == "#" && rows[y][x + 1] == "#",
              "frame \(number + 1), row \(y + 1), column \(x + 1): \(cell.grapheme) inked \(seen)\(rows[y][x + 1])"
            )
          }
        }
      }
    }
    #expect(wideLetters > 100, "the \(locale) demo shows wide letters (\(wideLetters))")
  }

  @Test("a trailing Sleep holds the last frame; a frame that changes nothing adds no image")
  func trailingSleep() throws {
    var first = Buffer(width: 4, height: 2)
    first[0, 0] = Cell("A")
    var second = first
    second[1, 1] = Cell("한")
    second[2, 1] = Cell("")
    let frames = [
      GIFFrame(time: 0, buffer: first), GIFFrame(time: 60_000, buffer: second),
      GIFFrame(time: 120_000, buffer: second), GIFFrame(time: 1_120_000, buffer: first),
    ]
    let renderer = GIFRenderer(
      theme: .journey(usesColor: true), fonts: try FontLookup.fonts(), language: "ko")
    // The tape's clock ends 2 s after the last frame: a trailing `Sleep 2s`.
    let bytes = try renderer.animation(frames, duration: 3_120_000)
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gif-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("hold.gif").path
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    let reading = try PillowReader.read(
      path, cellWidth: Self.metrics.cellWidth, cellHeight: Self.metrics.cellHeight,
      underline: Self.metrics.baseline + 2)
    #expect(reading.durations == [60, 1_060, 2_000])
    #expect(reading.cells.map { $0.joined(separator: "/") } == ["#.../....", "#.../.##.", "#.../...."])
    #expect(try renderer.animation(frames, duration: 3_120_000) == bytes, "the same frames, the same bytes")
  }
}
