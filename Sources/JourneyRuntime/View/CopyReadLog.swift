import HostSystem
import JourneyScreens
import StringTables

/// Every key a view looked up, including lookups a frame does not list as shown (the app name inside
/// other text, sizes measured before drawing): the review reuses a frame for a variant that answers
/// every one of them alike.
public final class CopyReadLog: @unchecked Sendable {
  private let lock = Lock()
  private var keys: Set<CopyKey> = []

  /// An empty log.
  public init() {}

  /// Records a key.
  func record(_ key: CopyKey) {
    _ = lock.withLock { keys.insert(key) }
  }

  /// The keys recorded so far.
  public var recorded: Set<CopyKey> {
    lock.withLock { keys }
  }
}

/// A copy provider that logs every key it is asked for and answers from another provider.
struct LoggingCopy: CopyProvider {
  /// Where the words come from.
  let base: any CopyProvider
  /// Where the keys asked for are recorded.
  let log: CopyReadLog

  /// Records the key, then answers from `base`.
  func text(_ ref: CopyKey, arguments: [String]) -> CopyText {
    log.record(ref)
    return base.text(ref, arguments: arguments)
  }
}
