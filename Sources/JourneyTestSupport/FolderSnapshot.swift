import Foundation

/// Every file under a folder and its bytes, to show that a refused command wrote nothing.
public enum FolderSnapshot {
  /// Every file under `root` (relative path → bytes).
  public static func files(_ root: String) throws -> [String: Data] {
    var result: [String: Data] = [:]
    let enumerator = FileManager.default.enumerator(atPath: root)
    while let relative = enumerator?.nextObject() as? String {
      var isDirectory: ObjCBool = false
      let path = root + "/" + relative
      if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
        result[relative] = try Data(contentsOf: URL(fileURLWithPath: path))
      }
    }
    return result
  }
}
