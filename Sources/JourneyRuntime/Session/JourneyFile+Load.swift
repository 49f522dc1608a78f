import ConsentEngine
import StringTables

extension JourneyFile {
  /// Reads and decodes the journey file at `path` (5 MB limit; unreadable files are errors).
  public static func load(path: String) throws(CopyLoadError) -> JourneyFile {
    let bytes = try CopyFiles().read(path)
    do {
      return try JourneyFile(bytes: bytes, path: path)
    } catch {
      throw CopyLoadError(error)
    }
  }
}
