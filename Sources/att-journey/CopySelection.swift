import StringTables

/// The locales and variants a command was asked to show, checked against the copy folder.
enum CopySelection {
  /// The first `--locales` or `--variants` value the catalog does not have, as its one-line error; nil
  /// when every one is there (`base` names the base copy).
  static func refusal(locales: [String]?, variants: [String]?, in catalog: CopyCatalog) -> String? {
    for locale in locales ?? [] where !catalog.locales.contains(locale) {
      return LaunchOptionError.invalidValue(option: "--locales", value: locale, allowed: catalog.locales)
        .description
    }
    for variant in variants ?? [] where variant != "base" && !catalog.variants.contains(variant) {
      return LaunchOptionError.invalidValue(
        option: "--variants", value: variant, allowed: ["base"] + catalog.variants
      )
      .description
    }
    return nil
  }
}
