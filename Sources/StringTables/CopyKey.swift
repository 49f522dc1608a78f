import TextSafety

/// A key in a named table, such as `Primer` / `primer.title`.
public struct CopyKey: Hashable, Sendable, Comparable, CustomStringConvertible, Codable {
  /// The table name (`Primer`, `InfoPlist`, …).
  public var table: String
  /// The key inside the table.
  public var key: String

  /// Creates a key.
  public init(table: String, key: String) {
    self.table = table
    self.key = key
  }

  /// `Table/key`.
  public var description: String { "\(table)/\(key)" }

  /// Orders by table, then key.
  public static func < (lhs: CopyKey, rhs: CopyKey) -> Bool {
    (lhs.table, lhs.key) < (rhs.table, rhs.key)
  }
}

/// One layer of copy: a locale, with or without a variant overlay.
public struct CopyLayer: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The locale (`en`, `zh-Hans`, …).
  public var locale: String
  /// The variant, or nil for the base copy.
  public var variant: String?

  /// Creates a layer.
  public init(locale: String, variant: String? = nil) {
    self.locale = locale
    self.variant = variant
  }

  /// `ko` or `ko/relevance`.
  public var description: String { variant.map { "\(locale)/\($0)" } ?? locale }

  /// Orders by locale, base before variants.
  public static func < (lhs: CopyLayer, rhs: CopyLayer) -> Bool {
    (lhs.locale, lhs.variant ?? "") < (rhs.locale, rhs.variant ?? "")
  }
}

/// One entry as loaded from a `.strings` file or a catalog.
public struct CopyEntry: Sendable, Equatable {
  /// The key.
  public var key: String
  /// The value (for a catalog with variations: the value for `other` on iPhone).
  public var value: String
  /// The translator comment.
  public var comment: String?
  /// Where the value is.
  public var location: SourceLocation
  /// Where the key is.
  public var keyLocation: SourceLocation
  /// The catalog localization when the entry came from a String Catalog (for plural/device lookups).
  public var catalogLocalization: CatalogLocalization?
}

/// One table in one layer, such as `ko.lproj/Primer.strings` or the `ko` part of `Primer.xcstrings`.
public struct CopyTable: Sendable, Equatable {
  /// The table name.
  public var name: String
  /// The layer.
  public var layer: CopyLayer
  /// The file the table came from.
  public var path: String
  /// Entries by key (last definition wins).
  public var entries: [String: CopyEntry]
  /// Keys defined more than once in the file.
  public var duplicates: [DuplicateKey]
}
