import ConsentEngine
import JourneyScreens
import StringTables
import TerminalKit

/// One walk through the journey: the engine state, how it is shown and the copy; the update half.
///
/// Every front end (the terminal, tapes, the piped walk, the review, the map) changes a session only through
/// `handle(_:)` and `apply(_:)`, which change state, draw nothing and do no input or output: what needs doing
/// outside (the engine's effects, reading a locale's tables or lint's reference folders) comes back as
/// `CommandOutcome.effects`, which a driver performs and answers through `receive(_:)` (`SessionPerformer`).
/// Each change lays the screen out once (`layout`, kept with the last few). The picture is
/// `JourneyView.frame(of:)`, a pure function of the session that paints that layout and that the driver
/// calls once per input. Presses, focus and scrolling read the button model derived from the layout
/// (`screenModel()`), never a painted frame.
public struct JourneySession: Sendable {
  /// The phone and the app.
  public private(set) var state: ConsentState
  /// Locale, variant, panels and focus.
  public internal(set) var view: ViewOptions
  /// The loaded copy.
  public internal(set) var catalog: CopyCatalog
  /// The terminal's size in cells.
  public private(set) var size: Size
  /// Set once `quit` was asked for.
  public private(set) var hasQuit = false
  /// The one-line status under the frame: why the last command could not act, or what it changed.
  public internal(set) var status: String?
  /// Lint's findings per copy layer, worked out the first time a frame shows that layer's text.
  var copyLint = SessionCopyLint()
  /// The engine actions the last command sent, in order (not the answers to their effects).
  public private(set) var sentActions: [ConsentAction] = []
  /// Every engine event of the walk, in order: the one record of what happened, findings included.
  public private(set) var events: [Event] = []
  /// The focus on the screen under a sheet, restored when the sheet closes over the same screen.
  private var focusUnderOverlay: Int?
  /// A saved copy file that could not be read (live copy): shown in the inspector's FINDINGS until a
  /// save reads again.
  public private(set) var copyProblem: LayoutFinding?
  /// A locale switch waiting for its tables to be read.
  var localeSwitch: LocaleSwitch?
  /// A `journey.json` saved during the walk: its flow starts at the next cold launch.
  public private(set) var journeyForNextLaunch: JourneyDefinition?
  /// Where the layout records every copy key it looks up (the review); nil otherwise.
  ///
  /// Setting it lays the screen out again, so every key is recorded.
  public var copyReads: CopyReadLog? {
    didSet { relayout() }
  }
  /// The layouts of the session's phone (and of `--beside`'s two phones), made in the update.
  private(set) var layouts: SessionLayouts

  /// Creates a session and lays its first screen out.
  ///
  /// `catalog` must hold the tables of the locales `view` shows (`JourneySetup.session` reads them). Lint's
  /// findings on the copy come with the first command.
  public init(state: ConsentState, view: ViewOptions, catalog: CopyCatalog, size: Size) {
    self.state = state
    self.view = view
    self.catalog = catalog
    self.size = size
    layouts = SessionLayouts(
      [LayoutInputs(state: state, view: view, catalog: self.catalog, size: size, copyReads: nil)])
    relayout()
  }

  /// The screen laid out for the current state, view options, copy and size.
  ///
  /// The view paints it and the button model comes from it; it does not depend on the focus or the scroll
  /// offset.
  public var layout: ScreenLayout { layouts.phone }

  /// With `--beside` and room for two phones, the layouts of the left and the right phone; nil otherwise.
  public var besideLayouts: [ScreenLayout]? { layouts.beside }

  /// How many times the session laid a screen out (a layout found among the last few is not counted).
  public var layoutCount: Int { layouts.madeCount }

  /// Lays the screen out again when something it reads changed.
  private mutating func relayout() {
    var wanted = [LayoutInputs(state: state, view: view, catalog: catalog, size: size, copyReads: copyReads)]
    if let beside = view.besideLocale {
      let needed = JourneyView.besideSize(for: view.device)
      if size.width >= needed.width, size.height >= needed.height {
        let half = Size(width: size.width / 2, height: size.height)
        wanted += [view.locale, beside].map { locale in
          let phone = self.phone(locale: locale, size: half)
          return LayoutInputs(
            state: phone.state, view: phone.view, catalog: phone.catalog, size: phone.size,
            copyReads: copyReads)
        }
      }
    }
    layouts.update(wanted)
  }

