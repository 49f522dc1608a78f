import ConsentEngine
import JourneyRuntime

/// The one bridge between tape lines and session commands: each tape verb and the session command it is,
/// both ways, for the player, the recorder and the map.
///
/// `command(for:)` and `tapeCommand(for:)` are inverses on every verb; a session command no verb names
/// is written as the key bound to it (`keyLine(for:)`).
public enum TapeVerbs {
  /// The session command a tape line carries out; nil for keys, typing, timings, marks, checks and
  /// screenshots, which are not one session command, and for an `Advance` that is not whole days.
  ///
  /// `Interruption start` and `end` both toggle Control Centre: the player sends it only when the app is not
  /// already in the state the line names.
  public static func command(for tape: TapeCommand) -> SessionCommand? {
    switch tape {
    case .launch: return .launch
    case .terminate: return .terminate
    case .press(let target): return .press(target)
    case .background: return .background
    case .foreground: return .foreground
    case .otherAlert: return .otherAlert
    case .interruption: return .toggleInterruption
    case .settingsOpen: return .openSettings
    case .settingsApp(let on): return .setAppTracking(on: on)
    case .settingsGlobalOn: return .allowTrackingRequests
    case .settingsGlobalOff(let choice): return .disallowTrackingRequests(choice)
    case .reinstall: return .reinstall
    case .advance(let seconds):
      guard seconds % secondsPerDay == 0 else { return nil }
      return .advance(days: seconds / secondsPerDay)
    case .milestone(let name): return .milestone(name)
    case .locale(let locale): return .setLocale(locale)
    case .variant(let variant): return .setVariant(variant == "base" ? nil : variant)
    case .caption(let key): return .setCaption(key)
    case .key, .type, .sleep, .marker, .expect, .screenshot: return nil
    }
  }

  /// The tape line that carries out a session command; nil for one no tape verb names (focus, scrolling,
  /// cycling the view, help: keys do those, `keyLine(for:)`) and for `toggleInterruption`, whose line
  /// depends on the state it is given in.
  public static func tapeCommand(for command: SessionCommand) -> TapeCommand? {
    switch command {
    case .launch: return .launch
    case .terminate: return .terminate
    case .press(let target): return .press(target)
    case .background: return .background
    case .foreground: return .foreground
    case .otherAlert: return .otherAlert
    case .openSettings: return .settingsOpen
    case .setAppTracking(let on): return .settingsApp(on: on)
    case .allowTrackingRequests: return .settingsGlobalOn
    case .disallowTrackingRequests(let choice): return .settingsGlobalOff(choice)
    case .reinstall: return .reinstall
    case .advance(let days): return .advance(seconds: days * secondsPerDay)
    case .milestone(let name): return .milestone(name)
    case .setLocale(let locale): return .locale(locale)
    case .setVariant(let variant): return .variant(variant ?? "base")
    case .setCaption(let key): return .caption(key)
    case .engine, .pressFocused, .focusNext, .focusPrevious, .nextLocale, .nextBesideLocale, .previousLocale,
      .nextVariant, .cyclePseudo, .toggleKeys, .toggleInspector, .cycleTextSize, .setTextSize, .scrollUp,
      .scrollDown, .toggleHelp, .toggleSettings, .backgroundAndReturn, .toggleInterruption, .cycleRegion,
      .cycleWiring, .dismiss, .quit:
      return nil
    }
  }

  /// The tape line that replays a command given in a walk the way it acted, from the session before and
  /// after it: the focused button pressed by its role or key, the locale or variant it showed; nil keeps the
  /// key that gave it.
  public static func tapeCommand(
    replaying command: SessionCommand, before: JourneySession, after: JourneySession
  )
    -> TapeCommand?
  {
    switch command {
    case .pressFocused:
      guard !before.view.showsHelp, let button = before.screenModel().focusedButton else { return nil }
      let target = button.pressTarget
      // A role or key that more than one button shares would press the first of them: keep the key.
      guard before.screenModel().buttons.first(where: { $0.matches(target) }) == button else { return nil }
      return .press(target)
    case .nextLocale, .previousLocale: return .locale(after.view.locale)
    case .nextVariant: return .variant(after.view.variant ?? "base")
    default: return tapeCommand(for: command)
    }
  }

  /// Session commands as tape lines: each by its verb, or else by the first key bound to it (repeats of one
  /// key as one `Key` line with a count); nil when a command has neither.
  public static func lines(for commands: [SessionCommand]) -> [TapeCommand]? {
    var lines: [TapeCommand] = []
    for command in commands {
      if let verb = tapeCommand(for: command) {
        lines.append(verb)
        continue
      }
      guard let key = KeyBindings.all.first(where: { $0.command == command })?.keys.first else { return nil }
      if case .key(let last, let count) = lines.last, last == key, count < 1_000 {
        lines[lines.count - 1] = .key(key, count: count + 1)
      } else {
        lines.append(.key(key, count: 1))
      }
    }
    return lines
  }

  private static let secondsPerDay = 86_400
}
