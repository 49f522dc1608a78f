/// What a copy folder holds, by name only: its `.lproj` folders, variants and String Catalogs.
///
/// Listing checks every locale and variant name without reading a table, so a catalog can be
/// loaded one locale at a time and still know every locale it has.
struct CopyListing {
  /// Every `.lproj` folder: base copy (variant `nil`) and variant overlays, in listing order.
  var folders: [(layer: CopyLayer, path: String)] = []
  /// Locales with a base `.lproj` folder.
  var locales: Set<String> = []
  /// Variant names, alphabetical.
  var variants: [String] = []
  /// `<Table>.xcstrings` files by table name.
  var stringCatalogs: [(table: String, path: String)] = []

  /// Lists `directory`.
  init(directory: String, files: CopyFiles) throws(CopyLoadError) {
    for name in try files.list(directory) {
      let path = directory + "/" + name
      if name.hasSuffix(".lproj") {
        let locale = String(name.dropLast(6))
        try CopyNames.validateLocale(locale, path: path)
        folders.append((CopyLayer(locale: locale), path))
        locales.insert(locale)
      } else if name.hasSuffix(".xcstrings") {
        stringCatalogs.append((String(name.dropLast(10)), path))
      } else if name == "variants", files.isDirectory(path) {
        for variant in try files.list(path) where files.isDirectory(path + "/" + variant) {
          try CopyNames.validateVariant(variant, path: path + "/" + variant)
          variants.append(variant)
          for lproj in try files.list(path + "/" + variant) where lproj.hasSuffix(".lproj") {
            let lprojPath = path + "/" + variant + "/" + lproj
            let locale = String(lproj.dropLast(6))
            try CopyNames.validateLocale(locale, path: lprojPath)
            folders.append((CopyLayer(locale: locale, variant: variant), lprojPath))
          }
        }
      }
    }
    variants.sort()
  }
}
