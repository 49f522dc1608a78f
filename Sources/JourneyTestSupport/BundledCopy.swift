import ConsentEngine
import Foundation
import JourneyRuntime
import StringTables

/// The repository's bundled copy, for tests that load it in process.
public enum BundledCopy {
  /// The copy folder.
  public static var directory: String { BuiltProgram.copyDirectory }

  /// The bundled copy tables.
  public static func catalog() throws -> CopyCatalog { try CopyCatalog.load(directory: directory) }

  /// The bundled journey.json.
  public static func journey() throws -> JourneyFile {
    try JourneyFile.load(path: directory + "/journey.json")
  }
}
