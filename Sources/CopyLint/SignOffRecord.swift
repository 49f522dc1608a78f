import StringTables

/// What was signed off for one key of one locale and layer: the hashes of the English source and of the
/// translation at the time.
public struct SignOffRecord: Sendable, Hashable, Comparable {
  /// The locale and variant.
  public var layer: CopyLayer
  /// The table and key.
  public var key: CopyKey
  /// `SignOffHash` of the development language's text the translation was made from.
  public var source: UInt64
  /// `SignOffHash` of the translation.
  public var translation: UInt64

  /// A record of `source` and `translation` for `key` in `layer`.
  public init(layer: CopyLayer, key: CopyKey, source: UInt64, translation: UInt64) {
    self.layer = layer
    self.key = key
    self.source = source
    self.translation = translation
  }

  /// A record of the two texts as they are now.
  public init(layer: CopyLayer, key: CopyKey, sourceText: String, translationText: String) {
    self.init(
      layer: layer, key: key, source: SignOffHash.of(sourceText), translation: SignOffHash.of(translationText)
    )
  }

  /// Orders by locale, base before variants, then table and key: the file's line order.
  public static func < (lhs: SignOffRecord, rhs: SignOffRecord) -> Bool {
    (lhs.layer.locale, lhs.layer.variant ?? "", lhs.key.table, lhs.key.key)
      < (rhs.layer.locale, rhs.layer.variant ?? "", rhs.key.table, rhs.key.key)
  }
}

/// Where a record is kept: one key of one layer.
public struct SignOffPlace: Sendable, Hashable {
  /// The locale and variant.
  public var layer: CopyLayer
  /// The table and key.
  public var key: CopyKey

  /// The place of `key` in `layer`.
  public init(layer: CopyLayer, key: CopyKey) {
    self.layer = layer
    self.key = key
  }
}
