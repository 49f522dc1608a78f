#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A pause in the middle of a commit's renames, for tests that send a signal there: with
/// `ATT_JOURNEY_PAUSE_IN_COMMIT` naming a FIFO, the commit opens it for reading after its first rename
/// (which waits until the test opens it for writing, so the test knows where the commit is) and goes on
/// once it has read one byte or the test closed its end. Without the variable it does nothing.
enum CommitPause {
  static let variable = "ATT_JOURNEY_PAUSE_IN_COMMIT"

  /// Waits on the FIFO the variable names, if any; interrupted calls are retried.
  static func wait() {
    guard let path = getenv(variable), path.pointee != 0 else { return }
    var descriptor: Int32 = -1
    repeat {
      descriptor = systemOpen(String(cString: path), O_RDONLY | O_CLOEXEC)
    } while descriptor < 0
      && errno == EINTR
    guard descriptor >= 0 else { return }
    var byte: UInt8 = 0
    while read(descriptor, &byte, 1) < 0 && errno == EINTR {}
    systemClose(descriptor)
  }
}
