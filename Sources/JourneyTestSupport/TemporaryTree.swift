import Foundation

/// A temporary directory tree written by a test, removed by `remove()`.
public struct TemporaryTree {
  /// The tree's root folder.
  public let root: String

  /// Creates an empty folder under the temporary directory.
  public init() throws {
    root = NSTemporaryDirectory() + "copy-tree-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
  }

  /// Writes UTF-8 `text` at `relative`, creating folders.
  public func write(_ relative: String, _ text: String) throws {
    try write(relative, bytes: Array(text.utf8))
  }

  /// Writes raw bytes at `relative`, creating folders.
  public func write(_ relative: String, bytes: [UInt8]) throws {
    let path = root + "/" + relative
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try Data(bytes).write(to: URL(fileURLWithPath: path))
  }

  /// Removes the tree.
  public func remove() {
    try? FileManager.default.removeItem(atPath: root)
  }
}
