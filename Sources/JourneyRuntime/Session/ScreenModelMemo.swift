import ConsentEngine
import HostSystem
import JourneyScreens
import StringTables
import TerminalKit

/// The screen models of the last few sessions, by everything the model reads, so a key that moves focus or
/// is refused does not lay the screen out again to learn its buttons (at 500×200 that is most of a key's
/// cost).
///
/// Shared by every session behind a lock, as `LayerLintMemo` is; a session that logs its copy reads (the
/// review) always lays the screen out, so every read is logged.
final class ScreenModelMemo: @unchecked Sendable {
  /// The memo every session uses.
  static let shared = ScreenModelMemo()
  /// The most models kept.
  static let capacity = 8

  /// Everything `JourneyRenderer.model` reads from a session (the view reads these and more: `ViewMemo`).
  struct Inputs: Equatable {
    let size: Size
    let catalog: CatalogRevision
    let view: ViewOptions
    let state: ConsentState

    init(_ session: JourneySession) {
      size = session.size
      catalog = session.catalog.revision
      view = session.view
      state = session.state
    }

    static func == (lhs: Inputs, rhs: Inputs) -> Bool {
      lhs.size == rhs.size && lhs.catalog === rhs.catalog && lhs.view == rhs.view && lhs.state == rhs.state
    }
  }

  private let lock = Lock()
  private var recent = RecentValues<Inputs, ScreenModel>(capacity: ScreenModelMemo.capacity)

  /// The model for `session`, from `make` the first time.
  func model(of session: JourneySession, _ make: () -> ScreenModel) -> ScreenModel {
    guard session.copyReads == nil else { return make() }
    let inputs = Inputs(session)
    if let known = lock.withLock({ recent.value(for: inputs) }) { return known }
    let model = make()
    lock.withLock { recent.keep(model, for: inputs) }
    return model
  }
}
