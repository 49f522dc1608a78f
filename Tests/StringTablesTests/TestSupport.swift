import Foundation
import Testing

@testable import StringTables

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

/// What Foundation's property-list reader makes of `bytes`, as a string dictionary.
func foundationStrings(_ bytes: [UInt8]) throws -> [String: String] {
  let plist = try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil)
  return try #require(plist as? [String: String])
}
