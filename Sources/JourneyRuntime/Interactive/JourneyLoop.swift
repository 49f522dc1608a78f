/// How an interactive walk ended.
public enum WalkEnding: Sendable, Equatable {
  /// The person quit.
  case quit
  /// A signal ended it; the caller re-raises it after restoring the terminal.
  case signal(TerminationSignal)
}

/// Something that watches an interactive walk: the event log, the tape recorder.
public protocol WalkObserver: AnyObject {
  /// Called once before the first frame.
  func walkStarted(_ session: JourneySession) throws
  /// Called after each key with the session before and after it.
  func key(_ key: KeyPress, command: SessionCommand?, before: JourneySession, after: JourneySession) throws
}

/// The interactive loop: draw, wait for a key or a resize, map the key, change the session, draw again.
public enum JourneyLoop {
  /// Runs until the person quits or a signal arrives (or after the first frame, when asked); the caller shuts
  /// the presenter down.
  public static func run(
    _ session: inout JourneySession, on presenter: some Presenter, observers: [any WalkObserver] = [],
    stopsAfterFirstFrame: Bool = false
  ) throws -> WalkEnding {
    session.size = presenter.size
    for observer in observers { try observer.walkStarted(session) }
    try presenter.present(session.frame().buffer)
    if stopsAfterFirstFrame { return .quit }
    while true {
      switch presenter.nextEvent(timeoutMilliseconds: -1) {
      case .key(let key):
        let before = session
        let command = KeyMap.command(for: key)
        if let command { session.apply(command) }
        for observer in observers { try observer.key(key, command: command, before: before, after: session) }
        if session.hasQuit { return .quit }
      case .resize(let size):
        session.size = size
      case .signal(let signal):
        return .signal(signal)
      case .timeout:
        continue
      }
      try presenter.present(session.frame().buffer)
    }
  }
}
