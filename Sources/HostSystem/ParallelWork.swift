#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Work spread over the processors with the C library's threads (no Dispatch: the program does not load it).
public enum ParallelWork {
  /// The stack each helper thread gets: the main thread's usual size, so deep work behaves alike on all.
  private static let stackBytes = 8 << 20

  /// Runs `body` once for every index in `0..<iterations` and returns when every call has returned.
  ///
  /// The calls run on up to one thread per processor, the calling thread among them. Indices are handed
  /// out in order; a thread that cannot be started leaves its share to the others.
  public static func forEach(iterations: Int, _ body: @Sendable (Int) -> Void) {
    guard iterations > 0 else { return }
    let threads = min(iterations, Host.processorCount())
    guard threads > 1 else {
      for index in 0..<iterations { body(index) }
      return
    }
    withoutActuallyEscaping(body) { body in
      let shared = ParallelIndices(count: iterations, body: body)
      var started: [PThread] = []
      var attributes = pthread_attr_t()
      pthread_attr_init(&attributes)
      pthread_attr_setstacksize(&attributes, stackBytes)
      for _ in 1..<threads {
        let context = Unmanaged.passRetained(shared)
        if let thread = PThread.start(attributes: &attributes, context: context.toOpaque()) {
          started.append(thread)
        } else {
          context.release()
        }
      }
      pthread_attr_destroy(&attributes)
      shared.work()
      for thread in started { thread.join() }
    }
  }
}

/// The next index to run, shared by the threads of one `forEach`, and the work to run for it.
private final class ParallelIndices: @unchecked Sendable {
  private let count: Int
  private let body: @Sendable (Int) -> Void
  private var next = 0
  private let lock = Lock()

  init(count: Int, body: @escaping @Sendable (Int) -> Void) {
    self.count = count
    self.body = body
  }

  /// Runs indices until none are left.
  func work() {
    while let index = take() { body(index) }
  }

  private func take() -> Int? {
    lock.withLock {
      guard next < count else { return nil }
      defer { next += 1 }
      return next
    }
  }
}

/// The entry point of a helper thread: its context is a retained `ParallelIndices`.
private func runParallelIndices(_ context: UnsafeMutableRawPointer) {
  Unmanaged<ParallelIndices>.fromOpaque(context).takeRetainedValue().work()
}

/// A started thread, to be joined.
private struct PThread {
  #if canImport(Glibc)
    let thread: pthread_t

    static func start(attributes: inout pthread_attr_t, context: UnsafeMutableRawPointer) -> PThread? {
      var thread = pthread_t()
      let result = pthread_create(
        &thread, &attributes,
        { context in
          if let context { runParallelIndices(context) }
          return nil
        }, context)
      return result == 0 ? PThread(thread: thread) : nil
    }

    func join() { pthread_join(thread, nil) }
  #elseif canImport(Darwin)
    let thread: pthread_t

    static func start(attributes: inout pthread_attr_t, context: UnsafeMutableRawPointer) -> PThread? {
      var thread: pthread_t?
      let result = pthread_create(
        &thread, &attributes,
        { context in
          runParallelIndices(context)
          return nil
        }, context)
      guard result == 0, let thread else { return nil }
      return PThread(thread: thread)
    }

    func join() { pthread_join(thread, nil) }
  #endif
}
