extension CopyTable {
  /// The table a `.strings` file holds, as the loader reads it: entries by key, the last definition winning.
  public init(_ file: StringsFile, name: String, layer: CopyLayer) {
    var entries: [String: CopyEntry] = [:]
    for entry in file.entries {
      entries[entry.key] = CopyEntry(
        key: entry.key, value: entry.value, comment: entry.comment, location: entry.valueLocation,
        keyLocation: entry.keyLocation, catalogLocalization: nil)
    }
    self.init(name: name, layer: layer, path: file.path, entries: entries, duplicates: file.duplicates)
  }
}

extension CopyCatalog {
  /// The catalog with table `name` of `layer` read from `bytes` (a `.strings` file at `path`) in place of
  /// the one it has: the copy as it will load once that file is written.
  public func replacing(table name: String, in layer: CopyLayer, path: String, bytes: [UInt8])
    throws(CopyLoadError) -> CopyCatalog
  {
    var catalog = self
    let file = try StringsFile(bytes: bytes, path: path)
    catalog.layers[layer, default: [:]][name] = CopyTable(file, name: name, layer: layer)
    return catalog
  }
}
