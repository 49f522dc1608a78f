import TextSafety

extension CopyCatalog {
  /// Loads the tables under `directory`, or throws the first problem found.
  ///
  /// Layout: `<lang>.lproj/<Table>.strings`, `variants/<variant>/<lang>.lproj/<Table>.strings`,
  /// and `<Table>.xcstrings` as an alternative source of a table's base copy. With `reading`, only
  /// those locales' `.lproj` folders (and the development language's) are read now; the other
  /// locales are listed and checked by name, and `reading(locale:)` reads them when they are needed.
  public static func load(
    directory: String, developmentLanguage: String = "en", reading: Set<String>? = nil
  ) throws(CopyLoadError) -> CopyCatalog {
    let files = CopyFiles(root: directory)
    guard files.isDirectory(directory) else {
      throw .file(directory, "copy directory not found or not a directory")
    }
    let listing = try CopyListing(directory: directory, files: files)
    var layers: [CopyLayer: [String: CopyTable]] = [:]
    var catalogs: [String: StringCatalog] = [:]
    for (table, path) in listing.stringCatalogs {
      catalogs[table] = try StringCatalog(bytes: files.read(path, limit: .catalog), path: path)
    }
    for (name, catalog) in catalogs.sorted(by: { $0.key < $1.key }) {
      try merge(catalog, table: name, into: &layers)
    }
    let locales = listing.locales.union(layers.keys.filter { $0.variant == nil }.map(\.locale))
    guard locales.contains(developmentLanguage) else {
      throw .file(
        directory,
        "no copy for the development language \(developmentLanguage) (\(developmentLanguage).lproj)")
    }
    for (layer, path) in listing.folders where layer.variant != nil && !locales.contains(layer.locale) {
      throw .file(path, "variant locale \(layer.locale) has no base copy (\(layer.locale).lproj)")
    }
    let wanted = reading.map { $0.union([developmentLanguage]) }
    for (layer, path) in listing.folders where wanted?.contains(layer.locale) ?? true {
      try addLproj(path, layer: layer, files: files, into: &layers)
    }
    let sortedLocales = [developmentLanguage] + locales.subtracting([developmentLanguage]).sorted()
    var catalog = CopyCatalog(
      root: directory, developmentLanguage: developmentLanguage, locales: sortedLocales,
      variants: listing.variants, layers: layers, stringCatalogs: catalogs)
    for (layer, path) in listing.folders where !(wanted?.contains(layer.locale) ?? true) {
      catalog.unreadFolders[layer] = path
    }
    return catalog
  }

  /// This catalog with `locale`'s folders (base and variants) read too; itself when they already are.
  public func reading(locale: String) throws(CopyLoadError) -> CopyCatalog {
    let folders = unreadFolders.filter { $0.key.locale == locale }.sorted { $0.value < $1.value }
    guard !folders.isEmpty else { return self }
    let files = CopyFiles(root: root)
    var copy = self
    for (layer, path) in folders {
      try Self.addLproj(path, layer: layer, files: files, into: &copy.layers)
      copy.unreadFolders[layer] = nil
    }
    return copy
  }

  /// Reads one `.lproj` folder into `layers`; a table a String Catalog already supplies is an error.
  private static func addLproj(
    _ path: String, layer: CopyLayer, files: CopyFiles, into layers: inout [CopyLayer: [String: CopyTable]]
  ) throws(CopyLoadError) {
    for (name, table) in try loadLproj(path, layer: layer, files: files).sorted(by: { $0.key < $1.key }) {
      if let existing = layers[layer]?[name] {
        throw .file(
          existing.path, "table \(name) for \(layer.locale) is defined twice: here and in \(table.path)")
      }
      layers[layer, default: [:]][name] = table
    }
  }

  private static func loadLproj(_ path: String, layer: CopyLayer, files: CopyFiles) throws(CopyLoadError)
    -> [String: CopyTable]
  {
    var tables: [String: CopyTable] = [:]
    for name in try files.list(path) where name.hasSuffix(".strings") {
      let filePath = path + "/" + name
      let file = try StringsFile(bytes: files.read(filePath), path: filePath)
      let table = String(name.dropLast(8))
      tables[table] = CopyTable(file, name: table, layer: layer)
    }
    return tables
  }

  private static func merge(
    _ catalog: StringCatalog, table: String, into layers: inout [CopyLayer: [String: CopyTable]]
  ) throws(CopyLoadError) {
    for language in catalog.languages.sorted() {
      try CopyNames.validateLocale(language, path: catalog.path)
      let layer = CopyLayer(locale: language)
      if let existing = layers[layer]?[table] {
        throw .file(
          catalog.path, "table \(table) for \(language) is defined twice: here and in \(existing.path)")
      }
      var entries: [String: CopyEntry] = [:]
      for string in catalog.strings {
        guard let localization = string.localizations[language],
          let unit = localization.resolve(language: language, count: nil, device: .iphone)
        else { continue }
        entries[string.key] = CopyEntry(
          key: string.key, value: unit.value, comment: string.comment, location: unit.location,
          keyLocation: string.location, catalogLocalization: localization)
      }
      layers[layer, default: [:]][table] = CopyTable(
        name: table, layer: layer, path: catalog.path, entries: entries, duplicates: [])
    }
  }
}
