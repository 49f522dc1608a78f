import TextSafety

/// A String Catalog (`.xcstrings`): Xcode's JSON successor of `.strings` and `.stringsdict`.
public struct StringCatalog: Sendable, Equatable {
  /// The file's path.
  public var path: String
  /// The catalog's development language (`sourceLanguage`).
  public var sourceLanguage: String
  /// The `version` field, if present.
  public var version: String?
  /// Every key in file order.
  public var strings: [CatalogString]

  /// The languages that have at least one localization.
  public var languages: Set<String> {
    Set(strings.flatMap { $0.localizations.keys })
  }
}

/// One key of a String Catalog.
public struct CatalogString: Sendable, Equatable {
  /// The key.
  public var key: String
  /// The developer comment (translator note).
  public var comment: String?
  /// `extractionState` (`manual`, `stale`, `extracted_with_value`, …), kept verbatim.
  public var extractionState: String?
  /// `shouldTranslate`: false for a key Xcode is told never to translate (nil when the file does not say).
  public var shouldTranslate: Bool? = nil
  /// Localizations by language.
  public var localizations: [String: CatalogLocalization]
  /// Where the key appears in the file.
  public var location: SourceLocation
}

/// The text of one key in one language: a plain string unit or variations.
public struct CatalogLocalization: Sendable, Equatable {
  /// The plain value, when not varied.
  public var stringUnit: CatalogStringUnit?
  /// Variations by kind (`plural`, `device`, or unknown kinds), then by case.
  public var variations: [String: [String: CatalogLocalization]]
  /// `%#@name@` substitutions by name.
  public var substitutions: [String: CatalogSubstitution]
  /// Where this localization starts.
  public var location: SourceLocation

  /// Resolves the value for a plural `count` (nil: `other`) on `device` in `language`.
  public func resolve(language: String, count: Int?, device: CatalogDevice) -> CatalogStringUnit? {
    if let stringUnit { return stringUnit }
    if let cases = variations["device"] {
      for name in device.preference {
        if let match = cases[name] { return match.resolve(language: language, count: count, device: device) }
      }
      return nil
    }
    if let cases = variations["plural"] {
      let category = PluralCategory.category(for: count, language: language)
      let choice = (count == 0 ? cases["zero"] : nil) ?? cases[category.rawValue] ?? cases["other"]
      return choice?.resolve(language: language, count: count, device: device)
    }
    for kind in variations.keys.sorted() {
      if let other = variations[kind]?["other"] {
        return other.resolve(language: language, count: count, device: device)
      }
    }
    return nil
  }
}

/// A `stringUnit`: translation state and value.
public struct CatalogStringUnit: Sendable, Equatable {
  /// The translation state (`translated`, `needs_review`, `new`, `stale`, or any other string).
  public var state: String
  /// The text.
  public var value: String
  /// Where the unit's `value` is in the file.
  public var location: SourceLocation
}

/// A `%#@name@` substitution of a catalog entry.
public struct CatalogSubstitution: Sendable, Equatable {
  /// 1-based argument number of the count.
  public var argumentNumber: Int?
  /// The format specifier of the count (`lld`, `d`, …).
  public var formatSpecifier: String?
  /// Plural (or other) variations of the substituted text.
  public var variations: [String: [String: CatalogLocalization]]
}

/// Devices a catalog can vary by; resolution prefers the asked device, then iPhone, then `other`.
public enum CatalogDevice: String, Sendable, CaseIterable {
  case iphone, ipad, ipod, mac, applewatch, appletv, applevision, other

  /// Case names to try, in order.
  var preference: [String] {
    var order = [rawValue]
    for fallback in ["iphone", "other"] where !order.contains(fallback) { order.append(fallback) }
    return order
  }
}
