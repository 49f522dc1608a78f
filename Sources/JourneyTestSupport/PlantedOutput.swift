import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The kinds of thing planted at an output's place, each made inside the test's own folder.
public enum PlantedOutput: String, CaseIterable, CustomStringConvertible, Sendable {
  case fifo, linkToDevice, linkToFIFO, linkToFile, unixSocket
  /// The case name, for test arguments.
  public var description: String { rawValue }

  /// Plants it at `path` (a link's FIFO or file beside it, under another name).
  public func plant(at path: String) throws {
    switch self {
    case .fifo: try #require(mkfifo(path, 0o600) == 0)
    case .linkToDevice:
      try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "/dev/null")
    case .linkToFIFO:
      try #require(mkfifo(path + ".fifo", 0o600) == 0)
      try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: path + ".fifo")
    case .linkToFile:
      try "someone's\n".write(toFile: path + ".file", atomically: false, encoding: .utf8)
      try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: path + ".file")
    case .unixSocket:
      let descriptor = Glibc.socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
      try #require(descriptor >= 0)
      defer { close(descriptor) }
      var address = sockaddr_un()
      address.sun_family = sa_family_t(AF_UNIX)
      let bytes = Array(path.utf8) + [0]
      try #require(bytes.count <= MemoryLayout.size(ofValue: address.sun_path))
      withUnsafeMutableBytes(of: &address.sun_path) { $0.copyBytes(from: bytes) }
      let bound = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
        }
      }
      try #require(bound == 0)
    }
  }
}
