import ConsentEngine
import JourneyRuntime
import JourneyScreens
import StringTables
import TerminalKit
import TextSafety

/// Reads the tape language: `Set` lines first, then actions, timings, marks and checks.
public enum TapeParser {
  /// The most key presses, typed characters and actions one tape may hold, counted together
  /// (`Key x 1000` counts 1000), so a small tape cannot make unbounded work.
  public static let maximumInputs = 100_000

  /// The most `Screenshot` lines one tape may hold: each writes a file of the whole frame.
  public static let maximumScreenshots = 1_000

  /// The most cells of new frames one tape may have composed while it plays (`TapePlayer` stops at the line
  /// that goes past it).
  ///
  /// A screen shown again a moment later (a locale cycled round, focus moved back, a key that changes
  /// nothing) is not composed again and costs nothing, so most tapes may use every input at any size; a
  /// tape whose every input shows a new screen may compose 8 000 frames at the default 100×34 and 272 at
  /// 500×200. About 1 ms a frame at 100×34 in a release build, so any tape within the caps plays in under
  /// 10 s.
  public static let maximumCells = 27_200_000

  /// The lines of tape text as the parser reads them: line `n` of the tape is element `n - 1` (`Position`
  /// counts the breaks: `\r\n` one, a lone `\r`, U+2028 and U+2029 too).
  public static func lines(of text: String) -> [Substring] { Position.lines(of: text) }

  /// Parses tape text; `path` is used in error positions.
  public static func parse(_ text: String, path: String) throws(TapeError) -> Tape {
    var tape = Tape(path: path)
    var lineNumber = 0
    var inputs = 0
    var screenshots = 0
    for rawLine in lines(of: text) {
      lineNumber += 1
      let location = SourceLocation(file: path, line: lineNumber, column: 1)
      var line = TapeLine(tokens: try TapeLexer.tokens(of: rawLine, at: location), location: location)
      guard let head = line.tokens.first else { continue }
      if head.text == "Set" && !head.quoted {
        line.consume()
        guard tape.steps.isEmpty else {
          let name = line.tokens.first?.text ?? ""
          throw .settingAfterAction(location, setting: name)
        }
        let setting = try setting(&line)
        // Settings point at their value, so a locale or variant the copy lacks is shown where it is written.
        tape.settings.append(TapeSettingLine(setting, at: line.lastLocation))
      } else {
        let command = try command(&line)
        switch command {
        case .key(_, let count): inputs += count
        case .type(let text): inputs += text.count
        default: inputs += 1
        }
        guard inputs <= maximumInputs else {
          throw .tooManyInputs(location, cap: maximumInputs)
        }
        if case .screenshot = command { screenshots += 1 }
        guard screenshots <= maximumScreenshots else {
          throw .tooManyScreenshots(location, cap: maximumScreenshots)
        }
        switch command {
        case .locale, .variant, .press(.key): tape.steps.append(TapeStep(command, at: line.lastLocation))
        default: tape.steps.append(TapeStep(command, at: location))
        }
      }
      try line.finish()
    }
    return tape
  }

  private static func setting(_ line: inout TapeLine) throws(TapeError) -> TapeSetting {
    let name = try line.word("Set", expecting: "a setting name")
    line.command = "Set \(name)"
    switch name {
    case "Locale": return .locale(try line.name("a locale such as ko"))
    case "Variant": return .variant(try line.name("a variant name"))
    case "Pseudo":
      return .pseudo(PseudoLocale(rawValue: try line.choice(["accented", "double", "bounded", "none"])))
    case "Device": return .device(try line.named(Device.all, by: \.id))
    case "Inspector": return .inspector(try line.choice(["on", "off"]) == "on")
    case "Present": return .present(try line.choice(["on", "off"]) == "on")
    case "Beside":
      let locale = try line.name("a locale such as ko, or none")
      return .beside(locale == "none" ? nil : locale)
    case "Size": return try size(&line)
    case "Region": return .region(try line.named(ConsentRegion.allCases, by: \.tapeName, choice: true))
    case "Country": return .country(try country(&line))
    case "OS": return .os(try osVersion(&line))
    case "Wiring": return .wiring(try line.named(Wiring.allCases, by: \.rawValue, choice: true))
    case "RaceWinner": return .raceWinner(try line.named(RaceWinner.allCases, by: \.tapeName, choice: true))
    case "Explainer":
      return .explainerPublished(try line.choice(["published", "unpublished"]) == "published")
    case "ConsentRefresh":
      return .consentRefresh(try line.named(ConsentRefresh.allCases, by: \.tapeName, choice: true))
    case "IntroSheet": return .introSheet(try line.choice(["on", "off"]) == "on")
    case "Restricted": return .restricted(try restriction(&line))
    case "TrackingRequests": return .trackingRequests(try line.choice(["on", "off"]) == "on")
    case "UsageDescription": return .usageDescription(try line.choice(["present", "missing"]) == "present")
    case "TypingSpeed": return .typingSpeed(milliseconds: try line.duration())
    case "Title": return .title(try line.text("a title"))
    case "LaunchRequest":
      return .launchRequest(try line.named(LaunchRequest.allCases, by: \.tapeName, choice: true))
    case "RequestGuard":
      return .requestGuard(try line.named(RequestGuard.allCases, by: \.tapeName, choice: true))
    case "TextSize": return .textSize(try line.named(TextSize.allCases, by: \.description))
    case "Primer": return .primer(try primerTrigger(&line))
    case "ExplainerOwner":
      return .explainerOwner(try line.named(ExplainerOwner.allCases, by: \.rawValue, choice: true))
    default:
      throw .unknownName(line.lastLocation, command: "Set", got: name, known: settingNames)
    }
  }

