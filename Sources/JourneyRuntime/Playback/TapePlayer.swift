import ConsentEngine
import JourneyScreens
import StringTables
import TerminalKit
import TextSafety

/// Plays a tape through the same session, screens and key map as the terminal, on the tape's own clock.
public struct TapePlayer {
  /// The tape.
  public let tape: Tape
  /// The tape's settings after command-line overrides.
  public let settings: PlaybackSettings
  /// The session being driven.
  public private(set) var session: JourneySession
  /// Frames drawn so far.
  public private(set) var frames: [TimedFrame] = []
  /// Markers so far: time in microseconds and label.
  public private(set) var markers: [(time: Int, label: String)] = []
  /// Screenshots so far: name and text.
  public private(set) var screenshots: [(name: String, text: String)] = []
  /// The tape clock in microseconds.
  public private(set) var clock = 0

  /// Prepares a tape: reads its settings, applies overrides and checks every locale and variant it names.
  public init(
    tape: Tape, journey: JourneyFile, catalog: CopyCatalog, overrides: ScenarioOptions = ScenarioOptions()
  )
    throws(TapeError)
  {
    var settings = try PlaybackSettings(tape, catalog: catalog)
    settings.scenario = settings.scenario.overridden(by: overrides)
    for step in tape.steps {
      switch step.command {
      case .locale(let locale):
        _ = try PlaybackSettings.checkLocale(locale, at: step.location, catalog: catalog)
      case .variant(let variant):
        _ = try PlaybackSettings.checkVariant(variant, at: step.location, catalog: catalog)
      default: break
      }
    }
    self.tape = tape
    self.settings = settings
    let scenario = settings.scenario
    let view = ViewOptions(
      locale: scenario.locale ?? catalog.developmentLanguage, variant: scenario.variant,
      pseudo: scenario.pseudo,
      device: scenario.device.flatMap(Device.named) ?? .standard)
    session = JourneySession(
      state: JourneySetup.initialState(journey, catalog: catalog, options: scenario), view: view,
      catalog: catalog, size: settings.size)
  }

  /// Plays every step; stops at the first failed check or impossible action.
  public mutating func play() throws(PlaybackFailure) {
    record(label: "start", at: nil)
    for step in tape.steps {
      try perform(step)
      if session.hasQuit { break }
    }
  }

  private mutating func perform(_ step: TapeStep) throws(PlaybackFailure) {
    let at = step.location
    switch step.command {
    case .launch: act(.engine(.launch), step)
    case .terminate: act(.engine(.terminate), step)
    case .key(let key, let count):
      for _ in 0..<count {
        if let command = KeyMap.command(for: key) { act(command, step) } else { tick(step) }
      }
    case .type(let text):
      for character in text {
        if let command = KeyMap.command(for: .character(character)) { act(command, step) } else { tick(step) }
      }
    case .press(let target):
      // One frame finds the button; pressing it sends its action, so the frame is not drawn again to find it.
      let buttons = session.frame().buttons
      guard let button = buttons.first(where: { JourneySession.matches($0, target) }) else {
        let shown = buttons.map { "\($0.role.rawValue) \($0.ref.key)" }
        throw PlaybackFailure(
          at: at,
          expected: "a button \(Self.describe(target)) on screen \(ScreenName.primary(of: session.state))",
          got: shown.isEmpty ? "no buttons" : shown.joined(separator: ", "))
      }
      act(.engine(button.action), step)
    case .background: act(.engine(.appBackgrounded), step)
    case .foreground: act(.engine(session.state.screen.isSettings ? .returnToApp : .foreground), step)
    case .otherAlert: act(.engine(.otherPermissionAlertRaised), step)
    case .settingsOpen: openSettings(step)
    case .settingsApp(let on):
      openSettings(step)
      if (session.state.trackingStatus == .authorized) != on { act(.engine(.settingsAppToggleTapped), step) }
      if session.state.overlay == .appToggleConfirmation {
        act(.engine(.appToggleConfirmationAnswered(.confirm)), step)
      }
    case .settingsGlobalOn:
      openSettings(step)
      if !session.state.device.allowAppsToRequestToTrack { act(.engine(.settingsGlobalToggleTapped), step) }
    case .settingsGlobalOff(let choice):
      openSettings(step)
      if session.state.device.allowAppsToRequestToTrack { act(.engine(.settingsGlobalToggleTapped), step) }
      if session.state.overlay == .globalToggleOffConfirmation {
        act(.engine(.globalToggleOffAnswered(choice == .continue ? .continueTracking : .stopTracking)), step)
      }
    case .reinstall: act(.engine(.reinstall), step)
    case .advance(let seconds):
      guard seconds % 86_400 == 0 else {
        throw PlaybackFailure(at: at, expected: "whole days such as 366d", got: "\(seconds) seconds")
      }
      act(.engine(.advanceClock(days: seconds / 86_400)), step)
    case .milestone(let name): act(.engine(.milestoneReached(name)), step)
    case .locale(let locale): act(.setLocale(locale), step)
    case .variant(let variant): act(.setVariant(variant == "base" ? nil : variant), step)
    case .sleep(let milliseconds): clock += milliseconds * 1_000
    case .marker(let label): markers.append((clock, label))
    case .expect(let expectation): try TapeCheck.verify(expectation, session: session, at: at)
    case .screenshot(let name): screenshots.append((name, TextRenderer.text(session.frame().buffer)))
    }
  }

  private mutating func openSettings(_ step: TapeStep) {
    if !session.state.screen.isSettings { act(.engine(.settingsOpened), step) }
  }

  private mutating func tick(_ step: TapeStep) {
    clock += settings.typingSpeed * 1_000
  }

  private mutating func act(_ command: SessionCommand, _ step: TapeStep) {
    tick(step)
    session.apply(command)
    record(label: Self.label(of: step), at: step.location)
  }

  private mutating func record(label: String, at location: SourceLocation?) {
    let buffer = session.frame().buffer
    if let last = frames.last, last.buffer == buffer { return }
    frames.append(TimedFrame(time: clock, location: location, label: label, buffer: buffer))
  }

  static func label(of step: TapeStep) -> String {
    "line \(step.location.line)"
  }

  static func describe(_ target: PressTarget) -> String {
    switch target {
    case .primary: return "primary"
    case .allow: return "allow"
    case .deny: return "deny"
    case .additionalInformation: return "additional-information"
    case .key(let key): return key
    }
  }
}
