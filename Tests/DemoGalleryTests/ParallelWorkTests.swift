import HostSystem
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The gallery's tapes are played on threads by `ParallelWork`, without Dispatch.
@Suite("Parallel work")
struct ParallelWorkTests {
  /// What the calls saw, shared between threads behind a lock.
  final class Calls: @unchecked Sendable {
    private let lock = Lock()
    private var indices: [Int] = []
    private var threads: Set<UInt> = []

    func record(_ index: Int) {
      let thread = threadID()
      lock.withLock {
        indices.append(index)
        threads.insert(thread)
      }
    }

    var seen: (indices: [Int], threads: Int) { lock.withLock { (indices, threads.count) } }

    private func threadID() -> UInt {
      #if canImport(Glibc)
        UInt(pthread_self())
      #elseif canImport(Darwin)
        UInt(bitPattern: pthread_self())
      #endif
    }
  }

  @Test func runsEveryIndexExactlyOnceAndReturnsWhenAllAreDone() {
    let calls = Calls()
    ParallelWork.forEach(iterations: 500) { index in
      var sum = 0
      for step in 0..<(index % 7) * 1_000 { sum &+= step }
      if sum >= 0 { calls.record(index) }
    }
    let seen = calls.seen
    #expect(seen.indices.count == 500)
    #expect(seen.indices.sorted() == Array(0..<500))
  }

  @Test func startsNoMoreThreadsThanProcessors() {
    let calls = Calls()
    ParallelWork.forEach(iterations: 64) { index in calls.record(index) }
    let seen = calls.seen
    #expect(seen.indices.sorted() == Array(0..<64))
    #expect(seen.threads <= Host.processorCount())
  }

  @Test func noIterationsCallsNothing() {
    let calls = Calls()
    ParallelWork.forEach(iterations: 0) { index in calls.record(index) }
    #expect(calls.seen.indices.isEmpty)
  }
}
