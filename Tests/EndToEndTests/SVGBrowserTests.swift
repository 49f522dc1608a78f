import ConsentEngine
import Foundation
import JourneyTestSupport
import StringTables
import TerminalKit
import Testing

@testable import JourneyRuntime
@testable import JourneyTapes

/// The animated SVG in a real browser: it loads without console errors, and screenshots taken at two times
/// on the tape's clock show two different frames (and two times within one frame show the same one).
@Suite(
  "Animated SVG in a real browser",
  .enabled(if: Chromium.executable != nil, "chromium is not on PATH; the browser check needs it"))
struct SVGBrowserTests {
  /// The bundled first-run tape in Japanese, as an SVG.
  private static func svg() throws -> (svg: String, player: TapePlayer) {
    let tape = try TapeFile.read(BundledCopy.directory + "/demos/first-run-allow.tape")
    var overrides = ScenarioOptions()
    overrides.locale = "ja"
    var player = try TapePlayer(
      tape: tape, journey: try BundledCopy.journey(), catalog: try BundledCopy.catalog(), overrides: overrides
    )
    try player.play()
    return (PlaybackRecording.svg(of: player), player)
  }

  /// A page holding the SVG with its animation paused at `seconds`.
  private static func page(_ svg: String, at seconds: Double, in folder: URL) throws -> URL {
    let url = folder.appendingPathComponent("at-\(seconds).html")
    let pause = ".film{animation-play-state:paused!important;animation-delay:-\(seconds)s!important}"
    try
      "<!DOCTYPE html><html><head><meta charset=\"utf-8\"><style>body{margin:0}\(pause)</style></head><body>\(svg)</body></html>"
      .write(to: url, atomically: true, encoding: .utf8)
    return url
  }

  private static func screenshot(_ page: URL, size: String) throws -> Data {
    let shot = page.deletingPathExtension().appendingPathExtension("png")
    // The page settles (fonts loaded, every compositor stage run) before the picture is taken, so two
    // shots of one paused frame match even on a busy machine.
    let run = try Chromium.run([
      "--window-size=\(size)", "--hide-scrollbars", "--virtual-time-budget=2000",
      "--run-all-compositor-stages-before-draw", "--screenshot=\(shot.path)", page.absoluteString,
    ])
    #expect(run.status == 0)
    return try Data(contentsOf: shot)
  }

  @Test func twoTimesShowTwoFrames() throws {
    let (svg, player) = try Self.svg()
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("svg-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let frames = player.frames
    try #require(frames.count > 3)
    let size =
      "\(player.settings.size.width * SVGRenderer.cellWidth),\(player.settings.size.height * SVGRenderer.cellHeight)"
    let early = Double(frames[1].time) / 1_000_000 + 0.001
    let alsoEarly = Double(frames[2].time) / 1_000_000 - 0.001
    let late = Double(player.clock) / 1_000_000 + 0.5
    let first = try Self.screenshot(try Self.page(svg, at: early, in: folder), size: size)
    let same = try Self.screenshot(try Self.page(svg, at: alsoEarly, in: folder), size: size)
    let last = try Self.screenshot(try Self.page(svg, at: late, in: folder), size: size)
    #expect(Chromium.pngSize(first) != nil)
    #expect(first == same, "two times within one frame show the same picture")
    #expect(first != last, "two times in different frames show different pictures")
  }

  @Test("the SVG file itself loads in the browser with no console error and no script")
  func fileLoads() throws {
    let (svg, _) = try Self.svg()
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("svg-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("demo.svg")
    try svg.write(to: file, atomically: true, encoding: .utf8)
    let run = try Chromium.run(["--enable-logging=stderr", "--v=0", "--dump-dom", file.absoluteString])
    #expect(run.status == 0)
    let dom = String(decoding: run.output, as: UTF8.self)
    #expect(dom.contains("<svg"), "Chromium read the file as SVG")
    #expect(!dom.lowercased().contains("<script"))
    #expect(Chromium.consoleProblems(run.errors).isEmpty, "\(Chromium.consoleProblems(run.errors))")
  }
}
