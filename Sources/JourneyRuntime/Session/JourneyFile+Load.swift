import ConsentEngine
import StringTables
import TextSafety

extension JourneyFile {
  /// Reads and decodes the journey file at `path` (1 MB limit; only a regular file; unreadable files are errors).
  public static func load(path: String) throws(CopyLoadError) -> JourneyFile {
    let bytes: [UInt8]
    do {
      bytes = try SafeFile.read(path, limit: .journey)
    } catch {
      throw .file(path, error.message)
    }
    do {
      return try JourneyFile(bytes: bytes, path: path)
    } catch {
      throw CopyLoadError(error)
    }
  }
}
