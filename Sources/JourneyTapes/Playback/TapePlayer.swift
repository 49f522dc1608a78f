import ConsentEngine
import JourneyRuntime
import JourneyScreens
import Recordings
import StringTables
import TerminalKit
import TextSafety

/// Plays a tape through the one session loop, on the tape's own clock, into timed frames.
public struct TapePlayer {
  /// The tape.
  public let tape: Tape
  /// The tape's settings after command-line overrides.
  public let settings: PlaybackSettings
  /// Markers so far: time in microseconds and label.
  public private(set) var markers: [(time: Int, label: String)] = []
  /// Screenshots so far: name and text.
  public private(set) var screenshots: [(name: String, text: String)] = []
  /// The tape clock in microseconds.
  public private(set) var clock = 0
  /// Each distinct screen the tape showed, in the order first shown: its name as the inspector shows it
  /// (`ScreenTitle.fileName`) and its cells as the tape left it the first time (its caption given).
  public private(set) var screens: [(name: String, buffer: Buffer)] = []
  private var screenNames: Set<String> = []
  /// The screen the last frame showed.
  private var currentScreen: String?
  /// Captions shown in the development language because the locale shown lacks them, in tape order.
  public private(set) var captionFallbacks: [CaptionFallback] = []
  /// The most cells of new frames the tape may have composed (`TapeParser.maximumCells`; tests lower it).
  public var workCap = TapeParser.maximumCells
  private let driver: SessionDriver
  private let recorder: FrameRecorder
  private let catalog: CopyCatalog
  /// The frame on screen as text, by its serial: `Expect text` and `Screenshot` lay a frame out once.
  private var screenText = RecentValues<Int, String>(capacity: 1)
  private var events = EventIndex()

  /// Prepares a tape: reads its settings, applies overrides and checks every locale, variant and button key it
  /// names against the copy; with `keepingFrames` false (no SVG or GIF wanted: they are drawn from every
  /// frame at the end) only the latest frame is kept; `sharingKeptFramesBy` recordings of one command (the
  /// locales of `--all-locales` and of the gallery) share the cap on kept frames, so the command's work
  /// stays bounded too.
  public init(
    tape: Tape, journey: JourneyFile, catalog: CopyCatalog, overrides: ScenarioOptions = ScenarioOptions(),
    observers: [any SessionObserver] = [], keepingFrames: Bool = true, sharingKeptFramesBy sharedBy: Int = 1
  ) throws(TapeError) {
    recorder = FrameRecorder(keepingFrames: keepingFrames, sharedBy: sharedBy)
    var settings = try PlaybackSettings(tape, catalog: catalog)
    settings.scenario = settings.scenario.overridden(by: overrides)
    settings.size = settings.recordingSize
    try TapeVocabulary.check(tape, catalog: catalog)
    self.tape = tape
    self.settings = settings
    self.catalog = catalog
    let session = JourneySetup.session(
      journey, catalog: catalog, options: settings.scenario, size: settings.size)
    driver = SessionDriver(session: session, presenter: recorder, observers: observers)
  }

  /// The session being driven.
  public var session: JourneySession { driver.session }

  /// Frames drawn so far.
  public var frames: [TimedFrame] { recorder.frames }

  /// Cells of the frames composed so far: a screen shown again a moment later is not composed again.
  public var composedCells: Int { driver.composedCells }

  /// Writes every distinct frame and marker to `stream` too, as the tape plays (call before `play()`).
  public func record(into stream: any FrameStream) { recorder.stream(into: stream) }

  /// Plays every step; stops at the first failed check, impossible action or output error.
  ///
  /// The streams get their end only when the tape played through.
  public mutating func play() throws(PlaybackFailure) {
    do {
      try driver.start()
    } catch {
      let start = SourceLocation(file: tape.path, line: 1, column: 1)
      throw PlaybackFailure(at: start, expected: "the walk to start", got: "\(error)")
    }
    noteScreen()
    let markerAhead = Self.markerAhead(tape.steps, typingSpeed: settings.typingSpeed)
    for (index, step) in tape.steps.enumerated() {
      try perform(step)
      if driver.session.hasQuit { break }
      if !markerAhead[index + 1] { recorder.settle() }
    }
    recorder.finish(atMicroseconds: clock)
  }

  /// For each step (and the end), whether a `Marker` line comes from it on before a step that moves the
  /// clock: a marker at the time of frames already drawn goes before them in a cast.
  static func markerAhead(_ steps: [TapeStep], typingSpeed: Int) -> [Bool] {
    var ahead = [Bool](repeating: false, count: steps.count + 1)
    for index in steps.indices.reversed() {
      switch steps[index].command {
      case .marker: ahead[index] = true
      case .sleep(let milliseconds): ahead[index] = milliseconds <= 0 && ahead[index + 1]
      case .expect, .screenshot, .interruption: ahead[index] = ahead[index + 1]
      case .key(_, let count): ahead[index] = (count <= 0 || typingSpeed <= 0) && ahead[index + 1]
      case .type(let text): ahead[index] = (text.isEmpty || typingSpeed <= 0) && ahead[index + 1]
      // These act once, moving the clock by the typing speed before they draw (or fail).
      case .launch, .terminate, .press, .background, .foreground, .otherAlert, .settingsOpen, .settingsApp,
        .settingsGlobalOn, .settingsGlobalOff, .reinstall, .advance, .milestone, .locale, .variant, .caption:
        ahead[index] = typingSpeed <= 0 && ahead[index + 1]
      }
    }
    return ahead
  }

