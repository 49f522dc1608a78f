import HostSystem
import JourneyScreens
import StringTables

/// A layer's lint findings, shared by every session in the process: they depend only on the catalog, and a
/// gallery, a map or `play --all-locales` starts many sessions on the same copy.
///
/// It keeps the findings of the last few catalogs by revision (`CopyCatalog.revision`: a reloaded or edited
/// copy is another revision), behind a lock, so a lookup never compares tables.
final class LayerLintMemo: @unchecked Sendable {
  /// The memo every session uses.
  static let shared = LayerLintMemo()
  /// The most catalogs kept.
  static let capacity = 4

  private struct Entry {
    var revision: CatalogRevision
    var layers: [CopyLayer: [CopyKey: [LayoutFinding]]]
  }

  private let lock = Lock()
  private var entries: [Entry] = []

  /// The findings of `layer` in `catalog`, if they were worked out already.
  func known(_ layer: CopyLayer, catalog: CopyCatalog) -> [CopyKey: [LayoutFinding]]? {
    lock.withLock { entries.last { $0.revision === catalog.revision }?.layers[layer] }
  }

  /// The findings of `layer` in `catalog`, from `make` the first time.
  func findings(
    in layer: CopyLayer, catalog: CopyCatalog, _ make: () -> [CopyKey: [LayoutFinding]]
  ) -> [CopyKey: [LayoutFinding]] {
    if let known = lock.withLock({ entries.last { $0.revision === catalog.revision }?.layers[layer] }) {
      return known
    }
    let found = make()
    lock.withLock {
      if let index = entries.lastIndex(where: { $0.revision === catalog.revision }) {
        entries[index].layers[layer] = found
      } else {
        if entries.count >= Self.capacity { entries.removeFirst() }
        entries.append(Entry(revision: catalog.revision, layers: [layer: found]))
      }
    }
    return found
  }
}
