import ConsentEngine
import Foundation
import JourneyMap
import JourneyRuntime
import JourneyTapes
import StringTables

/// The bundled copy, its demo tapes, and maps of it, each scenario's map drawn once for all the tests.
enum MapFixtures {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  static var directory: String { root.appendingPathComponent("copy").path }

  static let catalog: CopyCatalog = try! CopyCatalog.load(directory: directory)

  static let journey: JourneyFile = try! JourneyFile.load(path: directory + "/journey.json")

  /// The demo tapes' file names, sorted.
  static let tapeNames: [String] = {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory + "/demos")) ?? []
    return names.filter { $0.hasSuffix(".tape") }.sorted()
  }()

  /// A demo tape, parsed.
  static func tape(_ name: String) throws -> Tape {
    let path = directory + "/demos/" + name
    return try TapeParser.parse(try String(contentsOfFile: path, encoding: .utf8), path: path)
  }

  /// The scenario a demo tape's `Set` lines describe.
  static func scenario(ofTape name: String) throws -> ScenarioOptions {
    try PlaybackSettings(try tape(name), catalog: catalog).scenario
  }

  /// The distinct scenarios of the demo tapes (the default among them), in tape order.
  static let tapeScenarios: [ScenarioOptions] = {
    var list: [ScenarioOptions] = []
    for name in tapeNames {
      guard let scenario = try? scenario(ofTape: name) else { continue }
      if !list.contains(scenario) { list.append(scenario) }
    }
    return list
  }()

  /// The map of the bundled journey in a scenario, drawn once per scenario.
  static func map(_ options: ScenarioOptions = ScenarioOptions()) -> JourneyGraph {
    if let known = cache.lookup(options) { return known }
    let map = MapExplorer.explore(journey: journey, catalog: catalog, options: options)
    cache.store(map, for: options)
    return map
  }

  /// The default map.
  static var defaultMap: JourneyGraph { map() }

  private static let cache = MapCache()

  /// Maps by scenario, shared by tests running in parallel.
  private final class MapCache: @unchecked Sendable {
    private let lock = NSLock()
    private var maps: [(ScenarioOptions, JourneyGraph)] = []

    func lookup(_ options: ScenarioOptions) -> JourneyGraph? {
      lock.withLock { maps.first { $0.0 == options }?.1 }
    }

    func store(_ map: JourneyGraph, for options: ScenarioOptions) {
      lock.withLock { if !maps.contains(where: { $0.0 == options }) { maps.append((options, map)) } }
    }
  }
}
