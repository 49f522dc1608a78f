import Foundation
import JourneyMap
import JourneyRuntime
import StringTables

/// The bundled copy and maps of it, loaded once for the map tests.
enum MapFixtures {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  static var directory: String { root.appendingPathComponent("copy").path }

  static let catalog: CopyCatalog = try! CopyCatalog.load(directory: directory)

  static let journey: JourneyFile = try! JourneyFile.load(path: directory + "/journey.json")

  /// The map of the bundled journey in a scenario.
  static func map(_ options: ScenarioOptions = ScenarioOptions()) -> JourneyGraph {
    MapExplorer.explore(journey: journey, catalog: catalog, options: options)
  }

  /// The default map, drawn once.
  static let defaultMap = map()
}
