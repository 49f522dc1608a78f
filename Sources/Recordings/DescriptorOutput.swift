#if canImport(Glibc)
  import Glibc

  private let systemWrite = Glibc.write
#elseif canImport(Darwin)
  import Darwin

  private let systemWrite = Darwin.write
#endif

/// Writing to a file descriptor in full, the one way every output of the program does it.
public enum DescriptorOutput {
  /// Writes every byte, retrying after interruptions and short writes; returns 0 or the error number.
  @discardableResult
  public static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32 {
    var written = 0
    while written < bytes.count {
      let result = bytes.withUnsafeBytes { raw in
        systemWrite(descriptor, raw.baseAddress.map { $0 + written }, bytes.count - written)
      }
      if result < 0 {
        if errno == EINTR { continue }
        return errno
      }
      written += result
    }
    return 0
  }
}
