import ConsentEngine
import Foundation
import JourneyRuntime
import JourneyTapes
import TerminalKit
import Testing

@testable import GIFRendering

/// The PNG writer's checksums, and PNGs of played tapes read back by Pillow: one per distinct screen, twice
/// the GIF's cells, RGB, light brighter than dark, wide letters across both their cells, and the
/// stored-block fallback as readable as zlib's deflate.
@Suite(
  "PNG pictures",
  .enabled(
    if: PillowReader.available || ProcessInfo.processInfo.environment["CI"] != nil,
    "Pillow not installed: pip install -r .ci/python-requirements.txt"))
struct PNGPictureTests {
  /// What Pillow saw of a PNG.
  struct Reading: Decodable {
    /// Pillow's format name.
    var format: String
    /// Pillow's mode.
    var mode: String
    /// Width and height in pixels.
    var size: [Int]
    /// The mean luminance, 0…255.
    var luminance: Double
    /// For each row of cells, `.` for a cell of one colour, `#` for ink.
    var cells: [String]
    /// The first pixels, red, green and blue, row by row (up to 16).
    var pixels: [[Int]]
  }

  static let script = """
    import json, sys
    from PIL import Image, ImageStat
    path, cw, ch = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    im = Image.open(path)
    im.load()
    rgb = im.convert("RGB")
    rows = []
    for y in range(rgb.size[1] // ch):
        row = ""
        for x in range(rgb.size[0] // cw):
            box = (x * cw, y * ch, (x + 1) * cw, (y + 1) * ch)
            row += "." if len(rgb.crop(box).getcolors(2) or [0, 0]) == 1 else "#"
        rows.append(row)
    pixels = [list(p) for p in list(rgb.getdata())[:16]]
    result = {"format": im.format, "mode": im.mode, "size": list(im.size),
              "luminance": ImageStat.Stat(im.convert("L")).mean[0], "cells": rows, "pixels": pixels}
    print(json.dumps(result))
    """

