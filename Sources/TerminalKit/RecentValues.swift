/// The values of the last few keys, oldest dropped first: the memos of the view, the button model and a
/// frame's text, which look a key up among a handful by `==`.
public struct RecentValues<Key: Equatable, Value> {
  /// The most values kept.
  public let capacity: Int
  private var entries: [(key: Key, value: Value)] = []

  /// An empty memo of at most `capacity` values.
  public init(capacity: Int) { self.capacity = max(1, capacity) }

  /// The value kept for `key`, if any.
  public func value(for key: Key) -> Value? { entries.first { $0.key == key }?.value }

  /// Keeps `value` for `key`, dropping the oldest value when full.
  public mutating func keep(_ value: Value, for key: Key) {
    if entries.count >= capacity { entries.removeFirst() }
    entries.append((key, value))
  }
}

extension RecentValues: Sendable where Key: Sendable, Value: Sendable {}

/// Answers for pairs of frames by the session loop's serials (are they the same, their diff), so a pair that
/// comes back (a locale cycled round) is worked out once; all are forgotten at once when `capacity` is reached.
public struct SerialPairMemo<Value> {
  /// The most answers kept.
  public let capacity: Int
  private var answers: [SerialPair: Value] = [:]

  /// An empty memo of at most `capacity` answers.
  public init(capacity: Int) { self.capacity = capacity }

  /// The answer for the frames `from` and `to`, from `make` the first time.
  public mutating func value(from: Int, to: Int, _ make: () -> Value) -> Value {
    let pair = SerialPair(from: from, to: to)
    if let known = answers[pair] { return known }
    if answers.count >= capacity { answers.removeAll(keepingCapacity: true) }
    let value = make()
    answers[pair] = value
    return value
  }
}

/// Two frames by the session loop's serials, the one shown before and the one after.
struct SerialPair: Hashable {
  let from: Int
  let to: Int
}
