import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The address of a null-terminated array of the temporary files' paths as C strings (0: none), for a
/// signal handler to unlink; an atomic load is async-signal-safe, and so are `unlink`, `signal` and `raise`.
private let pendingPath = Atomic<Int>(0)
/// 1 while a commit renames its files into place: a signal then only notes itself in `deferredSignal`.
private let deferring = Atomic<Int32>(0)
/// The first signal that came while `deferring` was set (0: none).
private let deferredSignal = Atomic<Int32>(0)

/// The handler run while temporary files exist: remove them, then die of the same signal; during a
/// commit's renames, note the signal for the commit to act on once the whole set is in place.
private let removeTemporaryThenDie: @convention(c) (Int32) -> Void = { number in
  if deferring.load(ordering: .acquiring) == 1 {
    _ = deferredSignal.compareExchange(
      expected: 0, desired: number, successOrdering: .acquiringAndReleasing, failureOrdering: .relaxed)
    return
  }
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

/// Removes temporary files and folders when SIGINT, SIGTERM or SIGHUP ends the process while they exist.
///
/// Only signals left at their default action are taken over (an interactive walk's own trap and an
/// ignored signal stay as they are); the previous actions come back when the write is over. The process
/// still dies of the signal, so a shell sees 130, 143 or 129. One registered while another is in force
/// (a temporary folder while a staged write is pending) removes the other's files too, and hands them
/// back when it finishes; finish them in the reverse order.
public struct PendingTemporaryFile {
  private static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]
  private var previous: [(Int32, sigaction)] = []
  /// The lists given so far, the last one in force, each with how many of its strings it made; the
  /// others are freed by `finish()`, never while a handler might still be reading them.
  private var lists: [(paths: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>, own: Int)] = []
  /// The list in force when this one began, put back by `finish()`.
  private let outer: Int

  /// Registers the `temporary` paths (before they are created; files before the folders holding them,
  /// deepest folders first) and installs the handlers.
  public init(_ temporary: [String]) {
    outer = pendingPath.load(ordering: .acquiring)
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

  /// Registers a new list of temporary paths (before any new one is created) in place of the last.
  public mutating func replace(_ temporary: [String]) {
    var inherited: [UnsafeMutablePointer<CChar>?] = []
    if var entry = UnsafePointer<UnsafeMutablePointer<CChar>?>(bitPattern: outer) {
      while let path = entry.pointee {
        inherited.append(path)
        entry += 1
      }
    }
    let count = temporary.count + inherited.count
    let paths = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: count + 1)
    for (index, path) in temporary.enumerated() { (paths + index).initialize(to: strdup(path)) }
    for (index, path) in inherited.enumerated() { (paths + temporary.count + index).initialize(to: path) }
    (paths + count).initialize(to: nil)
    lists.append((paths, temporary.count))
    pendingPath.store(Int(bitPattern: paths), ordering: .releasing)
  }

  /// The files were renamed into place or removed: put the signal actions back and forget them.
  public func finish() {
    for (number, old) in previous.reversed() {
      var action = old
      sigaction(number, &action, nil)
    }
    pendingPath.store(outer, ordering: .releasing)
    for (paths, own) in lists {
      for index in 0..<own { free(paths[index]) }
      paths.deallocate()
    }
  }

  /// Holds SIGINT, SIGTERM and SIGHUP back (on every thread) while `body` runs: a signal that comes then is
  /// noted, not acted on. Returns the noted signal (0: none) for the caller to act on once it is done.
  static func deferringSignals(_ body: () -> Void) -> Int32 {
    deferredSignal.store(0, ordering: .releasing)
    deferring.store(1, ordering: .releasing)
    body()
    deferring.store(0, ordering: .releasing)
    return deferredSignal.exchange(0, ordering: .acquiringAndReleasing)
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
