import Foundation
import Testing

@testable import CopyTables

/// A temporary directory tree written by a test, removed by `remove()`.
struct TemporaryTree {
  let root: String

  init() throws {
    root = NSTemporaryDirectory() + "copytables-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
  }

  /// Writes UTF-8 `text` at `relative`, creating folders.
  func write(_ relative: String, _ text: String) throws {
    try write(relative, bytes: Array(text.utf8))
  }

  /// Writes raw bytes at `relative`, creating folders.
  func write(_ relative: String, bytes: [UInt8]) throws {
    let path = root + "/" + relative
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try Data(bytes).write(to: URL(fileURLWithPath: path))
  }

  func remove() {
    try? FileManager.default.removeItem(atPath: root)
  }
}

/// Parses `.strings` text given as a Swift string.
func parse(_ text: String, path: String = "T.strings") throws(CopyLoadError) -> StringsFile {
  try StringsFile(bytes: Array(text.utf8), path: path)
}

/// The error parsing `bytes` throws, if any.
func parseError(_ bytes: [UInt8], path: String = "T.strings") -> CopyLoadError? {
  do {
    _ = try StringsFile(bytes: bytes, path: path)
    return nil
  } catch {
    return error
  }
}

/// The error parsing `text` throws, as `path:line:col: error: message`.
func parseError(_ text: String) -> String? {
  parseError(Array(text.utf8))?.description
}

/// The directory of test fixtures.
func fixturesDirectory() throws -> String {
  let url = try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil))
  return url.path
}

/// What Foundation's property-list reader makes of `bytes`, as a string dictionary.
func foundationStrings(_ bytes: [UInt8]) throws -> [String: String] {
  let plist = try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil)
  return try #require(plist as? [String: String])
}
