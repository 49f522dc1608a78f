import JourneyScreens
import TerminalKit

/// Where a session's frames go: the terminal, a recording, plain text.
public protocol FramePresenter: AnyObject {
  /// Shows a frame, drawing only what changed since the previous one where the edge can.
  func present(_ frame: RenderedFrame) throws
  /// Shows a frame the session loop numbered: the same `serial` is the same frame shown again, which a
  /// recording need not compare or diff again.
  func present(_ frame: RenderedFrame, serial: Int) throws
}

extension FramePresenter {
  /// Shows the frame; the serial is not needed here.
  public func present(_ frame: RenderedFrame, serial: Int) throws { try present(frame) }
}

/// An interactive edge that shows frames to someone and reports their input: ncurses, a scripted test double.
///
/// The loop drives a presenter from one thread: `present` a frame, wait with `nextEvent`, and call
/// `shutdown` exactly once on every way out (quit, signal or error).
public protocol Presenter: FramePresenter {
  /// The current drawing area; frames are laid out for this size.
  var size: Size { get }
  /// Waits for the next event; a negative timeout waits until something happens.
  func nextEvent(timeoutMilliseconds: Int) -> InputEvent
  /// Restores whatever the presenter changed (terminal modes, cursor); safe to call twice.
  func shutdown()
  /// Says that a key could not act without words on screen: a presented phone has no status line.
  func refuseWithoutWords()
}

extension Presenter {
  /// Does nothing: a presenter with no way to signal shows the status line instead.
  public func refuseWithoutWords() {}
}

/// Errors every presenter may report.
public enum PresenterError: Error, Sendable, Hashable {
  /// `present` was called after `shutdown`.
  case presentedAfterShutdown
}
