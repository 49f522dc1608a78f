import TerminalKit

/// A signal that asks the program to end: the loop leaves cleanly and the terminal is restored.
public enum TerminationSignal: String, Sendable, Hashable, CaseIterable {
  /// SIGINT (Control-C when the terminal delivers it as a signal).
  case interrupt
  /// SIGTERM.
  case terminate
  /// SIGHUP: the terminal went away.
  case hangup
}

/// What a presenter reports to the runtime loop.
public enum InputEvent: Sendable, Hashable {
  /// A key was pressed.
  case key(KeyPress)
  /// The terminal changed size (or came back from a suspension); lay out and present a whole frame.
  case resize(Size)
  /// A signal asked the program to end.
  case signal(TerminationSignal)
  /// Nothing happened within the timeout.
  case timeout
  /// Files of the copy folder were saved (live copy); the paths, sorted.
  case filesChanged([String])
}
