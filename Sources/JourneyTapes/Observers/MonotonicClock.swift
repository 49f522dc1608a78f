#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The system's monotonic clock: never goes back, unaffected by changes to the wall clock.
public enum MonotonicClock {
  /// Microseconds since an arbitrary fixed point (the machine's boot).
  public static func microseconds() -> Int {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return now.tv_sec * 1_000_000 + now.tv_nsec / 1_000
  }
}
