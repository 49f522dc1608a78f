import ConsentEngine
import DemoGallery
import Foundation
import GIFRendering
import JourneyMap
import JourneyRuntime
import JourneyTapes
import StringTables
import TerminalKit

// In-process figures for Scripts/bench: copy loading, headless rendering, tape playback.
// Usage: Benchmarks COPY_DIR

let copyDirectory = CommandLine.arguments.dropFirst().first ?? "copy"

func report(_ name: String, _ value: Double, _ unit: String) {
  print("\(name)\t\(String(format: "%.3f", value))\t\(unit)")
}

do {
  let catalog = try CopyCatalog.load(directory: copyDirectory)
  let journey = try JourneyFile.load(path: copyDirectory + "/journey.json")
  report(
    "copy.load.bundled",
    try Stopwatch.median(runs: 20) { _ = try CopyCatalog.load(directory: copyDirectory) },
    "ms")

  let synthetic = try SyntheticCopy.write(keys: 20_000)
  report(
    "copy.load.synthetic20000",
    try Stopwatch.median(runs: 5) { _ = try CopyCatalog.load(directory: synthetic) },
    "ms")
  try? FileManager.default.removeItem(atPath: synthetic)

  var options = ScenarioOptions()
  options.locale = "ja"
  var session = JourneySetup.session(
    journey, catalog: catalog, options: options, size: Size(width: 100, height: 34))
  for command in [SessionCommand.launch, .pressFocused, .pressFocused, .pressFocused] {
    SessionPerformer.apply(command, to: &session)
  }
  let frames = 2_000
  let start = Stopwatch.now()
  // The screen laid out by the session and painted by the view anew each time (the session keeps its last
  // few layouts, the walk's driver its last few frames): sixteen sizes in turn, more than either keeps.
  var cells = 0
  for index in 0..<frames {
    session.resize(to: Size(width: 100 + index % 16, height: 34))
    cells += JourneyView.frame(of: session).buffer.width
  }
  precondition(cells > 0)
  let seconds = Double(Stopwatch.now() - start) / 1_000_000_000
  report("render.primer.ja.fps", Double(frames) / seconds, "frames/s")
  report("render.primer.ja.perFrame", seconds * 1_000 / Double(frames), "ms")

  let tapes = try FileManager.default.contentsOfDirectory(atPath: copyDirectory + "/demos")
    .filter { $0.hasSuffix(".tape") }.sorted()
  var recorded = 0
  var frameCount = 0
  let playStart = Stopwatch.now()
  for name in tapes {
    let path = copyDirectory + "/demos/" + name
    let tape = try TapeParser.parse(try String(contentsOfFile: path, encoding: .utf8), path: path)
    for locale in catalog.locales {
      var overrides = ScenarioOptions()
      overrides.locale = locale
      var player = try TapePlayer(tape: tape, journey: journey, catalog: catalog, overrides: overrides)
      try player.play()
      recorded += PlaybackRecording.cast(of: player).text.utf8.count
      recorded += PlaybackRecording.frames(of: player).utf8.count
      frameCount += player.frames.count
    }
  }
  let playSeconds = Double(Stopwatch.now() - playStart) / 1_000_000_000
  report("play.allTapes.allLocales", playSeconds, "s")
  report("play.allTapes.frames", Double(frameCount), "frames")
  report("play.allTapes.recordedBytes", Double(recorded), "bytes")
  var mapShape = (screens: 0, edges: 0, states: 0)
  report(
    "map.default",
    Stopwatch.median(runs: 3) {
      let map = MapExplorer.explore(journey: journey, catalog: catalog, options: ScenarioOptions())
      mapShape = (map.nodes.count, map.edges.count, map.statesExplored)
    } / 1_000,
    "s")
  report("map.default.screens", Double(mapShape.screens), "nodes")
  report("map.default.edges", Double(mapShape.edges), "edges")
  report("map.default.states", Double(mapShape.states), "states")
  report("process.peakMemory", Stopwatch.peakMemoryMiB(), "MiB")

  // The gallery in process (every tape in every locale on all cores, files laid out but not written),
  // with SVGs (`--svg`, no fonts) and with GIFs (the default): what drawing the GIFs costs. After the peak memory figure, which it would change.
  let galleryTapes = DemoGallery.demoTapes(copyDirectory: copyDirectory)
  let plain = try Stopwatch.medianWallAndCPU(runs: 3) {
    _ = try DemoGallery.build(tapes: galleryTapes, journey: journey, catalog: catalog, picture: .svg)
  }
  report("gallery.build.withSVGs", plain.wall, "s")
  report("gallery.build.withSVGs.cpu", plain.cpu, "s")
  let fonts = try FontLookup.fonts()
  var gifBytes = 0
  let drawn = try Stopwatch.medianWallAndCPU(runs: 3) {
    let gallery = try DemoGallery.build(tapes: galleryTapes, journey: journey, catalog: catalog, gif: fonts)
    gifBytes = gallery.images.reduce(0) { $0 + $1.bytes.count }
  }
  report("gallery.build.withGIFs", drawn.wall, "s")
  report("gallery.build.withGIFs.cpu", drawn.cpu, "s")
  report("gallery.gifBytes", Double(gifBytes), "bytes")
} catch {
  FileHandle.standardError.write(Data("Benchmarks: \(error)\n".utf8))
  exit(1)
}
