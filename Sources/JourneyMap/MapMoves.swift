import ConsentEngine
import JourneyRuntime
import JourneyScreens
import JourneyTapes

/// What a person can do on the screen a session shows: every button on it, then the events around the phone.
///
/// The buttons are the screen model's, from the session's layout (while a sheet or alert is up, only its
/// buttons); the events are offered only where a person could cause them: the app to the background and
/// back, swiped away, launched, Settings opened, another permission alert while tracking is undecided
/// (ATT-6, where it can matter), a reinstall, and on the Home Screen a year passing.
public enum MapMoves {
  /// How far "a year passes" moves the calendar.
  public static let yearInDays = 366

  /// Every move available on the session's screen, buttons first in focus order, then events.
  public static func available(in session: JourneySession) -> [MapMove] {
    // The buttons come from the session's layout: nothing is painted.
    let model = session.screenModel()
    return buttonMoves(session, model: model) + eventMoves(session.state, buttons: model.buttons)
  }

  /// One move per button: pressed by its role or key when that names it alone, else by moving the focus.
  static func buttonMoves(_ session: JourneySession, model: ScreenModel) -> [MapMove] {
    model.buttons.enumerated().map { index, button in
      let label = ButtonLabel.text(of: button, copy: session.copy)
      let target = button.pressTarget
      let steps = FocusSteps.count(from: model.focus ?? 0, to: index, of: model.buttons.count)
      let byFocus: [SessionCommand] = Array(repeating: .focusNext, count: steps) + [.pressFocused]
      let first = model.buttons.firstIndex { $0.matches(target) }
      if first == index {
        return MapMove(
          label: label, kind: .tap, action: button.ref.description, commands: [.press(target)],
          tapeLines: tapeLines(Self.tapeCanPress(target) ? [.press(target)] : byFocus))
      }
      return MapMove(
        label: label, kind: .tap, action: button.ref.description, commands: byFocus,
        tapeLines: tapeLines(byFocus))
    }
  }

  /// The tape lines that carry out `commands` (`TapeVerbs`: a verb, else the key bound to it).
  static func tapeLines(_ commands: [SessionCommand]) -> [String] {
    (TapeVerbs.lines(for: commands) ?? []).map(TapePrinter.line)
  }

  /// Whether a tape's `Press` line can name the target: a role, or a copy key that is not a role's name.
  static func tapeCanPress(_ target: PressTarget) -> Bool {
    if case .key(let key) = target { return !TapeVocabulary.pressRoles.contains(key) }
    return true
  }

  /// The events a person can cause now; none while a sheet or alert owns the phone.
  static func eventMoves(_ state: ConsentState, buttons: [ScreenButton]) -> [MapMove] {
    guard state.overlay == nil else { return [] }
    var moves: [MapMove] = []
    let inFront = state.appState == .active || state.appState == .inactive
    let launchIsAButton = buttons.contains { $0.action == .launch }
    if state.screen == .springboard, !launchIsAButton {
      switch state.launchMeaning {
      case .coldLaunch, .bringToFront:
        moves.append(event(launchLabel(state), "launch", .launch))
      case .alreadyInFront, .blocked: break
      }
    }
    if inFront, !state.screen.isSettings, state.screen != .springboard {
      moves.append(event(MapWords.background, "background", .background))
      if state.canRaiseOtherAlert, state.trackingStatus == .notDetermined {
        moves.append(event(MapWords.otherAlert, "otherAlert", .otherAlert))
      }
    }
    if state.isAppRunning, !state.screen.isSettings {
      moves.append(event(MapWords.terminate, "terminate", .terminate))
    }
    if !state.screen.isSettings {
      moves.append(event(MapWords.openSettings, "openSettings", .openSettings))
    }
    moves.append(event(MapWords.reinstall, "reinstall", .reinstall))
    if state.screen == .springboard {
      moves.append(event(MapWords.yearPasses, "advance", .advance(days: yearInDays)))
    }
    return moves
  }

  /// What tapping the icon means now, in words.
  static func launchLabel(_ state: ConsentState) -> String {
    if state.terminatedBySettings { return MapWords.relaunchAfterSettings }
    return state.isAppRunning ? MapWords.bringToFront : MapWords.launch
  }

  private static func event(_ label: String, _ action: String, _ command: SessionCommand) -> MapMove {
    MapMove(label: label, kind: .event, action: action, commands: [command], tapeLines: tapeLines([command]))
  }
}

/// Focus moves between two buttons.
enum FocusSteps {
  /// How many `focusNext` steps lead from one index to another on a ring of `count`.
  static func count(from: Int, to: Int, of count: Int) -> Int {
    guard count > 0 else { return 0 }
    return ((to - from) % count + count) % count
  }
}
