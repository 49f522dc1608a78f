import HostSystem
import TextSafety

/// The result of a check on the long text it ran on last, with what else it depended on (a locale).
///
/// Every walk and every map exploration lints the tables it shows, so a value of megabytes goes through
/// the same sentence-by-sentence checks again and again; short values are cheap and not kept.
final class LongTextMemo<Result: Sendable>: @unchecked Sendable {
  private let lock = Lock()
  private var last: (text: String, context: String, result: Result)?

  /// Creates an empty memo.
  init() {}

  /// The fewest UTF-8 bytes of a text worth keeping.
  static var shortest: Int { 4_096 }

  /// `make()` for `text` in `context`, or what it gave last time for the same long text and context.
  func result(for text: String, context: String, _ make: () -> Result) -> Result {
    guard text.utf8.count >= Self.shortest else { return make() }
    let known = lock.withLock { () -> Result? in
      // Byte for byte: `String`'s `==` is canonical equivalence, and a decomposed text is another text.
      guard let last, ExactText.sameBytes(last.context, context), ExactText.sameBytes(last.text, text)
      else { return nil }
      return last.result
    }
    if let known { return known }
    let result = make()
    lock.withLock { last = (text, context, result) }
    return result
  }
}
