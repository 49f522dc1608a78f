import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The address of a null-terminated array of the temporary files' paths as C strings (0: none), for a
/// signal handler to unlink; an atomic load is async-signal-safe, and so are `unlink`, `signal` and `raise`.
private let pendingPath = Atomic<Int>(0)

/// The handler run while temporary files exist: remove them, then die of the same signal.
private let removeTemporaryThenDie: @convention(c) (Int32) -> Void = { number in
  if var entry = UnsafePointer<UnsafeMutablePointer<CChar>?>(
    bitPattern: pendingPath.load(ordering: .acquiring))
  {
    while let path = entry.pointee {
      // A staged file is unlinked; its staging folder, listed after its files, is removed.
      if unlink(path) != 0 { rmdir(path) }
      entry += 1
    }
  }
  signal(number, SIG_DFL)
  // The signal is blocked while its handler runs: it ends the process as soon as this returns.
  raise(number)
}

/// Removes temporary output files when SIGINT, SIGTERM or SIGHUP ends the process while they exist.
///
/// Only signals left at their default action are taken over (an interactive walk's own trap and an
/// ignored signal stay as they are); the previous actions come back when the write is over. The process
/// still dies of the signal, so a shell sees 130, 143 or 129.
struct PendingTemporaryFile {
  private static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]
  private var previous: [(Int32, sigaction)] = []
  /// The lists given so far, the last one in force; the others are freed by `finish()`, never while a
  /// handler might still be reading them.
  private var lists: [UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>] = []

  /// Registers the `temporary` files (before they are created) and installs the handlers.
  init(_ temporary: [String]) {
    replace(temporary)
    for number in Self.signals {
      var current = sigaction()
      guard sigaction(number, nil, &current) == 0,
        unsafeBitCast(handler(of: current), to: Int.self) == unsafeBitCast(SIG_DFL, to: Int.self)
      else { continue }
      var action = sigaction()
      setHandler(&action, removeTemporaryThenDie)
      sigemptyset(&action.sa_mask)
      for other in Self.signals { sigaddset(&action.sa_mask, other) }
      action.sa_flags = 0
      var old = sigaction()
      if sigaction(number, &action, &old) == 0 { previous.append((number, old)) }
    }
  }

  /// Registers a new list of temporary files (before any new one is created) in place of the last.
  mutating func replace(_ temporary: [String]) {
    let paths = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: temporary.count + 1)
    for (index, path) in temporary.enumerated() { (paths + index).initialize(to: strdup(path)) }
    (paths + temporary.count).initialize(to: nil)
    lists.append(paths)
    pendingPath.store(Int(bitPattern: paths), ordering: .releasing)
  }

  /// The files were renamed into place or removed: put the signal actions back and forget them.
  func finish() {
    for (number, old) in previous.reversed() {
      var action = old
      sigaction(number, &action, nil)
    }
    pendingPath.store(0, ordering: .releasing)
    for paths in lists {
      var entry = paths
      while let path = entry.pointee {
        free(path)
        entry += 1
      }
      paths.deallocate()
    }
  }
}

#if canImport(Glibc)
  private func handler(of action: sigaction) -> (@convention(c) (Int32) -> Void)? {
    action.__sigaction_handler.sa_handler
  }

  private func setHandler(_ action: inout sigaction, _ handler: @escaping @convention(c) (Int32) -> Void) {
    action.__sigaction_handler.sa_handler = handler
  }
#elseif canImport(Darwin)
  private func handler(of action: sigaction) -> (@convention(c) (Int32) -> Void)? {
    action.__sigaction_u.__sa_handler
  }

  private func setHandler(_ action: inout sigaction, _ handler: @escaping @convention(c) (Int32) -> Void) {
    action.__sigaction_u.__sa_handler = handler
  }
#endif
