#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import JourneyRuntime
import Synchronization

/// The write end of the trap's pipe, read by the signal handler (an atomic load is async-signal-safe).
private let trapWriteDescriptor = Atomic<Int32>(-1)

/// The only work done inside a signal handler: write the signal number to the self-pipe.
private let writeSignalToPipe: @convention(c) (Int32) -> Void = { signalNumber in
  let savedErrno = errno
  let descriptor = trapWriteDescriptor.load(ordering: .relaxed)
  if descriptor >= 0 {
    var byte = UInt8(truncatingIfNeeded: signalNumber)
    _ = write(descriptor, &byte, 1)
  }
  errno = savedErrno
}

/// A signal the trap caught, as the presenter sees it once back in the main loop.
enum TrappedSignal: Equatable {
  /// A signal that ends the program cleanly.
  case termination(TerminationSignal)
  /// SIGTSTP: leave curses mode, stop, and redraw when continued.
  case suspend
}

/// Errors setting up signal handling.
enum SignalTrapError: Error, Equatable {
  /// pipe2(2) failed with this errno.
  case pipeFailed(Int32)
}

/// Catches SIGINT, SIGTERM, SIGHUP and SIGTSTP through a self-pipe, so the main loop can leave cleanly;
/// ignores SIGPIPE and SIGXFSZ, so a failed write becomes an error instead of a sudden death.
///
/// Handlers only write one byte to a non-blocking pipe; everything else happens in the main loop.
/// Signals that were ignored when the program started (e.g. under `nohup`) stay ignored.
/// Install it before `newterm`, so ncurses leaves these signals to us (it only claims default ones).
final class SignalTrap {
  /// The read end of the pipe: poll it beside the terminal's input.
  let descriptor: Int32
  private let writeDescriptor: Int32
  private var previousActions: [(Int32, sigaction)] = []

  /// The signals caught and what each becomes.
  private static let caught: [(Int32, TrappedSignal)] = [
    (SIGINT, .termination(.interrupt)),
    (SIGTERM, .termination(.terminate)),
    (SIGHUP, .termination(.hangup)),
    (SIGTSTP, .suspend),
  ]

  /// Creates the pipe and installs the handlers.
  init() throws(SignalTrapError) {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { throw .pipeFailed(errno) }
    for end in ends {
      _ = fcntl(end, F_SETFD, FD_CLOEXEC)
      _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
    }
    descriptor = ends[0]
    writeDescriptor = ends[1]
    trapWriteDescriptor.store(writeDescriptor, ordering: .relaxed)
    for (number, _) in Self.caught { install(number) }
    for number in Self.ignored { ignore(number) }
  }

  /// Signals that would kill the process without restoring the terminal when a write fails (a log's
  /// reader went away, a file-size limit): ignored, so the write returns an error the walk reports.
  private static let ignored: [Int32] = [SIGPIPE, SIGXFSZ]

  private func ignore(_ number: Int32) {
    var action = sigaction()
    action.__sigaction_handler.sa_handler = SIG_IGN
    sigemptyset(&action.sa_mask)
    var previous = sigaction()
    if sigaction(number, &action, &previous) == 0 {
      previousActions.append((number, previous))
    }
  }

  private func install(_ number: Int32) {
    var current = sigaction()
    sigaction(number, nil, &current)
    let ignored = unsafeBitCast(SIG_IGN, to: Int.self)
    if unsafeBitCast(current.__sigaction_handler.sa_handler, to: Int.self) == ignored { return }
    var action = sigaction()
    action.__sigaction_handler.sa_handler = writeSignalToPipe
    sigemptyset(&action.sa_mask)
    action.sa_flags = 0
    var previous = sigaction()
    if sigaction(number, &action, &previous) == 0 {
      previousActions.append((number, previous))
    }
  }

  /// Reads every pending signal from the pipe, oldest first.
  func drain() -> [TrappedSignal] {
    var result: [TrappedSignal] = []
    var bytes = [UInt8](repeating: 0, count: 64)
    while true {
      let count = read(descriptor, &bytes, bytes.count)
      guard count > 0 else { break }
      for byte in bytes[0..<count] {
        if let entry = Self.caught.first(where: { $0.0 == Int32(byte) }) { result.append(entry.1) }
      }
    }
    return result
  }

  /// Stops the process with the default SIGTSTP action; returns once it is continued.
  func stopUntilContinued() {
    var defaultAction = sigaction()
    defaultAction.__sigaction_handler.sa_handler = SIG_DFL
    sigemptyset(&defaultAction.sa_mask)
    var ours = sigaction()
    sigaction(SIGTSTP, &defaultAction, &ours)
    raise(SIGTSTP)
    sigaction(SIGTSTP, &ours, nil)
  }

  /// Puts the previous handlers back and closes the pipe; safe to call twice.
  func restore() {
    for (number, previous) in previousActions.reversed() {
      var action = previous
      sigaction(number, &action, nil)
    }
    previousActions.removeAll()
    if trapWriteDescriptor.load(ordering: .relaxed) == writeDescriptor {
      trapWriteDescriptor.store(-1, ordering: .relaxed)
      close(writeDescriptor)
      close(descriptor)
    }
  }
}
