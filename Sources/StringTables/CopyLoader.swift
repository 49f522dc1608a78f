import Foundation
import TextSafety

extension CopyCatalog {
  /// Loads every table under `directory` completely, or throws the first problem found.
  ///
  /// Layout: `<lang>.lproj/<Table>.strings`, `variants/<variant>/<lang>.lproj/<Table>.strings`,
  /// and `<Table>.xcstrings` as an alternative source of a table's base copy.
  public static func load(directory: String, developmentLanguage: String = "en") throws(CopyLoadError)
    -> CopyCatalog
  {
    let files = CopyFiles()
    guard files.isDirectory(directory) else {
      throw .file(directory, "copy directory not found or not a directory")
    }
    var layers: [CopyLayer: [String: CopyTable]] = [:]
    var variants: [String] = []
    var catalogs: [String: StringCatalog] = [:]
    for name in try files.list(directory) {
      let path = directory + "/" + name
      if name.hasSuffix(".lproj") {
        try CopyNames.validateLocale(String(name.dropLast(6)), path: path)
        let layer = CopyLayer(locale: String(name.dropLast(6)))
        layers[layer] = try loadLproj(path, layer: layer, files: files)
      } else if name.hasSuffix(".xcstrings") {
        let table = String(name.dropLast(10))
        let catalog = try StringCatalog(bytes: files.read(path), path: path)
        catalogs[table] = catalog
      } else if name == "variants", files.isDirectory(path) {
        for variant in try files.list(path) where files.isDirectory(path + "/" + variant) {
          try CopyNames.validateVariant(variant, path: path + "/" + variant)
          variants.append(variant)
          for lproj in try files.list(path + "/" + variant) where lproj.hasSuffix(".lproj") {
            let lprojPath = path + "/" + variant + "/" + lproj
            let locale = String(lproj.dropLast(6))
            try CopyNames.validateLocale(locale, path: lprojPath)
            let layer = CopyLayer(locale: locale, variant: variant)
            layers[layer] = try loadLproj(lprojPath, layer: layer, files: files)
          }
        }
      }
    }
    for (name, catalog) in catalogs.sorted(by: { $0.key < $1.key }) {
      try merge(catalog, table: name, into: &layers)
    }
    let locales = Set(layers.keys.filter { $0.variant == nil }.map(\.locale))
    guard locales.contains(developmentLanguage) else {
      throw .file(
        directory,
        "no copy for the development language \(developmentLanguage) (\(developmentLanguage).lproj)")
    }
    for layer in layers.keys where layer.variant != nil && !locales.contains(layer.locale) {
      throw .file(
        directory + "/variants/\(layer.variant ?? "")/\(layer.locale).lproj",
        "variant locale \(layer.locale) has no base copy (\(layer.locale).lproj)")
    }
    let sortedLocales = [developmentLanguage] + locales.subtracting([developmentLanguage]).sorted()
    return CopyCatalog(
      root: directory, developmentLanguage: developmentLanguage, locales: sortedLocales,
      variants: variants.sorted(), layers: layers, stringCatalogs: catalogs)
  }

  private static func loadLproj(_ path: String, layer: CopyLayer, files: CopyFiles) throws(CopyLoadError)
    -> [String: CopyTable]
  {
    var tables: [String: CopyTable] = [:]
    for name in try files.list(path) where name.hasSuffix(".strings") {
      let filePath = path + "/" + name
      let file = try StringsFile(bytes: files.read(filePath), path: filePath)
      var entries: [String: CopyEntry] = [:]
      for entry in file.entries {
        entries[entry.key] = CopyEntry(
          key: entry.key, value: entry.value, comment: entry.comment, location: entry.valueLocation,
          keyLocation: entry.keyLocation, catalogLocalization: nil)
      }
      let table = String(name.dropLast(8))
      tables[table] = CopyTable(
        name: table, layer: layer, path: filePath, entries: entries, duplicates: file.duplicates)
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

/// File-system access for the loader: listing, size limit and unreadable files as typed errors.
public struct CopyFiles: Sendable {
  private var manager: FileManager { FileManager.default }

  /// Access to the file system.
  public init() {}

  func isDirectory(_ path: String) -> Bool {
    var directory: ObjCBool = false
    return manager.fileExists(atPath: path, isDirectory: &directory) && directory.boolValue
  }

  /// Directory entries, sorted, hidden files skipped.
  func list(_ path: String) throws(CopyLoadError) -> [String] {
    do {
      return try manager.contentsOfDirectory(atPath: path).filter { !$0.hasPrefix(".") }.sorted()
    } catch {
      throw .file(path, "cannot read directory")
    }
  }

  /// The bytes of a file no larger than 5 MB.
  public func read(_ path: String) throws(CopyLoadError) -> [UInt8] {
    let attributes = try? manager.attributesOfItem(atPath: path)
    if let size = attributes?[.size] as? NSNumber, size.intValue > CopyNames.maximumFileSize {
      throw .file(path, "file is larger than 5 MB (\(size.intValue) bytes)")
    }
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw .file(path, "cannot read file: " + String(cString: strerror(errno))) }
    let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    var status = stat()
    if fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR {
      throw .file(path, "cannot read file: " + String(cString: strerror(EISDIR)))
    }
    do {
      let data = try handle.read(upToCount: CopyNames.maximumFileSize + 1) ?? Data()
      if data.count > CopyNames.maximumFileSize {
        throw CopyLoadError.file(path, "file is larger than 5 MB")
      }
      return [UInt8](data)
    } catch let error as CopyLoadError {
      throw error
    } catch {
      throw .file(path, "cannot read file: \(error.localizedDescription)")
    }
  }
}
