/// The SplitMix64 generator: a small, deterministic source of 64-bit values.
public struct SplitMix64: RandomNumberGenerator, Sendable, Hashable {
  /// The generator's state.
  public private(set) var state: UInt64

  /// Creates a generator from a seed.
  public init(seed: UInt64) { state = seed }

  /// Returns the next value.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// Returns a value in `0..<bound` (bound > 0).
  public mutating func next(below bound: Int) -> Int {
    guard bound > 1 else { return 0 }
    return Int(next() % UInt64(bound))
  }
}
