import ConsentEngine
import Foundation
import GIFRendering
import JourneyRuntime
import JourneyScreens
import JourneyTapes
import TerminalKit
import Testing

/// Settings drawn as iOS's grouped list in light and dark pictures: the page in `systemGroupedBackground`,
/// the switch rows in `secondarySystemGroupedBackground` (ATT-12), read back from PNGs by Pillow; the
/// terminal appearance draws the page as it did before it had grounds.
@Suite(
  "Grouped Settings pictures",
  .enabled(
    if: PillowReader.available || ProcessInfo.processInfo.environment["CI"] != nil,
    "Pillow not installed: pip install -r .ci/python-requirements.txt"))
struct GroupedSettingsPictureTests {
  /// Prints the colour of each pixel asked for, as `rrggbb`, one a line.
  static let script = """
    import sys
    from PIL import Image
    rgb = Image.open(sys.argv[1]).convert("RGB")
    for point in sys.argv[2:]:
        x, y = map(int, point.split(","))
        print("%02x%02x%02x" % rgb.getpixel((x, y)))
    """

  /// A tape that allows tracking, then opens Settings › Privacy & Security › Tracking.
  static let tape = """
    Launch
    Key Enter 3
    Press primary
    Press allow
    Expect status authorized
    Settings open
    Expect screen settings-tracking
    """

  /// The tape played in a folder of the test's own.
  static func played() throws -> TapePlayer {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("grouped-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("settings.tape").path
    try Data(tape.utf8).write(to: URL(fileURLWithPath: path))
    var player = try TapePlayer(
      tape: try TapeFile.read(path), journey: try Bundled.journey(), catalog: try Bundled.catalog(),
      overrides: ScenarioOptions())
    try player.play()
    return player
  }

  /// The colours of a PNG at cells, sampled one pixel in from each cell's top-left corner.
  static func colors(_ bytes: [UInt8], cells: [(x: Int, y: Int)]) throws -> [String] {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("grouped-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("picture.png").path
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    let (width, height) = (CellMetrics.standard.cellWidth * 2, CellMetrics.standard.cellHeight * 2)
    let points = cells.map { "\($0.x * width + 1),\($0.y * height + 1)" }
    let data = try PillowReader.output(of: script, [path] + points)
    return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
  }

  /// The Tracking page's buffer and two blank cells on it, in the column before the first switch: one of
  /// the first switch row, and one of the page's ground in the blank row above it, under the title.
  static func settingsTracking(_ player: TapePlayer) throws -> (
    screen: Buffer, ground: (x: Int, y: Int), row: (x: Int, y: Int)
  ) {
    let screen = try #require(player.screens.first { $0.name == "settings-tracking" }?.buffer)
    var switchCell: (x: Int, y: Int)?
    for y in 0..<screen.height where switchCell == nil {
      for x in 0..<screen.width where ["◯", "⬤"].contains(screen[x, y].grapheme) {
        switchCell = (screen[x, y].grapheme == "◯" ? x : x - 2, y)
        break
      }
    }
    let toggle = try #require(switchCell, "the page shows a switch")
    let row = (x: toggle.x - 1, y: toggle.y)
    let ground = (x: toggle.x - 1, y: toggle.y - 1)
    #expect(screen[row.x, row.y].grapheme == " " && screen[ground.x, ground.y].grapheme == " ")
    return (screen, ground, row)
  }

  @Test(
    "Settings › Tracking is a grouped list: systemGroupedBackground behind secondarySystemGroupedBackground rows",
    arguments: [
      (PictureAppearance.light, "f2f2f7", "ffffff"), (PictureAppearance.dark, "000000", "1c1c1e"),
    ])
  func groupedList(appearance: PictureAppearance, ground: String, row: String) throws {
    let player = try Self.played()
    let page = try Self.settingsTracking(player)
    let pictures = try PlaybackRecording.pngs(
      of: player, fonts: try FontLookup.fonts(), appearance: appearance)
    let picture = try #require(
      pictures.first { $0.name.hasSuffix("-settings-tracking.png") }, "\(pictures.map(\.name))")
    let colors = try Self.colors(picture.bytes, cells: [page.ground, page.row])
    #expect(colors == [ground, row], "ground at \(page.ground), row at \(page.row)")
  }

  @Test("the terminal appearance draws Settings as it did before it had grounds, pixel for pixel")
  func terminalUnchanged() throws {
    let player = try Self.played()
    let page = try Self.settingsTracking(player)
    var ungrounded = page.screen
    for y in 0..<ungrounded.height {
      for x in 0..<ungrounded.width { ungrounded[x, y].style = ungrounded[x, y].style.withoutGround }
    }
    #expect(ungrounded != page.screen, "the page has grounds to take off")
    let renderer = PNGRenderer(styling: .journey(.terminal), fonts: try FontLookup.fonts(), language: "en")
    #expect(try renderer.pictures([page.screen]) == renderer.pictures([ungrounded]))
    let ansi = ANSIRenderer(theme: .journey(usesColor: true))
    #expect(ansi.frame(page.screen) == ansi.frame(ungrounded))
    let html = HTMLRenderer(theme: .journey(usesColor: true))
    #expect(html.html(page.screen) == html.html(ungrounded))
  }
}
