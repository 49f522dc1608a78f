import HostSystem
import TextSafety

/// Texts wrapped before, with their lines: a walk, a map or a review draws the same copy at the same width
/// again and again, and wrapping is a pure function of the text and the widths.
///
/// Shared between threads behind a lock; it holds at most `capacity` texts of at most `longestText` bytes
/// and starts again when full.
final class WrapCache: @unchecked Sendable {
  /// What a wrap depends on, compared scalar by scalar: Swift's `String` equality is canonical
  /// equivalence, and a decomposed `é` must not get the lines of a precomposed one.
  struct Key: Hashable {
    var text: StyledText
    var width: Int
    var wordWidth: Int

    static func == (lhs: Key, rhs: Key) -> Bool {
      lhs.width == rhs.width && lhs.wordWidth == rhs.wordWidth && lhs.text.runs.count == rhs.text.runs.count
        && zip(lhs.text.runs, rhs.text.runs).allSatisfy {
          $0.style == $1.style && ExactText.sameBytes($0.text, $1.text)
        }
    }

    func hash(into hasher: inout Hasher) {
      hasher.combine(width)
      hasher.combine(wordWidth)
      for run in text.runs {
        hasher.combine(run.style)
        hasher.combine(ExactText(run.text))
      }
    }
  }

  /// The cache every wrap uses.
  static let shared = WrapCache()
  /// The most texts kept.
  static let capacity = 4_096

  private let lock = Lock()
  private var known: [Key: [WrappedLine]] = [:]

  /// The longest text kept, in UTF-8 bytes: copy is short, and a huge value is not worth holding.
  static let longestText = 4_096

  /// The lines for `key`, from `make` the first time.
  func lines(for key: Key, _ make: () -> [WrappedLine]) -> [WrappedLine] {
    guard key.text.runs.reduce(0, { $0 + $1.text.utf8.count }) <= Self.longestText else { return make() }
    if let lines = lock.withLock({ known[key] }) { return lines }
    let lines = make()
    lock.withLock {
      if known.count >= Self.capacity { known.removeAll(keepingCapacity: true) }
      known[key] = lines
    }
    return lines
  }
}