  /// The copy provider for the current locale, variant and pseudo-locale.
  public var copy: CatalogCopy {
    CatalogCopy(catalog: catalog, locale: view.locale, variant: view.variant, pseudo: view.pseudo)
  }

  /// Lays the frame out again for a new terminal size.
  public mutating func resize(to newSize: Size) {
    guard newSize != size else { return }
    size = newSize
    // The status answered the last key at the old size ("the inspector needs 80×30; this is 182×16"):
    // after a resize it would describe a terminal that is gone.
    status = nil
    relayout()
  }

  /// Handles a key: the command bound to it, or a status saying the key is not bound.
  @discardableResult
  public mutating func handle(_ key: KeyPress) -> CommandOutcome {
    guard let command = KeyBindings.command(for: key) else {
      sentActions = []
      return refuse("\(key.name) is not a key here · ? lists the keys")
    }
    return apply(command)
  }

  /// Carries out a command: changes the session and returns the effects to perform; draws nothing.
  @discardableResult
  public mutating func apply(_ command: SessionCommand) -> CommandOutcome {
    status = nil
    sentActions = []
    if view.showsHelp, !Self.actsOverHelp(command) {
      return refuse("help is open · Esc or ? closes it")
    }
    if state.overlay != nil, SilentCommand.ownedByOverlay(command) {
      return refuse(SilentCommand.overlayOwnsKeys(state))
    }
    let before = (state, view)
    var outcome = CommandOutcome()
    let refusal = carryOut(command, outcome: &outcome)
    relayout()
    if let refusal {
      return refuse(refusal)
    }
    if before.0 == state, before.1 == view, status == nil, outcome.effects.isEmpty,
      let reason = SilentCommand.reason(command, self)
    {
      status = reason
      outcome.refusal = reason
    }
    settle(from: before.0, &outcome)
    return outcome
  }

  /// Takes the result of an effect the session asked for: the engine's answer, or tables read or not.
  ///
  /// Returns further effects, if the result asks for some (the next locale to read after one that did not).
  @discardableResult
  public mutating func receive(_ result: SessionResult) -> CommandOutcome {
    let before = state
    var outcome = CommandOutcome()
    switch result {
    case .engine(let action): send(action, &outcome, answering: true)
    case .localeTablesRead(let read): localeTablesRead(read, &outcome)
    case .localeTablesFailed(let locale, let message): localeTablesFailed(locale, message, &outcome)
    case .lintRulesRead(let rules): copyLint.use(rules)
    case .copyReloaded(let reload): outcome = copyReloaded(reload)
    }
    relayout()
    if let refusal = outcome.refusal { status = refusal }
    settle(from: before, &outcome)
    return outcome
  }

  /// After the state changed: the focus on a button that exists, lint's findings on the copy now shown.
  private mutating func settle(from before: ConsentState, _ outcome: inout CommandOutcome) {
    if before != state, view.focus != 0 {
      // The buttons may be fewer now (a switch greyed out): keep the focus on one that exists.
      view.focus = screenModel().focus ?? 0
    }
    // Lint waits for the effects asked for: a locale being read changes what is shown.
    if outcome.effects.isEmpty, let read = prepareCopyLint() { outcome.effects.append(read) }
  }

  private mutating func refuse(_ reason: String) -> CommandOutcome {
    status = reason
    return CommandOutcome(refusal: reason)
  }

  /// What can be pressed and scrolled now: the layout's buttons and scroll window for the focus and scroll
  /// offset; nothing is laid out or painted.
  public func screenModel() -> ScreenModel {
    layout.model(focus: view.focus, scroll: view.scroll)
  }

  /// Commands that still act while help covers the phone.
  static func actsOverHelp(_ command: SessionCommand) -> Bool {
    switch command {
    case .toggleHelp, .dismiss, .quit: return true
    default: return false
    }
  }

  // MARK: Commands

