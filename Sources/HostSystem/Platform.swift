#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Facts about the running process and machine: environment, working folder, clocks, cores.
public enum Host {
  /// The value of an environment variable, or nil when it is unset.
  public static func environment(_ name: String) -> String? {
    guard let value = getenv(name) else { return nil }
    return String(cString: value)
  }

  /// The process's working folder.
  public static func workingDirectory() -> String {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    guard getcwd(&buffer, buffer.count) != nil else { return "." }
    return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// Seconds since 1970 on the wall clock.
  public static func secondsSince1970() -> Int {
    var now = timespec()
    clock_gettime(CLOCK_REALTIME, &now)
    return Int(now.tv_sec)
  }

  /// The number of processors online (at least 1).
  public static func processorCount() -> Int {
    max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
  }

  /// The text of an `errno` value.
  public static func describe(errno code: Int32) -> String {
    String(cString: strerror(code))
  }
}
