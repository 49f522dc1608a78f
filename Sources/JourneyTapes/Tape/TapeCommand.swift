import ConsentEngine
import JourneyRuntime
import TextSafety

/// A check that makes a tape an acceptance test.
public enum TapeExpectation: Sendable, Hashable {
  case screen(String)
  case status(String)
  case npa(Bool)
  case text(String)
  case noText(String)
  case finding(String)
  case noFinding(String)
  case event(String)
  case noEvent(String)
  case appState(String)
  case consent(String)
  case consentChoice(String)
  case idfa(zero: Bool)
  case idfv(changed: Bool)
}

/// One action, timing or check line of a tape.
public enum TapeCommand: Sendable, Hashable {
  case launch
  case terminate
  case key(KeyPress, count: Int)
  case type(String)
  case press(PressTarget)
  case background
  case foreground
  case otherAlert
  case interruption(begins: Bool)
  case settingsOpen
  case settingsApp(on: Bool)
  case settingsGlobalOn
  case settingsGlobalOff(GlobalToggleOffChoice)
  case reinstall
  case advance(seconds: Int)
  case milestone(String)
  case locale(String)
  case variant(String)
  case sleep(milliseconds: Int)
  case marker(String)
  /// A caption from the `Demos` table under the phone; nil clears it.
  case caption(String?)
  case expect(TapeExpectation)
  case screenshot(String)
}

/// A command with the position of its line.
public struct TapeStep: Sendable, Hashable {
  /// The command.
  public var command: TapeCommand
  /// Where it was written.
  public var location: SourceLocation

  /// Creates a step.
  public init(_ command: TapeCommand, at location: SourceLocation) {
    self.command = command
    self.location = location
  }
}

/// A `Set` line with its position.
public struct TapeSettingLine: Sendable, Hashable {
  /// The setting.
  public var setting: TapeSetting
  /// Where it was written.
  public var location: SourceLocation

  /// Creates a setting line.
  public init(_ setting: TapeSetting, at location: SourceLocation) {
    self.setting = setting
    self.location = location
  }
}

/// A parsed tape: its settings and its steps in order.
public struct Tape: Sendable, Hashable {
  /// The file the tape came from.
  public var path: String
  /// `Set` lines in order; a later one overrides an earlier one.
  public var settings: [TapeSettingLine]
  /// The actions, timings and checks in order.
  public var steps: [TapeStep]

  /// Creates a tape.
  public init(path: String, settings: [TapeSettingLine] = [], steps: [TapeStep] = []) {
    self.path = path
    self.settings = settings
    self.steps = steps
  }
}