  /// Changes the session for one command; returns a refusal when the command cannot act now.
  private mutating func carryOut(_ command: SessionCommand, outcome: inout CommandOutcome) -> String? {
    switch command {
    case .engine(let action): send(action, &outcome)
    case .pressFocused:
      guard let button = screenModel().focusedButton else { return "nothing to press on this screen" }
      send(button.action, &outcome)
    case .press(let target):
      guard let button = screenModel().buttons.first(where: { $0.matches(target) }) else {
        return "no \(target.name) button on this screen"
      }
      send(button.action, &outcome)
    case .focusNext: return moveFocus(by: 1)
    case .focusPrevious: return moveFocus(by: -1)
    case .nextLocale: return switchLocale(by: 1, &outcome)
    case .previousLocale: return switchLocale(by: -1, &outcome)
    case .nextBesideLocale: return nextBesideLocale(&outcome)
    case .setLocale(let locale): return switchLocale(to: [locale], for: .phone, &outcome)
    case .nextVariant:
      let choices: [String?] = catalog.variants.map { $0 } + [nil]
      let index = choices.firstIndex(of: view.variant) ?? choices.count - 1
      view.variant = choices[(index + 1) % choices.count]
    case .setVariant(let variant): view.variant = variant
    case .cyclePseudo:
      let choices: [PseudoLocale?] = [nil] + PseudoLocale.allCases.map { $0 }
      let index = choices.firstIndex(of: view.pseudo) ?? 0
      view.pseudo = choices[(index + 1) % choices.count]
    case .toggleKeys: view.showsKeys.toggle()
    case .toggleInspector:
      guard !view.presentation.showsPhoneAlone else { return SilentCommand.presentingPhoneAlone }
      view.showsInspector.toggle()
      if view.showsInspector, !size.contains(PhoneLayout.minimumSizeWithInspector(for: view.device)) {
        status =
          "the inspector needs \(PhoneLayout.minimumSizeWithInspector(for: view.device)); this is \(size)"
      }
    case .toggleHelp: view.showsHelp.toggle()
    case .cycleTextSize:
      view.textSize = view.textSize.next
      view.scroll = nil
      status = "text size \(view.textSize)"
    case .setTextSize(let size):
      view.textSize = size
      view.scroll = nil
    case .setCaption(let key): view.caption = key
    case .scrollUp: return scroll(by: -1)
    case .scrollDown: return scroll(by: 1)
    case .toggleSettings: send(state.screen.isSettings ? .returnToApp : .settingsOpened, &outcome)
    case .backgroundAndReturn:
      switch state.appState {
      case .background: send(state.screen.isSettings ? .returnToApp : .foreground, &outcome)
      case .notRunning: return "the app is not running · Enter opens it"
      case .active, .inactive:
        send(.appBackgrounded, &outcome)
        if state.appState == .background { status = SilentCommand.inBackground }
      }
    case .toggleInterruption:
      send(state.appState == .inactive ? .appBecameActive : .appResignedActive, &outcome)
      if state.isControlCentreDown { status = SilentCommand.controlCentreDown }
    case .otherAlert: send(.otherPermissionAlertRaised, &outcome)
    case .reinstall: send(.reinstall, &outcome)
    case .cycleRegion:
      let next = Self.step(ConsentRegion.allCases, from: state.device.region, by: 1)
      send(.scenario(.region(next)), &outcome)
      status = "region \(next.tapeName): read at the next consent refresh"
    case .cycleWiring:
      let current = state.nextLaunchWiring
      let next = Self.step(Wiring.allCases, from: current, by: 1)
      send(.scenario(.wiring(next)), &outcome)
      if state.isAppRunning {
        status = "wiring applies at the next launch: \(state.nextLaunchWiring.rawValue)"
      }
    case .dismiss: return dismiss(&outcome)
    case .quit: hasQuit = true
    case .launch: return launch(&outcome)
    case .terminate: send(.terminate, &outcome)
    case .background: send(.appBackgrounded, &outcome)
    case .foreground: send(state.screen.isSettings ? .returnToApp : .foreground, &outcome)
    case .openSettings: openSettings(&outcome)
    case .setAppTracking(let on):
      openSettings(&outcome)
      if (state.trackingStatus == .authorized) != on { send(.settingsAppToggleTapped, &outcome) }
      if state.overlay == .appToggleConfirmation { send(.appToggleConfirmationAnswered(.confirm), &outcome) }
    case .allowTrackingRequests:
      openSettings(&outcome)
      if !state.device.allowAppsToRequestToTrack { send(.settingsGlobalToggleTapped, &outcome) }
    case .disallowTrackingRequests(let choice):
      openSettings(&outcome)
      if state.device.allowAppsToRequestToTrack { send(.settingsGlobalToggleTapped, &outcome) }
      if state.overlay == .globalToggleOffConfirmation { send(.globalToggleOffAnswered(choice), &outcome) }
    case .advance(let days): send(.advanceClock(days: days), &outcome)
    case .milestone(let name): send(.milestoneReached(name), &outcome)
    }
    return nil
  }