  static let settingNames = [
    "Locale", "Variant", "Pseudo", "Device", "Inspector", "Present", "Beside", "Size", "Region", "Country",
    "OS",
    "Wiring",
    "RaceWinner",
    "Explainer", "ConsentRefresh", "IntroSheet", "Restricted", "TrackingRequests", "UsageDescription",
    "TypingSpeed", "Title", "LaunchRequest", "RequestGuard", "TextSize", "Primer", "ExplainerOwner",
  ]

  /// `atLaunch`, `afterOnboarding`, `afterMilestone NAME`, `afterSessions N` (1–1000) or `onFeature`.
  private static func primerTrigger(_ line: inout TapeLine) throws(TapeError) -> PrimerTrigger {
    let kind = try line.choice([
      "atLaunch", "afterOnboarding", "afterMilestone", "afterSessions", "onFeature",
    ])
    switch kind {
    case "afterMilestone": return .afterMilestone(try line.name("a milestone name such as firstPuzzleSolved"))
    case "afterSessions":
      let token = try line.token(expecting: "a number of sessions, 1–1000")
      guard let count = Int(token.text), (1...1000).contains(count) else {
        throw .invalidArgument(
          line.location(column: token.column), command: "Set Primer", got: token.text,
          expected: "a number of sessions, 1–1000")
      }
      return .afterSessions(count)
    case "atLaunch": return .atLaunch
    case "onFeature": return .onFeature
    default: return .afterOnboarding
    }
  }

  static let commandNames = [
    "Launch", "Terminate", "Key", "Type", "Press", "Background", "Foreground", "OtherAlert", "Interruption",
    "Settings",
    "Reinstall",
    "Advance", "Milestone", "Locale", "Variant", "Sleep", "Marker", "Caption", "Expect", "Screenshot",
  ]

  private static func command(_ line: inout TapeLine) throws(TapeError) -> TapeCommand {
    let head = line.consume()
    line.command = head.text
    switch head.quoted ? "" : head.text {
    case "Launch": return .launch
    case "Terminate": return .terminate
    case "Key": return try key(&line)
    case "Type": return .type(try line.text("the text to type"))
    case "Press": return .press(try pressTarget(&line))
    case "Background": return .background
    case "Foreground": return .foreground
    case "OtherAlert": return .otherAlert
    case "Interruption": return .interruption(begins: try line.choice(["start", "end"]) == "start")
    case "Settings": return try settingsCommand(&line)
    case "Reinstall": return .reinstall
    case "Advance": return .advance(seconds: try line.duration() / 1_000)
    case "Milestone": return .milestone(try line.name("a milestone name"))
    case "Locale": return .locale(try line.name("a locale such as ko"))
    case "Variant": return .variant(try line.name("a variant name"))
    case "Sleep": return .sleep(milliseconds: try line.duration())
    case "Marker": return .marker(try line.text("a label"))
    case "Caption":
      let key = try line.name("a key of the Demos table, or none")
      return .caption(key == "none" ? nil : key)
    case "Expect": return .expect(try expectation(&line))
    case "Screenshot": return .screenshot(try line.name("a screenshot name"))
    default: throw .unknownCommand(line.lastLocation, head.text)
    }
  }

  private static func key(_ line: inout TapeLine) throws(TapeError) -> TapeCommand {
    let token = try line.token(expecting: "a key name")
    guard let key = KeyPress(name: token.text) else {
      throw .unknownKey(line.location(column: token.column), token.text)
    }
    var count = 1
    if let next = line.tokens.first {
      guard let value = Int(next.text), value >= 1, value <= 1_000 else {
        throw .invalidArgument(
          line.location(column: next.column), command: "Key", got: next.text,
          expected: "a repeat count from 1 to 1000")
      }
      count = value
      line.consume()
    }
    return .key(key, count: count)
  }

