import TextSafety

/// One `key = value;` entry of a `.strings` file, with what copy review needs.
public struct StringsEntry: Hashable, Sendable {
  /// The key, after escapes.
  public var key: String
  /// The value, after escapes (equals the key for the `key;` shorthand).
  public var value: String
  /// The comment immediately above the entry (the translator note), without `/* */` or `//`.
  public var comment: String?
  /// Where the key starts.
  public var keyLocation: SourceLocation
  /// Where the value starts (the key's location for the `key;` shorthand).
  public var valueLocation: SourceLocation

  /// Creates an entry.
  public init(
    key: String, value: String, comment: String?, keyLocation: SourceLocation, valueLocation: SourceLocation
  ) {
    self.key = key
    self.value = value
    self.comment = comment
    self.keyLocation = keyLocation
    self.valueLocation = valueLocation
  }
}

/// A key defined more than once in one file; the last definition wins, as on iOS.
public struct DuplicateKey: Hashable, Sendable {
  /// The repeated key.
  public var key: String
  /// Where the key was first defined.
  public var first: SourceLocation
  /// Where it was defined again (this definition wins).
  public var duplicate: SourceLocation
}

/// A parsed `.strings` file: every entry in file order plus the duplicates found.
public struct StringsFile: Sendable {
  /// The file's path.
  public var path: String
  /// All entries in file order, duplicates included.
  public var entries: [StringsEntry]
  /// Keys defined more than once.
  public var duplicates: [DuplicateKey]

  /// Parses `.strings` bytes (UTF-8 with/without BOM, UTF-16 with BOM).
  public init(bytes: [UInt8], path: String) throws(CopyLoadError) {
    let scalars: [Unicode.Scalar]
    do {
      scalars = try TextDecoding.decode(bytes, path: path)
    } catch {
      throw CopyLoadError(error)
    }
    var parser = StringsParser(scalars: scalars, path: path)
    self.path = path
    self.entries = try parser.parse()
    var firstSeen: [String: SourceLocation] = [:]
    var duplicates: [DuplicateKey] = []
    for entry in entries {
      if let first = firstSeen[entry.key] {
        duplicates.append(DuplicateKey(key: entry.key, first: first, duplicate: entry.keyLocation))
      } else {
        firstSeen[entry.key] = entry.keyLocation
      }
    }
    self.duplicates = duplicates
  }

  /// The winning entry for every key (the last definition), keyed by key.
  public var effectiveEntries: [String: StringsEntry] {
    var result: [String: StringsEntry] = [:]
    for entry in entries { result[entry.key] = entry }
    return result
  }

  /// Key → value with the last definition winning, like Foundation's result.
  public var dictionary: [String: String] { effectiveEntries.mapValues(\.value) }
}
