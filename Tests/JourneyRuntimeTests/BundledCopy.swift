import ConsentEngine
import Foundation
import StringTables

/// The repository's bundled copy, loaded once for the runtime tests.
enum BundledCopy {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  static var directory: String { root.appendingPathComponent("copy").path }

  static func catalog() throws -> CopyCatalog { try CopyCatalog.load(directory: directory) }

  static func journey() throws -> JourneyFile { try JourneyFile.load(path: directory + "/journey.json") }
}
