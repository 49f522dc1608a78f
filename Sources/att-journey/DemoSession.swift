import JourneyRuntime

/// The interactive loop for the demonstration frame: redraw on keys and resizes, quit on q or a signal.
enum DemoSession {
  /// How the session ended.
  enum Ending: Equatable {
    /// The person quit (q, Ctrl-C as a key).
    case quit
    /// A signal ended it.
    case signal(TerminationSignal)
  }

  /// Runs until quit or a terminating signal; the caller shuts the presenter down.
  static func run(on presenter: some Presenter) throws -> Ending {
    var lastKey: KeyPress?
    try presenter.present(DemoFrame.render(size: presenter.size, lastKey: lastKey))
    while true {
      switch presenter.nextEvent(timeoutMilliseconds: -1) {
      case .key(.character("q")), .key(.ctrlC):
        return .quit
      case .key(let key):
        lastKey = key
      case .resize:
        break
      case .signal(let signal):
        return .signal(signal)
      case .timeout:
        continue
      }
      try presenter.present(DemoFrame.render(size: presenter.size, lastKey: lastKey))
    }
  }
}
