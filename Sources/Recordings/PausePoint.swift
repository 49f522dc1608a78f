#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Places where a run can be held still, for tests that send a signal there: with the point's environment
/// variable naming a FIFO, the run opens it for reading (which waits until the test opens it for writing,
/// so the test knows where the run is) and goes on once it has read one byte or the test closed its end.
/// Without the variable it does nothing.
public enum PausePoint {
  /// In the middle of a commit's renames, after the first one (`StagedWrite.commit()`).
  public static let commit = "ATT_JOURNEY_PAUSE_IN_COMMIT"
  /// Once `review --since` has written the revision's copy into its temporary folder.
  public static let baseline = "ATT_JOURNEY_PAUSE_AFTER_BASELINE"

  /// Waits on the FIFO `variable` names, if any; interrupted calls are retried.
  public static func wait(_ variable: String) {
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
