import StringTables

/// The app's Info.plist strings (purpose strings, display name) written back for Xcode.
public enum InfoPlistExport {
  /// The table holding them.
  public static let table = "InfoPlist"

  /// `InfoPlist.xcstrings` with every base locale's InfoPlist values.
  static func catalog(_ catalog: CopyCatalog) -> ExportFile {
    let units = catalog.locales.flatMap { locale in
      ExchangeUnits.collect(catalog, layer: CopyLayer(locale: locale)).filter { $0.table == table }
    }
    return ExportFile(
      path: "InfoPlist.xcstrings",
      text: StringCatalogText.make(sourceLanguage: catalog.developmentLanguage, units: units))
  }

  /// `LOCALE.lproj/InfoPlist.strings` for every base locale, keys in the development language's order.
  static func stringsFiles(_ catalog: CopyCatalog) -> [ExportFile] {
    catalog.locales.compactMap { locale in
      let units = ExchangeUnits.collect(catalog, layer: CopyLayer(locale: locale)).filter {
        $0.table == table && $0.target != nil
      }
      guard !units.isEmpty else { return nil }
      let text = StringsWriting.file(units.map { ($0.key, $0.target ?? "", $0.comment) })
      return ExportFile(path: "\(locale).lproj/InfoPlist.strings", text: text)
    }
  }
}
