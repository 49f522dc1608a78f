/// The command line read: the command with its options filled, and `--help` or `--version`.
struct ParsedCommandLine {
  /// The command to run.
  var command: any ParsableCommand
  /// `--help` and `--version`, which every command takes.
  var general: GeneralArguments
}

/// The one parser: fills a command's options from its option table.
enum CommandParser {
  /// Parses the arguments after the program name.
  static func parse(_ arguments: [String]) throws(LaunchOptionError) -> ParsedCommandLine {
    var words = arguments[...]
    guard let first = words.first, let command = CommandTable.command(named: first) else {
      return try parse(WalkCommand.self, words)
    }
    words = words.dropFirst()
    return try parse(command, words)
  }

  private static func parse<Command: ParsableCommand>(_: Command.Type, _ arguments: ArraySlice<String>)
    throws(LaunchOptionError) -> ParsedCommandLine
  {
    var command = Command()
    var general = GeneralArguments()
    let options = Command.options
    var words = arguments
    var optionsEnded = false
    while let word = words.popFirst() {
      if optionsEnded || !word.hasPrefix("-") || word == "-" {
        guard let operands = Command.operands else { throw .unexpectedArgument(word) }
        command[keyPath: operands].append(word)
        continue
      }
      if word == "--" {
        optionsEnded = true
        continue
      }
      let (name, attached) = split(word)
      if let option = GeneralArguments.options.first(where: { $0.names.contains(name) }) {
        try option.apply(&general, try value(of: option.value, name: name, attached: attached, rest: &words))
      } else if let option = options.first(where: { $0.names.contains(name) }) {
        try option.apply(&command, try value(of: option.value, name: name, attached: attached, rest: &words))
      } else if CommandTable.options.contains(where: { $0.names.contains(name) }) {
        throw .notForCommand(option: name, command: Command.name)
      } else {
        throw .unknownOption(name)
      }
    }
    return ParsedCommandLine(command: command, general: general)
  }

  private static func split(_ word: String) -> (String, String?) {
    guard word.hasPrefix("--"), let equals = word.firstIndex(of: "=") else { return (word, nil) }
    return (String(word[..<equals]), String(word[word.index(after: equals)...]))
  }

  /// The option's value: attached with `=`, or the next word; nil for a flag (which takes none).
  private static func value(
    of placeholder: String?, name: String, attached: String?, rest: inout ArraySlice<String>
  ) throws(LaunchOptionError) -> String? {
    guard let placeholder else {
      if attached != nil { throw .unexpectedValue(option: name) }
      return nil
    }
    if let attached { return attached }
    // An optional value (`--restricted[=REASON]`) is only ever attached.
    if placeholder.hasPrefix("[") { return nil }
    guard let next = rest.first, !next.hasPrefix("-") || next == "-" else {
      throw .missingValue(option: name)
    }
    rest = rest.dropFirst()
    return next
  }
}
