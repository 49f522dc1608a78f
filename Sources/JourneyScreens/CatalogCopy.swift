import StringTables

/// Screens' words from loaded string tables, in one locale and variant, optionally pseudo-localized.
public struct CatalogCopy: CopyProvider {
  /// The loaded copy.
  public let catalog: CopyCatalog
  /// The locale and variant asked for.
  public let layer: CopyLayer
  /// The pseudo-locale applied to every value, if any.
  public let pseudo: PseudoLocale?

  /// Creates a provider for a locale and an optional variant and pseudo-locale.
  public init(catalog: CopyCatalog, locale: String, variant: String? = nil, pseudo: PseudoLocale? = nil) {
    self.catalog = catalog
    self.layer = CopyLayer(locale: locale, variant: variant)
    self.pseudo = pseudo
  }

  /// The app's display name: a name, which `double` leaves single wherever it shows (under the icon, in
  /// hints, and substituted into a title after the title was pseudo-localized).
  public static let displayName = CopyKey("InfoPlist", "CFBundleDisplayName")

  /// Resolves the key along the fallback chain and fills `%@` placeholders with the arguments.
  ///
  /// A value longer than `CopyText.longestLaidOut` is cut to its start first (`CopyText.cutFrom`).
  public func text(_ ref: CopyKey, arguments: [String]) -> CopyText {
    guard let found = catalog.lookup(ref, in: layer) else {
      return CopyText(text: "⟦\(ref)⟧", ref: ref, isMissing: true)
    }
    let (value, cutFrom) = CopyText.laidOut(found.value)
    let applied = ref == Self.displayName && pseudo == .double ? nil : pseudo
    let template = applied?.apply(to: value) ?? value
    do {
      let text = try CopyFormatter.format(template, arguments.map { .string($0) })
      return CopyText(text: text, ref: ref, fellBack: found.isFallback, cutFrom: cutFrom)
    } catch {
      return CopyText(
        text: template, ref: ref, fellBack: found.isFallback, problem: "\(error)", cutFrom: cutFrom)
    }
  }
}
