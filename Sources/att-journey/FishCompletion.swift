/// The fish completion script (`att-journey.fish`), made from the completion table.
enum FishCompletion {
  /// The script: one `complete` line for each command and for each option of each command.
  static func script(_ table: CompletionTable) -> String {
    let all = table.commandNames.joined(separator: " ")
    var lines = [
      "# fish completion for att-journey; made by `att-journey completions fish` from its option table.",
      "complete -c att-journey -f",
    ]
    for command in table.commands where command.name != WalkCommand.name {
      lines.append(
        "complete -c att-journey -n '__fish_use_subcommand' -a " + command.name + " -d "
          + quoted(command.summary))
    }
    for command in table.commands {
      let condition =
        command.name == WalkCommand.name
        ? "not __fish_seen_subcommand_from " + all : "__fish_seen_subcommand_from " + command.name
      if command.operands != .none {
        lines.append("complete -c att-journey -n " + quoted(condition) + " -F")
      }
      for option in command.options {
        var line = "complete -c att-journey -n " + quoted(condition)
        for name in option.names {
          line += name.hasPrefix("--") ? " -l " + name.dropFirst(2) : " -s " + name.dropFirst()
        }
        line += value(option, table) + " -d " + quoted(option.help)
        lines.append(line)
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The arguments saying what follows the option.
  private static func value(_ option: OptionSummary, _ table: CompletionTable) -> String {
    guard option.takesNextWord else { return "" }
    switch option.completion {
    case .none: return " -x"
    case .file: return " -r -F"
    case .directory: return " -x -a '(__fish_complete_directories)'"
    default: return " -x -a " + quoted((table.words(option.completion) ?? []).joined(separator: " "))
    }
  }

  /// A word in fish's single quotes.
  private static func quoted(_ text: String) -> String {
    "'" + text.replacing("\\", with: "\\\\").replacing("'", with: "\\'") + "'"
  }
}
