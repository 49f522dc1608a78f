import TextSafety

/// Which step of the fallback chain answered a lookup.
public enum ResolutionStep: String, Sendable, Codable, CaseIterable {
  /// The asked locale's variant overlay.
  case localeVariant
  /// The asked locale's base copy.
  case localeBase
  /// The development language's variant overlay.
  case developmentVariant
  /// The development language's base copy.
  case developmentBase
}

/// The answer to a lookup: the text plus everything review needs to know about where it came from.
public struct CopyLookup: Sendable {
  /// The key asked for.
  public var key: CopyKey
  /// The layer asked for.
  public var requested: CopyLayer
  /// The text (raw, placeholders unformatted).
  public var value: String
  /// The translator comment.
  public var comment: String?
  /// Where the text is defined.
  public var location: SourceLocation
  /// The step that answered.
  public var step: ResolutionStep
  /// The layer that answered.
  public var answeredBy: CopyLayer
  /// The layers tried before, which lacked the key (empty when no fallback happened).
  public var fallbacks: [CopyLayer]

  /// Whether the text is in another language than the one asked for (the UI marks such text).
  ///
  /// A variant overlay overrides only some keys, so base text under a variant is not a fallback;
  /// `fallbacks` still lists every layer tried.
  public var isFallback: Bool { answeredBy.locale != requested.locale }
}

extension CopyCatalog {
  /// The layers a lookup tries, in order: (locale, variant) → (locale, base) → (dev, variant) → (dev, base).
  public func resolutionChain(for layer: CopyLayer) -> [(ResolutionStep, CopyLayer)] {
    var chain: [(ResolutionStep, CopyLayer)] = []
    if let variant = layer.variant {
      chain.append((.localeVariant, CopyLayer(locale: layer.locale, variant: variant)))
    }
    chain.append((.localeBase, CopyLayer(locale: layer.locale)))
    if layer.locale != developmentLanguage {
      if let variant = layer.variant {
        chain.append((.developmentVariant, CopyLayer(locale: developmentLanguage, variant: variant)))
      }
      chain.append((.developmentBase, CopyLayer(locale: developmentLanguage)))
    }
    return chain
  }

  /// Looks `key` up for `layer`, following the fallback chain; nil when no layer has it.
  ///
  /// `count` picks a plural case and `device` a device case when the text comes from a catalog.
  public func lookup(
    _ key: CopyKey, in layer: CopyLayer, count: Int? = nil, device: CatalogDevice = .iphone
  ) -> CopyLookup? {
    var tried: [CopyLayer] = []
    for (step, candidate) in resolutionChain(for: layer) {
      guard let entry = table(key.table, in: candidate)?.entries[key.key] else {
        tried.append(candidate)
        continue
      }
      var value = entry.value
      var location = entry.location
      if let localization = entry.catalogLocalization,
        let unit = localization.resolve(language: candidate.locale, count: count, device: device)
      {
        value = unit.value
        location = unit.location
      }
      return CopyLookup(
        key: key, requested: layer, value: value, comment: entry.comment, location: location, step: step,
        answeredBy: candidate, fallbacks: tried)
    }
    return nil
  }
}
