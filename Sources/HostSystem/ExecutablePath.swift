#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension Host {
  /// The running program's file, links resolved (so a program linked into another `bin` finds its own
  /// folder); nil when the system does not say.
  public static func executablePath() -> String? {
    #if os(Linux)
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
      guard count > 0 else { return nil }
      return String(decoding: buffer.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    #elseif canImport(Darwin)
      var size: UInt32 = 0
      _ = _NSGetExecutablePath(nil, &size)
      var buffer = [CChar](repeating: 0, count: Int(size) + 1)
      guard _NSGetExecutablePath(&buffer, &size) == 0, let resolved = realpath(buffer, nil) else {
        return nil
      }
      defer { free(resolved) }
      return String(cString: resolved)
    #else
      return nil
    #endif
  }
}
