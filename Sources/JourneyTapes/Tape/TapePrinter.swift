import ConsentEngine
import JourneyRuntime

/// Writes tape lines: the exact inverse of `TapeParser`, and the one place tape syntax is written.
///
/// `TapeParser.parse(TapePrinter.line(c))` gives back `c` for every command and setting the parser can
/// produce; the recorder, the map's moves and the copy scaffold's demo all print through here.
public enum TapePrinter {
  /// A whole tape: an optional comment, the `Set` lines, a blank line, then one line per command.
  public static func text(comment: String? = nil, settings: [TapeSetting], commands: [TapeCommand]) -> String
  {
    var lines: [String] = []
    if let comment { lines.append(self.comment(comment)) }
    lines += settings.map(line)
    if !settings.isEmpty || comment != nil { lines.append("") }
    lines += commands.map(line)
    return lines.joined(separator: "\n") + "\n"
  }

  /// A comment line: `# text`, one line whatever the text holds.
  public static func comment(_ text: String) -> String {
    "# " + text.split(whereSeparator: \.isNewline).joined(separator: " ")
  }

  /// A `Set` line.
  public static func line(_ setting: TapeSetting) -> String {
    "Set \(setting.name) \(argument(of: setting))"
  }

  /// The argument of a `Set` line as written after its name.
  public static func argument(of setting: TapeSetting) -> String {
    switch setting {
    case .locale(let text), .variant(let text), .country(let text): return word(text)
    case .pseudo(let pseudo): return pseudo?.rawValue ?? "none"
    case .device(let device): return word(device.id)
    case .region(let region): return region.tapeName
    case .os(let version): return version.description
    case .wiring(let wiring): return wiring.rawValue
    case .raceWinner(let winner): return winner.tapeName
    case .consentRefresh(let refresh): return refresh.tapeName
    case .launchRequest(let request): return request.tapeName
    case .requestGuard(let check): return check.tapeName
    case .textSize(let size): return size.description
    case .explainerOwner(let owner): return owner.rawValue
    case .primer(let trigger):
      return trigger.tapeName.split(separator: " ").map { word(String($0)) }.joined(separator: " ")
    case .inspector(let on), .present(let on), .introSheet(let on), .trackingRequests(let on):
      return on ? "on" : "off"
    case .size(let width, let height): return "\(width)x\(height)"
    case .explainerPublished(let published): return published ? "published" : "unpublished"
    case .restricted(let reason): return reason?.tapeName ?? "false"
    case .beside(let locale): return locale.map(word) ?? "none"
    case .usageDescription(let present): return present ? "present" : "missing"
    case .typingSpeed(let milliseconds): return "\(milliseconds)ms"
    case .title(let text): return quoted(text)
    }
  }

  /// An action, timing or check line.
  public static func line(_ command: TapeCommand) -> String {
    switch command {
    case .launch: return "Launch"
    case .terminate: return "Terminate"
    case .key(let key, let count): return "Key \(word(key.name))" + (count == 1 ? "" : " \(count)")
    case .type(let text): return "Type \(quoted(text))"
    case .press(let target): return "Press \(word(target.name))"
    case .background: return "Background"
    case .foreground: return "Foreground"
    case .otherAlert: return "OtherAlert"
    case .interruption(let begins): return "Interruption " + (begins ? "start" : "end")
    case .settingsOpen: return "Settings open"
    case .settingsApp(let on): return "Settings app " + (on ? "on" : "off")
    case .settingsGlobalOn: return "Settings global on"
    case .settingsGlobalOff(let choice): return "Settings global off \(choice.tapeName)"
    case .reinstall: return "Reinstall"
    case .advance(let seconds): return "Advance " + duration(milliseconds: seconds * 1_000)
    case .milestone(let name): return "Milestone \(word(name))"
    case .locale(let locale): return "Locale \(word(locale))"
    case .variant(let variant): return "Variant \(word(variant))"
    case .sleep(let milliseconds): return "Sleep " + duration(milliseconds: milliseconds)
    case .marker(let label): return "Marker \(quoted(label))"
    case .caption(let key): return "Caption \(key ?? "none")"
    case .expect(let expectation): return "Expect " + self.expectation(expectation)
    case .screenshot(let name): return "Screenshot \(word(name))"
    }
  }

  /// What follows `Expect`.
  static func expectation(_ expectation: TapeExpectation) -> String {
    switch expectation {
    case .screen(let name): return "screen \(word(name))"
    case .status(let name): return "status \(word(name))"
    case .npa(let npa): return "npa \(npa)"
    case .text(let text): return "text \(quoted(text))"
    case .noText(let text): return "no-text \(quoted(text))"
    case .finding(let rule): return "finding \(word(rule))"
    case .noFinding(let rule): return "no-finding \(word(rule))"
    case .event(let name): return "event \(word(name))"
    case .noEvent(let name): return "no-event \(word(name))"
    case .appState(let name): return "app-state \(word(name))"
    case .consent(let name): return "consent \(word(name))"
    case .consentChoice(let name): return "consent-choice \(word(name))"
    case .idfa(let zero): return "idfa " + (zero ? "zero" : "nonzero")
    case .idfv(let changed): return "idfv " + (changed ? "changed" : "unchanged")
    }
  }

  /// Milliseconds in the largest unit that states them exactly (`366d`, `2s`, `500ms`).
  static func duration(milliseconds: Int) -> String {
    for (unit, factor) in [("d", 86_400_000), ("h", 3_600_000), ("m", 60_000), ("s", 1_000)]
    where milliseconds != 0 && milliseconds % factor == 0 {
      return "\(milliseconds / factor)\(unit)"
    }
    return "\(milliseconds)ms"
  }

  /// A word as the lexer reads it back: bare when it holds nothing the lexer splits or strips, else quoted.
  public static func word(_ text: String) -> String {
    let plain =
      !text.isEmpty && !text.hasPrefix("\"")
      && !text.contains(where: { $0 == " " || $0 == "\t" || $0 == "#" || $0.isNewline || $0 == "\r\n" })
    return plain ? text : quoted(text)
  }

  /// Text as a tape's quoted string, with `"`, `\`, line feeds and tabs escaped.
  public static func quoted(_ text: String) -> String {
    var out = "\""
    for character in text {
      switch character {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n", "\r\n": out += "\\n"
      case "\t": out += "\\t"
      default: out.append(character)
      }
    }
    return out + "\""
  }
}

extension GlobalToggleOffChoice {
  /// The answer as `Settings global off` spells it: `continue`, `stop` or `cancel`.
  public var tapeName: String {
    switch self {
    case .continueTracking: return "continue"
    case .stopTracking: return "stop"
    case .cancel: return "cancel"
    }
  }

  /// The answer for a tape name.
  public init?(tapeName: String) {
    guard let choice = Self.allCases.first(where: { $0.tapeName == tapeName }) else { return nil }
    self = choice
  }
}
