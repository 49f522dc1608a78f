import CopyLint
import StringTables

extension ReviewChanges {
  /// The name a review gives the copy folder's sign-off as its baseline.
  public static let signOffBaseline = "each locale's sign-off (\(SignOff.fileName))"

  /// What changed in each translated locale since its sign-off (`review --since signoff`), from the
  /// review of the copy now and the sign-off's hashes alone: a translation whose text or English source
  /// differs from what was signed off is changed (its text then is not kept, so `old` is nil and `note`
  /// says what changed), one never signed off is added, a signed-off one that is gone is removed.
  public static func sinceSignOff(current: ReviewReport, catalog: CopyCatalog, signOff: SignOff)
    -> ReviewChanges
  {
    let development = catalog.developmentLanguage
    let locales = current.locales.filter { $0 != development }
    var collected: [ReviewStringChange] = []
    var seen: Set<SignOffPlace> = []
    for table in current.strings where !StaleSourceRule.untranslatedTables.contains(table.table) {
      for row in table.rows {
        let key = CopyKey(table: table.table, key: row.key)
        for locale in locales {
          guard let string = row.strings[locale] else { continue }
          let layer = CopyLayer(locale: locale, variant: table.variant)
          seen.insert(SignOffPlace(layer: layer, key: key))
          guard let source = StaleSourceRule.source(of: key, in: layer, catalog: catalog),
            let (kind, note) = difference(
              signOff.record(key, in: layer), source: source, translation: string.value,
              development: development)
          else { continue }
          collected.append(
            ReviewStringChange(
              kind: kind, variant: table.variant, locale: locale, key: key, old: nil, new: string.value,
              location: string.location,
              screens: ReviewReport.unique(string.cellIDs.map { current.screenName(ofCell: $0) }),
              findings: current.findings.filter {
                $0.key == key && $0.locale == locale && $0.variant == table.variant
              }, note: note))
        }
      }
    }
    for record in signOff.records.values.sorted()
    where locales.contains(record.layer.locale) && current.variants.contains(record.layer.variant)
      && !seen.contains(SignOffPlace(layer: record.layer, key: record.key))
    {
      collected.append(
        ReviewStringChange(
          kind: .removed, variant: record.layer.variant, locale: record.layer.locale, key: record.key,
          old: nil,
          new: nil, location: nil, screens: [], findings: [],
          note: "signed off, gone from the copy since"))
    }
    let variants = current.variants
    return ReviewChanges(
      copyDirectory: current.copyDirectory, baseline: signOffBaseline, generatedAt: current.generatedAt,
      locales: locales, variants: variants, phoneLine: current.phoneLine,
      changes: ReviewChanges.ordered(collected, variants: variants, locales: locales)
    ).withPhones(current: current, baseline: nil)
  }

  /// How a translation differs from its sign-off record, nil when it does not.
  private static func difference(
    _ record: SignOffRecord?, source: String, translation: String, development: String
  ) -> (ReviewChangeKind, String)? {
    guard let record else { return (.added, "never signed off") }
    let sourceChanged = record.source != SignOffHash.of(source)
    let translationChanged = record.translation != SignOffHash.of(translation)
    switch (sourceChanged, translationChanged) {
    case (false, false): return nil
    case (true, false):
      return (.changed, "the \(development) source changed since the sign-off: \"\(source)\"")
    case (false, true): return (.changed, "the translation changed since the sign-off")
    case (true, true):
      return (
        .changed, "the \(development) source and the translation changed since the sign-off: \"\(source)\""
      )
    }
  }
}
