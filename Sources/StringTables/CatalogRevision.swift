/// One version of a catalog's content: a fresh token for every load and every change, so memos can tell
/// a catalog they have seen from another without comparing its tables.
public final class CatalogRevision: Sendable, Hashable {
  /// A new revision, unlike any other.
  public init() {}

  /// The same token.
  public static func == (lhs: CatalogRevision, rhs: CatalogRevision) -> Bool { lhs === rhs }

  /// Hashes the token's identity.
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
