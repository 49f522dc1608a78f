#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The system's monotonic clock: never goes back, unaffected by changes to the wall clock. The one place
/// the program reads `CLOCK_MONOTONIC`.
public enum MonotonicClock {
  /// Nanoseconds since an arbitrary fixed point (the machine's boot).
  public static func nanoseconds() -> UInt64 {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return UInt64(now.tv_sec) * 1_000_000_000 + UInt64(now.tv_nsec)
  }

  /// Microseconds since the same point.
  public static func microseconds() -> Int { Int(nanoseconds() / 1_000) }

  /// Milliseconds since the same point.
  public static func milliseconds() -> Int { Int(nanoseconds() / 1_000_000) }
}
