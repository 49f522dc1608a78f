/// The copy of a `copy/` directory: every table of every locale and variant (or of the locales read so far).
public struct CopyCatalog: Sendable, Equatable {
  /// The directory the copy was loaded from.
  public var root: String { didSet { revision = CatalogRevision() } }
  /// The development language (fallback of last resort), `en`.
  public var developmentLanguage: String { didSet { revision = CatalogRevision() } }
  /// Locales with base copy, development language first, then alphabetical.
  public var locales: [String] { didSet { revision = CatalogRevision() } }
  /// Variant names, alphabetical.
  public var variants: [String] { didSet { revision = CatalogRevision() } }
  /// Every loaded table by layer, then table name.
  public var layers: [CopyLayer: [String: CopyTable]] { didSet { revision = CatalogRevision() } }
  /// String Catalogs that supplied tables, by table name.
  public var stringCatalogs: [String: StringCatalog] { didSet { revision = CatalogRevision() } }
  /// The `.lproj` folders listed but not read yet, by layer (see `reading(locale:)`); empty when
  /// everything is loaded.
  public var unreadFolders: [CopyLayer: String] = [:] { didSet { revision = CatalogRevision() } }
  /// This catalog's content as it is now: new for every load and after every change, shared by copies.
  ///
  /// Two catalogs with the same revision are equal without comparing a table (what per-catalog memos key on).
  public private(set) var revision = CatalogRevision()

  /// Locales with folders not read yet.
  public var unreadLocales: Set<String> { Set(unreadFolders.keys.map(\.locale)) }

  /// Creates a catalog from loaded tables (the loader's result; also handy for tests).
  public init(
    root: String, developmentLanguage: String = "en", locales: [String], variants: [String],
    layers: [CopyLayer: [String: CopyTable]], stringCatalogs: [String: StringCatalog] = [:]
  ) {
    self.root = root
    self.developmentLanguage = developmentLanguage
    self.locales = locales
    self.variants = variants
    self.layers = layers
    self.stringCatalogs = stringCatalogs
  }

  /// Equal content: the same revision, or every field equal (the revision itself is not content).
  public static func == (lhs: CopyCatalog, rhs: CopyCatalog) -> Bool {
    if lhs.revision === rhs.revision { return true }
    return lhs.root == rhs.root && lhs.developmentLanguage == rhs.developmentLanguage
      && lhs.locales == rhs.locales && lhs.variants == rhs.variants && lhs.layers == rhs.layers
      && lhs.stringCatalogs == rhs.stringCatalogs && lhs.unreadFolders == rhs.unreadFolders
  }

  /// Table `name` of `layer`, if that layer has it.
  public func table(_ name: String, in layer: CopyLayer) -> CopyTable? {
    layers[layer]?[name]
  }

  /// Names of all tables in any layer, alphabetical.
  public var tableNames: [String] {
    Array(Set(layers.values.flatMap(\.keys))).sorted()
  }

  /// Every layer that exists, sorted.
  public var allLayers: [CopyLayer] { layers.keys.sorted() }

  /// Every key of the development language's base copy.
  public var developmentKeys: Set<CopyKey> {
    keys(in: CopyLayer(locale: developmentLanguage))
  }

  /// Every key defined in `layer`.
  public func keys(in layer: CopyLayer) -> Set<CopyKey> {
    var result: Set<CopyKey> = []
    for (name, table) in layers[layer] ?? [:] {
      for key in table.entries.keys { result.insert(CopyKey(table: name, key: key)) }
    }
    return result
  }

  /// Number of files (tables) loaded.
  public var tableCount: Int { layers.values.reduce(0) { $0 + $1.count } }
}
