import Foundation

/// Every entry under a folder, folders and hidden ones too, with each regular file's bytes: what a test
/// compares before and after a run to see that nothing was written, replaced or left behind.
enum OutputLeftovers {
  /// Relative path → bytes (nil for a folder, a link or anything else that is not a regular file).
  static func entries(_ root: String) throws -> [String: Data?] {
    var result: [String: Data?] = [:]
    let enumerator = FileManager.default.enumerator(atPath: root)
    while let relative = enumerator?.nextObject() as? String {
      let path = root + "/" + relative
      let kind = try FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType
      let bytes: Data? = kind == .typeRegular ? try Data(contentsOf: URL(fileURLWithPath: path)) : nil
      result.updateValue(bytes, forKey: relative)
    }
    return result
  }

  /// Overwrites every regular file under `root` with "previous NAME\n", so a file written again shows.
  static func markPrevious(_ root: String) throws {
    for (relative, bytes) in try entries(root) where bytes != nil {
      try Data("previous \(relative)\n".utf8).write(to: URL(fileURLWithPath: root + "/" + relative))
    }
  }
}
