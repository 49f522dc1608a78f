import HostSystem

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Wall-clock timing and the process's peak memory, for the benchmark figures.
enum Stopwatch {
  /// Nanoseconds from a fixed point.
  static func now() -> UInt64 { MonotonicClock.nanoseconds() }

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

  /// The median of `runs` runs of `body`: wall time and CPU time of every thread, in seconds. On a machine
  /// shared with other work the wall time is mostly waiting for a core; the CPU time is the work done.
  static func medianWallAndCPU(runs: Int, _ body: () throws -> Void) rethrows -> (wall: Double, cpu: Double) {
    var walls: [Double] = []
    var cpus: [Double] = []
    for _ in 0..<runs {
      let start = now()
      let startCPU = cpuSeconds()
      try body()
      walls.append(Double(now() - start) / 1_000_000_000)
      cpus.append(cpuSeconds() - startCPU)
    }
    return (walls.sorted()[runs / 2], cpus.sorted()[runs / 2])
  }

  /// User and system time of this process so far, every thread, in seconds.
  static func cpuSeconds() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    let user = Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1_000_000
    return user + Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1_000_000
  }

  /// Peak resident memory of this process so far, in MiB.
  static func peakMemoryMiB() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_maxrss) / 1_024
  }
}
