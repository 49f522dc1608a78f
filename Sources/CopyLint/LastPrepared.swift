import HostSystem

/// The long value prepared last: the rules of one table each prepare the value they check, and for a
/// value of megabytes preparing it again is most of the work. Short values are cheap and not kept.
final class LastPrepared: @unchecked Sendable {
  /// The value every rule prepares.
  static let shared = LastPrepared()
  /// The fewest UTF-8 bytes of a value worth keeping.
  static let shortest = 4_096

  private let lock = Lock()
  private var last: (text: String, prepared: MatchText)?

  /// The prepared `text`, when it is the value prepared last.
  func lookup(_ text: String) -> MatchText? {
    lock.withLock { last.flatMap { $0.text == text ? $0.prepared : nil } }
  }

  /// Keeps `prepared` as the value prepared last.
  func keep(_ prepared: MatchText, for text: String) {
    lock.withLock { last = (text, prepared) }
  }
}
