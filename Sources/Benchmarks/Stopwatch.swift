#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Wall-clock timing and the process's peak memory, for the benchmark figures.
enum Stopwatch {
  /// Nanoseconds from a fixed point.
  static func now() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
  }

  /// The median of `runs` timings of `body`, in milliseconds.
  static func median(runs: Int, _ body: () throws -> Void) rethrows -> Double {
    var samples: [Double] = []
    for _ in 0..<runs {
      let start = now()
      try body()
      samples.append(Double(now() - start) / 1_000_000)
    }
    samples.sort()
    return samples[samples.count / 2]
  }

  /// Peak resident memory of this process so far, in MiB.
  static func peakMemoryMiB() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_maxrss) / 1_024
  }
}
