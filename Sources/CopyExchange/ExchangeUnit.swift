import CopyLint
import StringTables

/// One translatable value as it travels to translators and back: where it lives, its source text,
/// its translation and its note.
public struct ExchangeUnit: Equatable, Sendable {
  /// The locale and variant of the translation.
  public var layer: CopyLayer
  /// The table, such as `Primer`.
  public var table: String
  /// The key.
  public var key: String
  /// The development-language text the translation was made from.
  public var source: String
  /// The translation; nil when the layer has none yet.
  public var target: String?
  /// The translator comment.
  public var comment: String?
  /// The copy's own status of the target (see `TranslationStatus`).
  public var status: TranslationStatus

  /// Creates a unit.
  public init(
    layer: CopyLayer, table: String, key: String, source: String, target: String?, comment: String?,
    status: TranslationStatus = .translated
  ) {
    self.layer = layer
    self.table = table
    self.key = key
    self.source = source
    self.target = target
    self.comment = comment
    self.status = status
  }

  /// The target as an export writes it: empty when not written yet (a stand-in is not a translation).
  public var exportedTarget: String { status == .needsTranslation ? "" : target ?? "" }

  /// `Table/key`.
  public var copyKey: CopyKey { CopyKey(table: table, key: key) }
}

/// The units of a catalog, in a stable order: locales as the catalog lists them, base before
/// variants, tables alphabetically, keys in the development language's file order.
public enum ExchangeUnits {
  /// iOS's own text: locked, never sent to translators nor taken back.
  public static let lockedTable = CopyLinter.systemTable
  /// Every table of iOS's own words (its text, VoiceOver's traits and switch values): never sent to
  /// translators nor taken back.
  public static let lockedTables = StaleSourceRule.untranslatedTables

  /// Every unit of every layer (the development language included, its source equal to its target);
  /// `rules` (read from the copy folder when not given) says which translations need review.
  public static func collect(_ catalog: CopyCatalog, rules: LayerRules? = nil) -> [ExchangeUnit] {
    let rules = rules ?? LayerRules(catalog: catalog)
    var units: [ExchangeUnit] = []
    for locale in catalog.locales {
      for variant in [nil] + catalog.variants.map(Optional.some) {
        units += collect(catalog, layer: CopyLayer(locale: locale, variant: variant), rules: rules)
      }
    }
    return units
  }

  /// The units of one layer. A translation needs review for the reasons lint gives
  /// (`LayerRules.reviewReasons`: COPY-stale-source, COPY-same-as-en); every note states the value's
  /// budget in the locale's unit, its own or its English entry's (`CopyBudget.effective`).
  public static func collect(_ catalog: CopyCatalog, layer: CopyLayer, rules: LayerRules? = nil)
    -> [ExchangeUnit]
  {
    let rules = rules ?? LayerRules(catalog: catalog)
    let development = catalog.developmentLanguage
    let sourceLayer = CopyLayer(locale: development, variant: layer.variant)
    let base = CopyLayer(locale: development)
    let translated = catalog.layers[layer] ?? [:]
    var units: [ExchangeUnit] = []
    let tableNames = Set((catalog.layers[sourceLayer] ?? [:]).keys).union(translated.keys)
      .subtracting(lockedTables).sorted()
    for name in tableNames {
      let sourceTable = catalog.table(name, in: sourceLayer)
      let table = translated[name]
      let reasons = table.map { rules.reviewReasons($0, catalog: catalog) } ?? [:]
      var keys = ordered(sourceTable)
      if layer.variant != nil {
        // A variant may override a base key that its development-language overlay leaves alone.
        let listed = Set(keys)
        keys += ordered(table).filter {
          !listed.contains($0) && catalog.table(name, in: base)?.entries[$0] != nil
        }
      }
      for key in keys {
        guard let source = sourceTable?.entries[key] ?? catalog.table(name, in: base)?.entries[key] else {
          continue
        }
        let entry = table?.entries[key]
        let own = entry?.comment ?? TranslatorNote.restated(source.comment, locale: layer.locale)
        let budget =
          entry.flatMap { CopyBudget.effective(for: $0, table: name, layer: layer, catalog: catalog) }
          ?? TranslatorNote.budget(own, locale: layer.locale)
        let comment = TranslatorNote.budgeted(own, budget: budget)
        let status: TranslationStatus
        if let value = entry?.value, !value.isEmpty, !UnwrittenText.isPlaceholder(value) {
          status = reasons[key] == nil ? .translated : .needsReview
        } else {
          status = .needsTranslation
        }
        units.append(
          ExchangeUnit(
            layer: layer, table: name, key: key, source: source.value, target: entry?.value, comment: comment,
            status: status))
      }
    }
    return units
  }

  /// A table's keys in file order.
  static func ordered(_ table: CopyTable?) -> [String] {
    guard let table else { return [] }
    return table.entries.values.sorted {
      ($0.keyLocation.line, $0.keyLocation.column) < ($1.keyLocation.line, $1.keyLocation.column)
    }.map(\.key)
  }
}
