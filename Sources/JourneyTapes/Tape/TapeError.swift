import JourneyRuntime
import TextSafety

/// Why a tape could not be read; every case carries the position it refers to.
public enum TapeError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The tape file could not be read at all.
  case unreadable(path: String, reason: String)
  /// A line starts with a word that is not a tape command.
  case unknownCommand(SourceLocation, String)
  /// A command lacks an argument it needs.
  case missingArgument(SourceLocation, command: String, expected: String)
  /// An argument is not one of the accepted values.
  case invalidArgument(SourceLocation, command: String, got: String, expected: String)
  /// A word that is not one of the names a command knows; a near name is suggested.
  case unknownName(SourceLocation, command: String, got: String, known: [String])
  /// `Press` names a button key the copy does not have; a near role or key is suggested.
  case unknownButton(SourceLocation, String, suggestion: String?)
  /// `Caption` named a key the development language's `Demos` table does not have.
  case unknownCaption(SourceLocation, String, known: [String])
  /// A command was given more arguments than it takes.
  case unexpectedArgument(SourceLocation, command: String, got: String)
  /// A duration such as `500ms`, `2s` or `366d` could not be read.
  case badDuration(SourceLocation, String)
  /// A key name that `Key` does not know.
  case unknownKey(SourceLocation, String)
  /// A quoted string has no closing quote or a bad escape.
  case badString(SourceLocation, String)
  /// A `Set` line after the first action.
  case settingAfterAction(SourceLocation, setting: String)
  /// A locale that the copy does not ship.
  case unknownLocale(SourceLocation, String, known: [String])
  /// A variant that the copy does not have.
  case unknownVariant(SourceLocation, String, known: [String])
  /// The tape's key presses and actions, counted together, pass the cap on a tape's work.
  case tooManyInputs(SourceLocation, cap: Int)
  /// The tape's `Screenshot` lines pass the cap on the files a tape writes.
  case tooManyScreenshots(SourceLocation, cap: Int)

  /// Where the error is.
  public var location: SourceLocation {
    switch self {
    case .unreadable(let path, _): return SourceLocation(file: path, line: 1, column: 1)
    case .unknownCommand(let at, _), .missingArgument(let at, _, _),
      .invalidArgument(let at, _, _, _), .unknownName(let at, _, _, _), .unexpectedArgument(let at, _, _),
      .unknownButton(let at, _, _), .unknownCaption(let at, _, _),
      .badDuration(let at, _),
      .unknownKey(let at, _), .badString(let at, _), .settingAfterAction(let at, _),
      .unknownLocale(let at, _, _), .unknownVariant(let at, _, _), .tooManyInputs(let at, _),
      .tooManyScreenshots(let at, _):
      return at
    }
  }

  /// What went wrong, without the position.
  public var message: String {
    switch self {
    case .unreadable(_, let reason): return "cannot read tape: \(reason)"
    case .unknownCommand(_, let word):
      let guess = TapeSuggestion.nearest(to: word, in: TapeParser.commandNames + ["Set"])
      return "unknown command '\(word)'" + (guess.map { "; did you mean '\($0)'?" } ?? "")
    case .unknownName(_, let command, let got, let known):
      let expected = TapeLine.list(known)
      guard let guess = TapeSuggestion.nearest(to: got, in: known) else {
        return "'\(command)' does not take '\(got)'; expected \(expected)"
      }
      return "'\(command)' does not take '\(got)'; did you mean '\(guess)'? (expected \(expected))"
    case .unknownButton(_, let key, let guess):
      let expected = "primary, allow, deny, additional-information or a button's copy key"
      guard let guess else {
        return "'Press' does not take '\(key)': no button has that key; expected \(expected)"
      }
      return "'Press' does not take '\(key)'; did you mean '\(guess)'? (expected \(expected))"
    case .unknownCaption(_, let key, let known):
      guard !known.isEmpty else {
        return "'Caption' does not take '\(key)': the copy has no Demos table (Demos.strings) with captions"
      }
      let guess = TapeSuggestion.nearest(to: key, in: known).map { "; did you mean '\($0)'?" } ?? ""
      return "'Caption' does not take '\(key)': the Demos table has no such key\(guess)"
    case .missingArgument(_, let command, let expected):
      return "'\(command)' needs \(expected)"
    case .invalidArgument(_, let command, let got, let expected):
      return "'\(command)' does not take '\(got)'; expected \(expected)"
    case .unexpectedArgument(_, let command, let got):
      return "'\(command)' takes no argument '\(got)'"
    case .badDuration(_, let text):
      return "bad duration '\(text)'; expected a number with ms, s, m, h or d (e.g. 500ms, 2s, 366d)"
    case .unknownKey(_, let name):
      return
        "unknown key '\(name)'; expected \(KeyPress.namedKeys.map(\.name).joined(separator: ", ")) or one character"
    case .badString(_, let why): return why
    case .settingAfterAction(_, let setting):
      return "'Set \(setting)' must come before the first action"
    case .unknownLocale(_, let locale, let known):
      return "unknown locale '\(locale)'; the copy has \(known.joined(separator: ", "))"
    case .unknownVariant(_, let variant, let known):
      let list = known.isEmpty ? "none" : known.joined(separator: ", ")
      return "unknown variant '\(variant)'; the copy has \(list)"
    case .tooManyInputs(_, let cap):
      return "the tape goes past \(cap) key presses and actions in all (the cap on a tape's work)"
    case .tooManyScreenshots(_, let cap):
      return "the tape takes more than \(cap) screenshots (the cap on the files a tape writes)"
    }
  }

  /// `tape:line:col: error: message`; a tape that cannot be read at all has no position: `tape: error: …`.
  public var description: String {
    if case .unreadable(let path, _) = self { return "\(path): error: \(message)" }
    return "\(location): error: \(message)"
  }
}
