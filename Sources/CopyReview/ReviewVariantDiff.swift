import JourneyRuntime
import StringTables

/// One key a variant overrides, in one locale: the base text and the variant's.
public struct ReviewVariantChange: Sendable, Hashable {
  /// The key.
  public var key: CopyKey
  /// The locale.
  public var locale: String
  /// The base copy's text (nil when the base copy lacks the key).
  public var base: String?
  /// The variant's text.
  public var variant: String
}

/// A variant's overrides against the base copy, key by key and locale by locale.
public struct ReviewVariantDiff: Sendable, Hashable {
  /// The variant.
  public var variant: String
  /// Every override, by table, key and locale order.
  public var changes: [ReviewVariantChange]

  /// The anchor id, `diff-<variant>`.
  public var id: String { "diff-\(variant)" }
}

extension ReviewReport {
  /// The overrides of every variant in the report against the base copy, in the report's locales.
  static func variantDiffs(_ report: ReviewReport, catalog: CopyCatalog) -> [ReviewVariantDiff] {
    report.variants.compactMap { variant -> ReviewVariantDiff? in
      guard let variant else { return nil }
      var changes: [ReviewVariantChange] = []
      for name in catalog.tableNames {
        let keys = Set(
          report.locales.flatMap {
            catalog.table(name, in: CopyLayer(locale: $0, variant: variant)).map { Array($0.entries.keys) }
              ?? []
          }
        ).sorted()
        for key in keys {
          for locale in report.locales {
            guard
              let entry = catalog.table(name, in: CopyLayer(locale: locale, variant: variant))?.entries[key]
            else { continue }
            let base = catalog.table(name, in: CopyLayer(locale: locale))?.entries[key]?.value
            changes.append(
              ReviewVariantChange(
                key: CopyKey(table: name, key: key), locale: locale, base: base, variant: entry.value))
          }
        }
      }
      return ReviewVariantDiff(variant: variant, changes: changes)
    }
  }
}
