import JourneyScreens
import TerminalKit

/// An in-memory presenter for tests: keeps every presented buffer and replays scripted input.
///
/// When the script runs out it reports `.signal(.hangup)`, as a terminal that went away would,
/// so a loop under test always ends.
public final class RecordingPresenter: Presenter {
  /// The current size; a scripted `.resize` event changes it when it is delivered.
  public private(set) var size: Size
  /// Every buffer presented, oldest first.
  public private(set) var presented: [Buffer] = []
  /// The timeouts the loop asked for, one per `nextEvent` call.
  public private(set) var requestedTimeouts: [Int] = []
  /// How many times `shutdown` was called.
  public private(set) var shutdownCount = 0
  private var script: [InputEvent]
  private var nextIndex = 0

  /// Creates a presenter of a size that will deliver `events` in order.
  public init(size: Size, events: [InputEvent] = []) {
    self.size = size
    self.script = events
  }

  /// The most recently presented buffer.
  public var lastBuffer: Buffer? { presented.last }

  /// True once `shutdown` has been called.
  public var isShutDown: Bool { shutdownCount > 0 }

  /// Events not yet delivered.
  public var remainingEvents: [InputEvent] { Array(script[nextIndex...]) }

  /// Adds events to the end of the script.
  public func enqueue(_ events: [InputEvent]) {
    script.append(contentsOf: events)
  }

  /// Records the frame's buffer; throws after shutdown.
  public func present(_ frame: RenderedFrame) throws {
    guard !isShutDown else { throw PresenterError.presentedAfterShutdown }
    presented.append(frame.buffer)
  }

  /// Delivers the next scripted event, or `.signal(.hangup)` once the script is spent.
  public func nextEvent(timeoutMilliseconds: Int) -> InputEvent {
    requestedTimeouts.append(timeoutMilliseconds)
    guard nextIndex < script.count else { return .signal(.hangup) }
    let event = script[nextIndex]
    nextIndex += 1
    if case .resize(let newSize) = event { size = newSize }
    return event
  }

  /// Counts the call.
  public func shutdown() {
    shutdownCount += 1
  }
}
