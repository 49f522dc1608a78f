import JourneyScreens
import TerminalKit

/// How an interactive walk ended.
public enum WalkEnding: Sendable, Equatable {
  /// The person quit.
  case quit
  /// A signal ended it; the caller re-raises it after restoring the terminal.
  case signal(TerminationSignal)
}

/// What drives a session: a key a person pressed, or a command from a tape or a scripted walk.
public enum SessionInput: Sendable, Equatable {
  /// A key, mapped through the one key table.
  case key(KeyPress)
  /// A command given directly (tape verbs, scripted walks).
  case command(SessionCommand)
  /// The copy was read again after these files were saved (live copy); not a person's input.
  case copyReloaded([String])
}

/// Something that watches a session: the event log, the tape recorder.
public protocol SessionObserver: AnyObject {
  /// Called once before the first frame.
  func sessionStarted(_ session: JourneySession) throws
  /// Called after each input with the session before and after it and what it did.
  func handled(_ input: SessionInput, outcome: CommandOutcome, before: JourneySession, after: JourneySession)
    throws
}

/// The one session loop: every front end feeds it inputs and it shows each frame on its presenter.
///
/// The terminal walk, tape playback, the piped walk and the review's walks all go through `handle(_:)`, so the
/// same inputs give the same frames and the same event log whatever runs them. Each input is one update
/// (`JourneySession.handle`/`apply`, which draw nothing and do no input or output), the effects it asks for
/// performed and their results given back (`SessionPerformer`), and one view (`JourneyView.frame(of:)`).
public final class SessionDriver {
  /// The session.
  public private(set) var session: JourneySession
  /// The frame on screen: the view of the session after the last input.
  public private(set) var frame: RenderedFrame
  /// The frame's serial: the same serial, the same frame (see `ViewMemo`); 0 before the first.
  public private(set) var frameSerial = 0
  private let presenter: any FramePresenter
  private let observers: [any SessionObserver]
  private var started = false
  private var memo = ViewMemo()
  /// Reads the copy again when its files are saved (the interactive walk); nil elsewhere.
  public var liveCopy: LiveCopy?

  /// Creates a driver; nothing is shown until `start()`.
  public init(
    session: JourneySession, presenter: any FramePresenter, observers: [any SessionObserver] = []
  ) {
    self.session = session
    self.frame = RenderedFrame(buffer: Buffer(width: 0, height: 0))
    self.presenter = presenter
    self.observers = observers
  }

  /// Tells the observers the session started and shows the first frame.
  public func start() throws {
    guard !started else { return }
    started = true
    for observer in observers { try observer.sessionStarted(session) }
    try show()
  }

  /// Cells of the frames composed so far: a frame the view drew a moment ago and shows again costs none.
  public var composedCells: Int { memo.composedCells }

  /// Shows the view of the session: one of the recent frames when it looks the same, else a new one.
  private func show() throws {
    let shown = memo.frame(of: session)
    frame = shown.frame
    frameSerial = shown.serial
    try presenter.present(shown.frame, serial: shown.serial)
  }

  /// Handles one input and shows the frame it leaves.
  @discardableResult
  public func handle(_ input: SessionInput) throws -> CommandOutcome {
    try start()
    let before = session
    let update: CommandOutcome
    switch input {
    case .key(let key): update = session.handle(key)
    case .command(let command): update = session.apply(command)
    case .copyReloaded(let files):
      guard liveCopy != nil else { return CommandOutcome(refusal: "the copy is not watched") }
      update = session.copySaved(files)
    }
    let liveCopy = self.liveCopy
    let outcome = SessionPerformer.settle(update, in: &session) {
      SessionPerformer.perform($0, for: $1, liveCopy: liveCopy)
    }
    for observer in observers {
      try observer.handled(input, outcome: outcome, before: before, after: session)
    }
    // Only a locale read for the first time (`l`, `=`) or copy read again (a new revision) adds folders to
    // watch: no look-ups on other keys.
    if before.catalog.revision !== session.catalog.revision { liveCopy?.follow(session.catalog) }
    try show()
    return outcome
  }

  /// Lays the frame out for a new size and shows it.
  public func resize(to size: Size) throws {
    session.resize(to: size)
    try show()
  }

  /// Runs an interactive presenter until the person quits or a signal arrives (or after the first frame,
  /// when asked); the caller shuts the presenter down.
  ///
  /// `watchingCopy` starts the live copy once the first frame is on screen: the first frame does not wait
  /// for the folder watch, and a walk that ends there never starts one (closing an inotify descriptor
  /// waits for the kernel to retire its watches, some 15 ms, longer than the whole first frame).
  public static func run(
    _ session: JourneySession, on presenter: some Presenter, observers: [any SessionObserver] = [],
    stopsAfterFirstFrame: Bool = false, watchingCopy: ((JourneySession) -> LiveCopy)? = nil
  ) throws -> (WalkEnding, JourneySession) {
    var initial = session
    initial.resize(to: presenter.size)
    let driver = SessionDriver(session: initial, presenter: presenter, observers: observers)
    try driver.start()
    if stopsAfterFirstFrame { return (.quit, driver.session) }
    driver.liveCopy = watchingCopy?(driver.session)
    while true {
      switch presenter.nextEvent(timeoutMilliseconds: -1) {
      case .key(let key):
        let outcome = try driver.handle(.key(key))
        if outcome.refusal != nil, driver.session.view.presentation.showsPhoneAlone {
          presenter.refuseWithoutWords()
        }
        if driver.session.hasQuit { return (.quit, driver.session) }
      case .resize(let size): try driver.resize(to: size)
      case .filesChanged(let files): try driver.handle(.copyReloaded(files))
      case .signal(let signal): return (.signal(signal), driver.session)
      case .timeout: continue
      }
    }
  }
}
