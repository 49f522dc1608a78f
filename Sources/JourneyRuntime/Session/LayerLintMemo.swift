import HostSystem
import JourneyScreens
import StringTables

/// A layer's lint findings, shared by every session in the process: they depend only on the catalog, and a
/// gallery, a map or `play --all-locales` starts many sessions on the same copy.
///
/// It keeps the findings of the last few catalogs, compared whole (a reloaded or edited copy is another
/// catalog), behind a lock.
final class LayerLintMemo: @unchecked Sendable {
  /// The memo every session uses.
  static let shared = LayerLintMemo()
  /// The most catalogs kept.
  static let capacity = 4

  private struct Entry {
    var catalog: CopyCatalog
    var layers: [CopyLayer: [CopyKey: [LayoutFinding]]]
  }

  private let lock = Lock()
  private var entries: [Entry] = []

  /// The findings of `layer` in `catalog`, from `make` the first time.
  func findings(
    in layer: CopyLayer, catalog: CopyCatalog, _ make: () -> [CopyKey: [LayoutFinding]]
  ) -> [CopyKey: [LayoutFinding]] {
    if let known = lock.withLock({ entries.first { $0.catalog == catalog }?.layers[layer] }) { return known }
    let found = make()
    lock.withLock {
      if let index = entries.firstIndex(where: { $0.catalog == catalog }) {
        entries[index].layers[layer] = found
      } else {
        if entries.count >= Self.capacity { entries.removeFirst() }
        entries.append(Entry(catalog: catalog, layers: [layer: found]))
      }
    }
    return found
  }
}