  /// Plays one line: a verb as its session command (`TapeVerbs`), after the checks its line needs; keys,
  /// typing, timings, marks, checks and screenshots here.
  private mutating func perform(_ step: TapeStep) throws(PlaybackFailure) {
    let at = step.location
    switch step.command {
    case .key(let key, let count):
      for _ in 0..<count { try input(.key(key), step) }
      return
    case .type(let text):
      for character in text { try input(.key(KeyPress(typed: character)), step) }
      return
    case .sleep(let milliseconds):
      clock += milliseconds * 1_000
      return
    case .marker(let label):
      markers.append((clock, label))
      recorder.mark(label, atMicroseconds: clock)
      return
    case .expect(let expectation):
      events.update(from: driver.session.events)
      try TapeCheck.verify(
        expectation, session: driver.session, frame: driver.frame, screenText: { shownText() },
        events: events,
        at: at)
      return
    case .screenshot(let name):
      screenshots.append((name, shownText()))
      return
    case .press(let target):
      let buttons = driver.session.screenModel().buttons
      guard buttons.contains(where: { $0.matches(target) }) else {
        let shown = buttons.map { "\($0.role.rawValue) \($0.ref.key)" }
        throw PlaybackFailure(
          at: at,
          expected: "a button \(target.name) on screen \(ScreenName.primary(of: driver.session.state))",
          got: shown.isEmpty ? "no buttons" : shown.joined(separator: ", "))
      }
    case .interruption(let begins):
      let interrupted = driver.session.state.appState == .inactive
      if begins == interrupted { return }
    case .advance(let seconds):
      guard seconds % 86_400 == 0 else {
        throw PlaybackFailure(at: at, expected: "whole days such as 366d", got: "\(seconds) seconds")
      }
    case .launch, .terminate, .background, .foreground, .otherAlert, .settingsOpen, .settingsApp,
      .settingsGlobalOn, .settingsGlobalOff, .reinstall, .milestone, .locale, .variant, .caption:
      break
    }
    guard let command = TapeVerbs.command(for: step.command) else { return }
    try act(command, step)
    switch step.command {
    case .caption(let key):
      noteCaptionFallback(at: at)
      // A new caption stays long enough to be read before the next line acts.
      if let key { clock += CaptionReading.milliseconds(for: captionText(key)) * 1_000 }
    case .locale: noteCaptionFallback(at: at)
    default: break
    }
  }

  /// The caption `key` as the phone shows it: in the locale shown, or the development language's.
  private func captionText(_ key: String) -> String {
    let view = driver.session.view
    let copy = CatalogCopy(catalog: catalog, locale: view.locale, variant: nil, pseudo: view.pseudo)
    return copy.text(CopyKey(CaptionStrip.table, key), arguments: []).text
  }

  /// Notes the caption on screen when the locale shown lacks it, once per key and locale.
  private mutating func noteCaptionFallback(at location: SourceLocation) {
    let view = driver.session.view
    guard let key = view.caption,
      let fallback = CaptionFallback.check(key, locale: view.locale, catalog: catalog, at: location),
      !captionFallbacks.contains(where: { $0.key == key && $0.locale == fallback.locale })
    else { return }
    captionFallbacks.append(fallback)
  }

  /// The frame on screen as text, laid out once per frame.
  private mutating func shownText() -> String {
    if let known = screenText.value(for: driver.frameSerial) { return known }
    let text = TextRenderer.text(driver.frame.buffer)
    screenText.keep(text, for: driver.frameSerial)
    return text
  }

  /// A tape verb: one session command; a verb that cannot act now fails its line (a `Key` never does, as in
  /// the walk).
  private mutating func act(_ command: SessionCommand, _ step: TapeStep) throws(PlaybackFailure) {
    let outcome = try input(.command(command), step)
    if let refusal = outcome.refusal {
      throw PlaybackFailure(
        at: step.location, expected: "‘\(TapePrinter.line(step.command))’ to act here",
        got: "it cannot: \(refusal)")
    }
  }

  @discardableResult
  private mutating func input(_ input: SessionInput, _ step: TapeStep) throws(PlaybackFailure)
    -> CommandOutcome
  {
    clock += settings.typingSpeed * 1_000
    recorder.now = clock
    recorder.label = "line \(step.location.line)"
    recorder.location = step.location
    let outcome: CommandOutcome
    do {
      outcome = try driver.handle(input)
    } catch {
      throw PlaybackFailure(at: step.location, expected: "the line to be recorded", got: "\(error)")
    }
    guard driver.composedCells <= workCap else { throw pastWorkCap(step) }
    noteScreen()
    return outcome
  }

  /// Keeps the frame on screen when its screen has not been shown before, and keeps the latest frame of
  /// that first visit while it lasts: the screen as the tape left it, with the caption given for it.
  private mutating func noteScreen() {
    let name = ScreenTitle.fileName(of: driver.session.state)
    defer { currentScreen = name }
    if name == currentScreen, let last = screens.indices.last, screens[last].name == name {
      screens[last].buffer = driver.frame.buffer
      return
    }
    guard screenNames.insert(name).inserted else { return }
    screens.append((name, driver.frame.buffer))
  }

  /// The failure of the line whose new screen goes past the work cap.
  private func pastWorkCap(_ step: TapeStep) -> PlaybackFailure {
    let size = settings.size
    let screens = workCap / max(1, size.width * size.height)
    return PlaybackFailure(
      at: step.location,
      expected:
        "at most \(screens) new screens at \(size.width)×\(size.height) (the cap on a tape's work: "
        + "\(workCap) cells composed; a screen shown again a moment later costs none)",
      got: "a new screen past it; a smaller Set Size allows more")
  }
}
