import ConsentEngine

extension SplitMix64 {
  /// A value in `range`.
  public mutating func next(in range: ClosedRange<Int>) -> Int {
    range.lowerBound + next(below: range.count)
  }

  /// One of `choices` (not empty).
  public mutating func pick<T>(_ choices: [T]) -> T {
    choices[next(below: choices.count)]
  }
}