  /// A role, or any other name as a button's copy key; the key is checked against the copy before the tape
  /// plays (`TapeVocabulary.check`), where a near role or key is suggested.
  private static func pressTarget(_ line: inout TapeLine) throws(TapeError) -> PressTarget {
    let name = try line.name("primary, allow, deny, additional-information or a button key")
    switch name {
    case "primary": return .primary
    case "allow": return .allow
    case "deny": return .deny
    case "additional-information": return .additionalInformation
    default: return .key(name)
    }
  }

  private static func settingsCommand(_ line: inout TapeLine) throws(TapeError) -> TapeCommand {
    switch try line.choice(["open", "app", "global"]) {
    case "open": return .settingsOpen
    case "app": return .settingsApp(on: try line.choice(["on", "off"]) == "on")
    default:
      if try line.choice(["on", "off"]) == "on" { return .settingsGlobalOn }
      let names = GlobalToggleOffChoice.allCases.map(\.tapeName)
      return .settingsGlobalOff(GlobalToggleOffChoice(tapeName: try line.choice(names)) ?? .cancel)
    }
  }

  private static func expectation(_ line: inout TapeLine) throws(TapeError) -> TapeExpectation {
    let kinds = [
      "screen", "status", "npa", "text", "no-text", "finding", "no-finding", "event", "no-event", "app-state",
      "consent", "consent-choice", "idfa", "idfv",
    ]
    let kind = try line.choice(kinds)
    line.command = "Expect \(kind)"
    switch kind {
    case "screen": return .screen(try line.known(TapeVocabulary.screens, or: TapeVocabulary.isScreen))
    case "status":
      return .status(try line.choice(["notDetermined", "restricted", "denied", "authorized"]))
    case "npa": return .npa(try line.choice(["true", "false"]) == "true")
    case "text": return .text(try line.text("the text to find"))
    case "no-text": return .noText(try line.text("the text that must not show"))
    case "finding": return .finding(try line.known(TapeVocabulary.findingRules))
    case "no-finding": return .noFinding(try line.known(TapeVocabulary.findingRules))
    case "event": return .event(try line.known(EventKind.names))
    case "no-event": return .noEvent(try line.known(EventKind.names))
    case "app-state":
      return .appState(try line.choice(["active", "inactive", "background", "notRunning"]))
    case "consent":
      return .consent(try line.choice(["unknown", "required", "notRequired", "obtained"]))
    case "consent-choice":
      return .consentChoice(try line.choice(["none", "consented", "refused", "partial"]))
    case "idfv": return .idfv(changed: try line.choice(["unchanged", "changed"]) == "changed")
    default: return .idfa(zero: try line.choice(["zero", "nonzero"]) == "zero")
    }
  }

  private static func size(_ line: inout TapeLine) throws(TapeError) -> TapeSetting {
    let token = try line.token(expecting: "a size such as 100x32")
    let parts = token.text.split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
      (20...500).contains(width), (8...200).contains(height)
    else {
      throw .invalidArgument(
        line.location(column: token.column), command: "Set Size", got: token.text,
        expected: "WIDTHxHEIGHT with width 20–500 and height 8–200, such as 100x32")
    }
    return .size(width: width, height: height)
  }

  private static func country(_ line: inout TapeLine) throws(TapeError) -> String {
    let token = try line.token(expecting: "an ISO country code such as FR")
    guard let code = CountryCode.normalized(token.text) else {
      throw .invalidArgument(
        line.location(column: token.column), command: "Set Country", got: token.text,
        expected: "an ISO 3166-1 alpha-2 country code such as FR")
    }
    return code
  }

  /// The version, read once: what a tape names is what plays.
  private static func osVersion(_ line: inout TapeLine) throws(TapeError) -> OSVersion {
    let token = try line.token(expecting: "an iOS version such as 27.2")
    do {
      return try OSVersion(modelled: token.text)
    } catch {
      throw .invalidArgument(
        line.location(column: token.column), command: "Set OS", got: token.text, expected: error.expected)
    }
  }

  private static func restriction(_ line: inout TapeLine) throws(TapeError) -> RestrictionReason? {
    let reasons = ["true", "false"] + RestrictionReason.allCases.map(\.tapeName)
    switch try line.choice(reasons) {
    case "false": return nil
    case "true": return .childAccount
    case let name: return RestrictionReason(tapeName: name)
    }
  }
}