  /// Escape: help first, then a confirmation sheet, the intro sheet, then Settings.
  private mutating func dismiss(_ outcome: inout CommandOutcome) -> String? {
    if view.showsHelp {
      view.showsHelp = false
    } else if state.overlay == .appToggleConfirmation {
      send(.appToggleConfirmationAnswered(.cancel), &outcome)
    } else if state.overlay == .globalToggleOffConfirmation {
      send(.globalToggleOffAnswered(.cancel), &outcome)
    } else if state.overlay != nil {
      return SilentCommand.overlayOwnsKeys(state)
    } else if state.screen == .introSheet {
      send(.introSheetDismissed, &outcome)
    } else if state.screen.isSettings {
      send(.returnToApp, &outcome)
    } else {
      return "Esc: nothing to close here"
    }
    return nil
  }

  /// A tap on the icon: a cold launch, or the running app comes to the front; refused when it is in front.
  private mutating func launch(_ outcome: inout CommandOutcome) -> String? {
    switch state.launchMeaning {
    case .coldLaunch, .bringToFront: send(.launch, &outcome)
    case .alreadyInFront: return "the app is already in front"
    case .blocked: return SilentCommand.overlayOwnsKeys(state)
    }
    return nil
  }

  private mutating func openSettings(_ outcome: inout CommandOutcome) {
    if !state.screen.isSettings { send(.settingsOpened, &outcome) }
  }

  /// Sends an action to the engine (an answer to an effect when `answering`) and asks for its effects to be
  /// performed; keeps the focus where a person expects it.
  private mutating func send(
    _ action: ConsentAction, _ outcome: inout CommandOutcome, answering: Bool = false
  ) {
    if !state.isAppRunning, let journey = journeyForNextLaunch {
      // The app is not running: whatever launches it next (an icon tap, a return after ATT-17) is cold.
      state.definition = journey
      journeyForNextLaunch = nil
    }
    let before = (screen: state.screen, overlay: state.overlay)
    if !answering { sentActions.append(action) }
    let transition = reduce(into: &state, action)
    events += transition.events
    outcome.effects += transition.effects.map(SessionEffect.engine)
    guard before.screen != state.screen || before.overlay != state.overlay else { return }
    view.scroll = nil
    if before.overlay == nil, state.overlay != nil, before.screen == state.screen {
      focusUnderOverlay = view.focus
      view.focus = 0
    } else if before.overlay != nil, state.overlay == nil, before.screen == state.screen,
      let kept = focusUnderOverlay
    {
      view.focus = kept
      focusUnderOverlay = nil
    } else {
      focusUnderOverlay = nil
      view.focus = 0
    }
  }

  private mutating func moveFocus(by offset: Int) -> String? {
    let model = screenModel()
    let count = model.buttons.count
    guard count > 0 else { return "no buttons on this screen to move between" }
    guard count > 1 else { return "only one button on this screen" }
    view.focus = FocusRing.wrap((model.focus ?? 0) + offset, count: count)
    view.scroll = nil
    return nil
  }

  /// Moves the shown rows of content taller than the phone by half a phone.
  private mutating func scroll(by direction: Int) -> String? {
    guard let window = screenModel().scroll, window.scrolls else { return "nothing to scroll: it all fits" }
    let moved = window.moved(by: direction * max(1, window.viewportHeight / 2))
    guard moved.offset != window.offset else {
      return direction < 0 ? "already at the top" : "already at the bottom"
    }
    view.scroll = moved.offset
    return nil
  }

