/// The zsh completion script (`_att-journey`, for a folder on `fpath`), made from the completion table.
enum ZshCompletion {
  /// The script: `_arguments` specs for each command's options, `_describe` for the commands.
  static func script(_ table: CompletionTable) -> String {
    var lines = [
      "#compdef att-journey",
      "# zsh completion for att-journey; made by `att-journey completions zsh` from its option table.",
      "_att-journey() {",
      "  local -a commands",
      "  commands=(",
    ]
    for command in table.commands where command.name != WalkCommand.name {
      lines.append("    " + quoted(command.name + ":" + command.summary))
    }
    lines += [
      "  )",
      "  local command=walk",
      "  if (( CURRENT > 2 )); then",
      "    case $words[2] in",
      "      " + table.commandNames.joined(separator: "|")
        + ") command=$words[2]; shift words; (( CURRENT-- )) ;;",
      "    esac",
      "  elif [[ $PREFIX != -* ]]; then",
      "    _describe -t commands 'att-journey command' commands",
      "    return",
      "  fi",
      "  case $command in",
    ]
    for command in table.commands {
      lines.append("    " + command.name + ")")
      lines.append("      _arguments -s -S \\")
      var specs = command.options.flatMap { option in option.names.map { spec($0, option, table) } }
      switch command.operands {
      case .none: break
      case .directory: specs.append(quoted("*:folder:_files -/"))
      default: specs.append(quoted("*:file:_files"))
      }
      for (index, spec) in specs.enumerated() {
        lines.append("        " + spec + (index == specs.count - 1 ? "" : " \\"))
      }
      lines.append("      ;;")
    }
    lines += ["  esac", "}", "_att-journey \"$@\""]
    return lines.joined(separator: "\n") + "\n"
  }

  /// One `_arguments` spec: `--name=[help]:VALUE:action`, or `--name[help]` for a flag.
  private static func spec(_ name: String, _ option: OptionSummary, _ table: CompletionTable) -> String {
    let help = "[" + escaped(option.help) + "]"
    guard let value = option.value else { return quoted(name + help) }
    if value.hasPrefix("[") { return quoted(name + "=-" + help + ":" + escaped(value) + ": ") }
    let separator = name.hasPrefix("--") ? "=" : ""
    return quoted(name + separator + help + ":" + escaped(value) + ":" + action(option.completion, table))
  }

  /// What completes a value.
  private static func action(_ completion: OptionCompletion, _ table: CompletionTable) -> String {
    switch completion {
    case .none: return " "
    case .file: return "_files"
    case .directory: return "_files -/"
    default:
      let words = (table.words(completion) ?? []).joined(separator: " ")
      if CompletionTable.isList(completion) { return "_sequence compadd - " + words }
      return "(" + words + ")"
    }
  }

  /// Text inside a spec's brackets or after its colons, with zsh's special characters escaped.
  private static func escaped(_ text: String) -> String {
    var result = ""
    for character in text {
      if "[]:\\".contains(character) { result.append("\\") }
      result.append(character)
    }
    return result
  }

  /// A word in single quotes.
  private static func quoted(_ text: String) -> String {
    "'" + text.replacing("'", with: "'\\''") + "'"
  }
}