  static func read(_ bytes: [UInt8], cellWidth: Int = 18, cellHeight: Int = 36) throws -> Reading {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("png-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("picture.png").path
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    let data = try PillowReader.output(of: script, [path, String(cellWidth), String(cellHeight)])
    return try JSONDecoder().decode(Reading.self, from: data)
  }

  @Test("CRC-32 and Adler-32 give the published check values")
  func checksums() {
    #expect(CRC32.checksum(Array("123456789".utf8)) == 0xCBF4_3926)
    #expect(ZlibStream.adler32(Array("Wikipedia".utf8)) == 0x11E6_0398)
    #expect(ZlibStream.adler32([]) == 1)
  }

  @Test("a small image reads back pixel for pixel, deflated by zlib and in stored blocks")
  func roundTrip() throws {
    let (width, height) = (4, 3)
    var rgb: [UInt8] = []
    for index in 0..<(width * height) {
      rgb += [UInt8(index * 20), UInt8(255 - index * 20), UInt8(index * 7)]
    }
    let deflated = PNGWriter.png(width: width, height: height, rgb: rgb)
    let stored = PNGWriter.png(width: width, height: height, rgb: rgb, stored: true)
    #expect(deflated != stored, "the two encodings differ")
    #expect(ZlibStream.compress(rgb).method == .deflated, "the system zlib was opened")
    for bytes in [deflated, stored] {
      let reading = try Self.read(bytes, cellWidth: 1, cellHeight: 1)
      #expect(reading.format == "PNG" && reading.mode == "RGB" && reading.size == [width, height])
      let expected = stride(from: 0, to: rgb.count, by: 3).map {
        [Int(rgb[$0]), Int(rgb[$0 + 1]), Int(rgb[$0 + 2])]
      }
      #expect(reading.pixels == expected)
    }
    // A stored stream longer than one block (65 535 bytes) splits into blocks and still reads.
    let big = [UInt8](repeating: 200, count: 150 * 150 * 3)
    let wide = try Self.read(
      PNGWriter.png(width: 150, height: 150, rgb: big, stored: true), cellWidth: 150, cellHeight: 150)
    #expect(wide.size == [150, 150] && wide.cells == ["."])
  }

  @Test("a played tape gives one PNG per distinct screen, in order, at twice the GIF's cells")
  func onePerScreen() throws {
    let fonts = try FontLookup.fonts()
    let player = try Bundled.played("first-run-allow", locale: "en")
    let pictures = try PlaybackRecording.pngs(of: player, fonts: fonts, appearance: .light)
    let names = pictures.map(\.name)
    #expect(names.count == player.screens.count && names.count >= 3, "\(names)")
    #expect(Set(player.screens.map(\.name)).count == player.screens.count, "each screen once")
    #expect(names.first == "01-springboard.png", "\(names)")
    #expect(names.contains { $0.hasSuffix("-alert-over-primer.png") }, "\(names)")
    for (index, name) in names.enumerated() {
      #expect(name.hasPrefix(String(format: "%02d-", index + 1)), "\(name)")
    }
    let buffer = try #require(player.screens.first?.buffer)
    let reading = try Self.read(try #require(pictures.first?.bytes))
    #expect(reading.mode == "RGB" || reading.mode == "RGBA")
    #expect(
      reading.size == [
        buffer.width * CellMetrics.standard.cellWidth * 2,
        buffer.height * CellMetrics.standard.cellHeight * 2,
      ])
  }

  @Test("the light alert is brighter than the dark one, in English and in Korean", arguments: ["en", "ko"])
  func lightIsBrighter(locale: String) throws {
    let fonts = try FontLookup.fonts()
    let player = try Bundled.played("first-run-allow", locale: locale)
    let screen = try #require(player.screens.first { $0.name == "alert-over-primer" })
    func alert(_ appearance: PictureAppearance) throws -> Reading {
      let renderer = PNGRenderer(styling: .journey(appearance), fonts: fonts, language: locale)
      return try Self.read(try #require(try renderer.pictures([screen.buffer]).first))
    }
    let light = try alert(.light)
    let dark = try alert(.dark)
    #expect(light.luminance > dark.luminance + 60, "light \(light.luminance), dark \(dark.luminance)")
    #expect(light.luminance > 150 && dark.luminance < 90)
  }

  @Test(
    "Hangul and kana are inked across both of their cells; stored blocks read the same",
    arguments: ["ko", "ja"])
  func wideLetters(locale: String) throws {
    let fonts = try FontLookup.fonts()
    let player = try Bundled.played("first-run-allow", locale: locale)
    let screen = try #require(player.screens.first { $0.name.hasSuffix("alert-over-primer") })
    let renderer = PNGRenderer(styling: .journey(.light), fonts: fonts, language: locale)
    let bytes = try #require(try renderer.pictures([screen.buffer]).first)
    let reading = try Self.read(bytes)
    var wide = 0
    for y in 0..<screen.buffer.height {
      for x in 0..<(screen.buffer.width - 1) where screen.buffer[x + 1, y].isContinuation {
        let scalar = screen.buffer[x, y].grapheme.unicodeScalars.first?.value ?? 0
        // Hangul syllables and kana: letters that must fill both cells.
        guard (0xAC00...0xD7A3).contains(scalar) || (0x3041...0x30FF).contains(scalar) else { continue }
        wide += 1
        let row = Array(reading.cells[y])
        #expect(
          row[x] == "#" && row[x + 1] == "#", "row \(y + 1), column \(x + 1): \(screen.buffer[x, y].grapheme)"
        )
      }
    }
    #expect(wide > 10, "the \(locale) alert shows wide letters (\(wide))")
    let stored = PNGRenderer(styling: .journey(.light), fonts: fonts, language: locale, stored: true)
    let fallback = try Self.read(try #require(try stored.pictures([screen.buffer]).first))
    #expect(fallback.cells == reading.cells && fallback.luminance == reading.luminance)
  }
}
