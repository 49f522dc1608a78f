import JourneyRuntime
import JourneyTapes

/// A command-line mistake; each prints as one line.
enum LaunchOptionError: Error, Equatable, CustomStringConvertible {
  /// An option the program does not know.
  case unknownOption(String)
  /// An option that needs a value was last, or followed by another option.
  case missingValue(option: String)
  /// A value outside the allowed set.
  case invalidValue(option: String, value: String, allowed: [String])
  /// A value given to an option that takes none (`--help=x`).
  case unexpectedValue(option: String)
  /// A word the command does not take.
  case unexpectedArgument(String)
  /// An option that exists, but not for this command.
  case notForCommand(option: String, command: String)

  /// One line, without the program name.
  var description: String {
    let hint = " (see att-journey --help)"
    switch self {
    case .unknownOption(let option):
      let names = CommandTable.options.flatMap(\.names).filter { $0.hasPrefix("--") }
      let guess = option.hasPrefix("--") ? TapeSuggestion.nearest(to: option, in: names, strict: true) : nil
      return "unknown option '\(option)'" + (guess.map { "; did you mean '\($0)'?" } ?? "") + hint
    case .missingValue(let option): return "option '\(option)' needs a value" + hint
    case .invalidValue(let option, let value, let allowed):
      let choices = allowed.joined(separator: " or ")
      return "option '\(option)' takes \(choices), not '\(value)'" + hint
    case .unexpectedValue(let option): return "option '\(option)' takes no value" + hint
    case .unexpectedArgument(let word): return "unexpected argument '\(word)'" + hint
    case .notForCommand(let option, let command):
      let names = CommandTable.commands(taking: option).joined(separator: ", ")
      return "option '\(option)' does not apply to '\(command)', only to \(names)" + hint
    }
  }
}
