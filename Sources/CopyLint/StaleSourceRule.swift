import StringTables

/// What a sign-off covers in a catalog, and COPY-stale-source: a translation whose English source changed
/// since its locale was signed off.
public enum StaleSourceRule {
  /// Tables whose words are iOS's own (the system's text, VoiceOver's traits and switch values): never
  /// sent to translators, never signed off.
  public static let untranslatedTables: Set<String> = [CopyLinter.systemTable, CopyLinter.voiceOverTable]

  /// The development-language text `key` of `layer` is translated from: its variant's, else the base's.
  public static func source(of key: CopyKey, in layer: CopyLayer, catalog: CopyCatalog) -> String? {
    EntryRules.reference(for: key.key, table: key.table, layer: layer, catalog: catalog)?.value
  }

  /// A record of every translation of `locales` as it is now: each written value (not a stand-in) of a
  /// translatable table that has an English source.
  public static func records(_ catalog: CopyCatalog, locales: [String]) -> [SignOffRecord] {
    var records: [SignOffRecord] = []
    for layer in catalog.allLayers
    where locales.contains(layer.locale) && layer.locale != catalog.developmentLanguage {
      for (name, table) in catalog.layers[layer] ?? [:] where !untranslatedTables.contains(name) {
        for (key, entry) in table.entries where !UnwrittenText.isPlaceholder(entry.value) {
          let copyKey = CopyKey(table: name, key: key)
          guard let source = source(of: copyKey, in: layer, catalog: catalog) else { continue }
          records.append(
            SignOffRecord(layer: layer, key: copyKey, sourceText: source, translationText: entry.value))
        }
      }
    }
    return records.sorted()
  }

  /// True when `key` of `layer` was signed off against an English source other than today's.
  public static func isStale(_ key: CopyKey, in layer: CopyLayer, catalog: CopyCatalog, signOff: SignOff?)
    -> Bool
  {
    guard let record = signOff?.record(key, in: layer),
      let source = source(of: key, in: layer, catalog: catalog)
    else { return false }
    return record.source != SignOffHash.of(source)
  }

  /// COPY-stale-source for every translation of `table` signed off against another English source.
  static func check(_ table: CopyTable, catalog: CopyCatalog, signOff: SignOff?) -> [LintFinding] {
    guard let signOff, table.layer.locale != catalog.developmentLanguage,
      !untranslatedTables.contains(table.name)
    else { return [] }
    return table.entries.keys.sorted().compactMap { key in
      let copyKey = CopyKey(table: table.name, key: key)
      guard let entry = table.entries[key],
        isStale(copyKey, in: table.layer, catalog: catalog, signOff: signOff)
      else { return nil }
      return LintFinding(
        rule: .staleSource, at: entry.location, layer: table.layer, table: table.name, key: key,
        message:
          "the \(catalog.developmentLanguage) source of \(copyKey) changed since \(table.layer) was signed off: "
          + "check the translation, then sign it off (att-journey signoff --locales \(table.layer.locale))")
    }
  }
}