  // MARK: Live copy

  /// Files of the copy folder were saved (live copy): asks for them to be read again.
  public mutating func copySaved(_ files: [String]) -> CommandOutcome {
    CommandOutcome(effects: [.reloadCopy(files)])
  }

  /// The saved files were read again: a journey for the next launch, new copy, or the error of a save that
  /// does not read.
  private mutating func copyReloaded(_ reload: CopyReload) -> CommandOutcome {
    if let journey = reload.journey { setJourneyForNextLaunch(journey) }
    if let problem = reload.problem { return copyDidNotRead(problem, file: reload.problemFile) }
    var outcome = CommandOutcome()
    if let catalog = reload.catalog, let read = replaceCopy(with: catalog) { outcome.effects.append(read) }
    copyDidRead(status: reload.said.joined(separator: " · "))
    return outcome
  }

  /// Shows copy read again from the folder: same screen, focus and engine state; lint starts afresh (the
  /// effect returned reads its reference folders again).
  mutating func replaceCopy(with newCatalog: CopyCatalog) -> SessionEffect? {
    catalog = newCatalog
    copyLint = SessionCopyLint()
    relayout()
    return prepareCopyLint()
  }

  /// Keeps a `journey.json` read during the walk for the next cold launch.
  mutating func setJourneyForNextLaunch(_ journey: JourneyDefinition) {
    journeyForNextLaunch = journey == state.definition ? nil : journey
  }

  /// A save read: its problem, if one was shown, is gone, and the status says what changed.
  mutating func copyDidRead(status: String) {
    copyProblem = nil
    self.status = status.isEmpty ? nil : status
  }

  /// A save did not read: the last good copy stays; the error goes on the status line and in FINDINGS.
  mutating func copyDidNotRead(_ message: String, file: String?) -> CommandOutcome {
    let line = message.filter { !$0.isNewline }
    let name = file.map { String($0.split(separator: "/").last ?? "") } ?? "copy"
    copyProblem = LayoutFinding(rule: "COPY-syntax", ref: CopyKey(table: name, key: "—"), message: line)
    status = line
    return CommandOutcome(refusal: line)
  }

  /// What the renderer draws around the phone for the current view options and status.
  func chrome() -> Chrome {
    var chrome = Chrome(
      device: view.device, showsInspector: view.showsInspector, showsHelp: view.showsHelp,
      locale: view.locale, variant: view.variant ?? "base", pseudo: view.pseudo?.rawValue,
      helpLines: KeyBindings.helpLines, status: status, events: events)
    chrome.presentation = view.presentation
    return chrome
  }

  /// One of the two phones of `--beside`: this walk in `locale`, alone in `size`, with no inspector and no
  /// status line (the pair has one status line). Its view options and chrome are the phone's; its layout is
  /// still this session's (the phones' layouts are `besideLayouts`).
  func phone(locale: String, size: Size) -> JourneySession {
    var phone = self
    phone.view.locale = locale
    phone.view.besideLocale = nil
    phone.view.showsInspector = false
    phone.size = size
    phone.status = nil
    return phone
  }

  /// The same walk as a person arriving at this moment sees it: the first button focused, no status.
  public func arriving() -> JourneySession {
    var session = self
    session.view.focus = 0
    session.view.scroll = nil
    session.status = nil
    return session
  }

  static func step<T: Equatable>(_ values: [T], from current: T, by offset: Int) -> T {
    guard let index = values.firstIndex(of: current), !values.isEmpty else { return values.first ?? current }
    return values[FocusRing.wrap(index + offset, count: values.count)]
  }
}

/// What one command did: the effects it asks a driver to perform, or why it could not act.
public struct CommandOutcome: Sendable, Equatable {
  /// The effects to perform, in order; once a driver settled the command (`SessionPerformer.settle`), every
  /// effect it performed.
  public var effects: [SessionEffect] = []
  /// Why the command could not act now, as shown in the status line; nil when it acted.
  public var refusal: String?

  /// An outcome.
  public init(effects: [SessionEffect] = [], refusal: String? = nil) {
    self.effects = effects
    self.refusal = refusal
  }
}
