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

extension BundledCopy {
  /// A temporary copy of the bundled copy tree; remove it with `FileManager.removeItem`.
  public static func tree() throws -> URL {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("copy-\(UUID().uuidString)")
    try FileManager.default.copyItem(atPath: Self.directory, toPath: directory.path)
    return directory
  }

  /// Appends entries to a `.strings` file of a copy tree (a key written again wins).
  public static func append(_ text: String, to relative: String, in tree: URL) throws {
    let url = tree.appendingPathComponent(relative)
    let old = try String(contentsOf: url, encoding: .utf8)
    try (old + "\n" + text + "\n").write(to: url, atomically: true, encoding: .utf8)
  }
}
