import Foundation
import JourneyTestSupport

/// A tiny tmpfs mounted on a test's own folder, to fill a disk for real; unmounted by the test.
struct SmallFileSystem {
  /// Why the file system could not be mounted.
  struct Refused: Error, CustomStringConvertible {
    /// What mount said.
    let output: String
    var description: String { "mount -t tmpfs refused: \(output)" }
  }

  /// The mount point.
  let directory: URL

  /// True when this process may mount a tmpfs (it is root and mount works in this container).
  static let canMount: Bool = {
    guard getuid() == 0, FileManager.default.isExecutableFile(atPath: "/bin/mount") else { return false }
    let probe = FileManager.default.temporaryDirectory.appendingPathComponent(
      "att-e2e-mount-\(UUID().uuidString)")
    guard (try? FileManager.default.createDirectory(at: probe, withIntermediateDirectories: true)) != nil
    else {
      return false
    }
    defer { try? FileManager.default.removeItem(at: probe) }
    guard let disk = try? SmallFileSystem(at: probe, size: "16k") else { return false }
    disk.unmount()
    return true
  }()

  /// Creates `directory` and mounts a tmpfs of `size` (such as "64k") on it.
  init(at directory: URL, size: String) throws {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let result = try ChildProcess.run(
      "/bin/mount", ["-t", "tmpfs", "-o", "size=\(size)", "tmpfs", directory.path],
      environment: ["PATH": "/usr/bin:/bin"])
    guard result.status == 0 else { throw Refused(output: result.output) }
    self.directory = directory
  }

  /// Unmounts it.
  func unmount() {
    _ = try? ChildProcess.run("/bin/umount", [directory.path], environment: ["PATH": "/usr/bin:/bin"])
  }
}
