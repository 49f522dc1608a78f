import TerminalKit

/// An edge that shows buffers to someone and reports their input: ncurses, text frames, recordings.
///
/// The runtime loop drives a presenter from one thread: `present` a frame, wait with `nextEvent`,
/// and call `shutdown` exactly once on every way out (quit, signal or error).
public protocol Presenter: AnyObject {
  /// The current drawing area; buffers should be laid out for this size.
  var size: Size { get }
  /// Shows a buffer, drawing only what changed since the previous one where the edge can.
  func present(_ buffer: Buffer) throws
  /// Waits for the next event; a negative timeout waits until something happens.
  func nextEvent(timeoutMilliseconds: Int) -> InputEvent
  /// Restores whatever the presenter changed (terminal modes, cursor); safe to call twice.
  func shutdown()
}

/// Errors every presenter may report.
public enum PresenterError: Error, Sendable, Hashable {
  /// `present` was called after `shutdown`.
  case presentedAfterShutdown
}
