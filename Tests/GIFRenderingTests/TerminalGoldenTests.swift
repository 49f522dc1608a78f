import Foundation
import JourneyScreens
import TerminalKit
import Testing

@testable import GIFRendering

/// The terminal appearance keeps pictures as they were: an SVG of every journey role and the GIF's colour
/// table match the files recorded before appearances existed (`SNAPSHOT_RECORD=1` records them again).
@Suite("Terminal appearance goldens")
struct TerminalGoldenTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
    "Goldens")

  /// One row per journey role: two letters, a wide letter, the role with emphasis.
  static func everyRole() -> Buffer {
    let roles = Palette.journey.roles
    var buffer = Buffer(width: 8, height: roles.count)
    for (y, role) in roles.enumerated() {
      buffer[0, y] = Cell("A", style: Style(role))
      buffer[1, y] = Cell("b", style: Style(role))
      buffer[2, y] = Cell("한", style: Style(role))
      buffer[3, y] = Cell("", style: Style(role))
      buffer[5, y] = Cell("B", style: Style(role, bold: true, underline: true))
    }
    return buffer
  }

  static func check(_ text: String, _ name: String) throws {
    let url = folder.appendingPathComponent(name)
    if ProcessInfo.processInfo.environment["SNAPSHOT_RECORD"] == "1" {
      try text.write(to: url, atomically: true, encoding: .utf8)
      return
    }
    let recorded = try String(contentsOf: url, encoding: .utf8)
    #expect(text == recorded, "\(name) changed: SNAPSHOT_RECORD=1 records it after looking at the diff")
  }

  @Test("the terminal SVG of every role is the recorded one, colour and NO_COLOR")
  func svg() throws {
    let frames = [SVGRenderer.Frame(time: 0, buffer: Self.everyRole())]
    for usesColor in [true, false] {
      let svg = SVGRenderer(styling: .journey(.terminal, usesColor: usesColor)).animation(
        frames, duration: 1_000_000, title: "roles")
      #expect(
        svg
          == SVGRenderer(theme: .journey(usesColor: usesColor)).animation(
            frames, duration: 1_000_000, title: "roles"))
      try Self.check(svg, usesColor ? "roles.terminal.svg" : "roles.terminal.no-color.svg")
    }
  }

  @Test("the terminal GIF colour table is the recorded one, colour and NO_COLOR")
  func gifColours() throws {
    for usesColor in [true, false] {
      let palette = GIFPalette(styling: .journey(.terminal, usesColor: usesColor))
      let table = palette.colors.map(\.css).joined(separator: "\n") + "\nsteps \(palette.steps)\n"
      try Self.check(table, usesColor ? "gif-colours.terminal.txt" : "gif-colours.terminal.no-color.txt")
    }
  }
}
