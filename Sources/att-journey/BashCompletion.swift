/// The bash completion script, made from the completion table.
enum BashCompletion {
  /// The script: `complete -F _att_journey att-journey`, falling back to file names.
  static func script(_ table: CompletionTable) -> String {
    var lines = [
      "# bash completion for att-journey; made by `att-journey completions bash` from its option table.",
      "_att_journey_list() {",
      "  local prefix='' last=\"$cur\"",
      "  if [[ $cur == *,* ]]; then prefix=\"${cur%,*},\"; last=\"${cur##*,}\"; fi",
      "  COMPREPLY=($(compgen -P \"$prefix\" -W \"$1\" -- \"$last\"))",
      "  compopt -o nospace 2>/dev/null",
      "}",
      "_att_journey() {",
      "  local cur=\"${COMP_WORDS[COMP_CWORD]}\" prev=\"\" command=walk",
      "  ((COMP_CWORD > 0)) && prev=\"${COMP_WORDS[COMP_CWORD-1]}\"",
      "  if [[ $cur == = ]]; then cur=''",
      "  elif [[ $prev == = ]] && ((COMP_CWORD > 1)); then prev=\"${COMP_WORDS[COMP_CWORD-2]}\"",
      "  fi",
      "  COMPREPLY=()",
      "  if ((COMP_CWORD > 1)); then",
      "    case \"${COMP_WORDS[1]}\" in",
      "      " + table.commandNames.joined(separator: "|") + ") command=\"${COMP_WORDS[1]}\" ;;",
      "    esac",
      "  fi",
      "  case \"$command:$prev\" in",
    ]
    for command in table.commands {
      for option in command.options where option.takesNextWord {
        guard let action = valueAction(option.completion, table) else { continue }
        let patterns = option.names.map { command.name + ":" + $0 }.joined(separator: "|")
        lines.append("    " + patterns + ") " + action + "; return ;;")
      }
    }
    lines += [
      "  esac",
      "  if ((COMP_CWORD == 1)) && [[ $cur != -* ]]; then",
      "    COMPREPLY=($(compgen -W '" + table.commandNames.joined(separator: " ") + "' -- \"$cur\"))",
      "    return",
      "  fi",
      "  [[ $cur == -* ]] || return",
      "  case \"$command\" in",
    ]
    for command in table.commands {
      let names = command.options.flatMap(\.names).joined(separator: " ")
      lines.append("    " + command.name + ") COMPREPLY=($(compgen -W '" + names + "' -- \"$cur\")) ;;")
    }
    lines += [
      "  esac",
      "}",
      "complete -o bashdefault -o default -F _att_journey att-journey",
    ]
    return lines.joined(separator: "\n") + "\n"
  }

  /// What completes an option's value; nil when bash's own file names do.
  private static func valueAction(_ completion: OptionCompletion, _ table: CompletionTable) -> String? {
    switch completion {
    case .none: return "compopt +o default +o bashdefault 2>/dev/null"
    case .file: return nil
    case .directory: return "COMPREPLY=($(compgen -d -- \"$cur\"))"
    default:
      let words = (table.words(completion) ?? []).joined(separator: " ")
      if CompletionTable.isList(completion) { return "_att_journey_list '" + words + "'" }
      return "COMPREPLY=($(compgen -W '" + words + "' -- \"$cur\"))"
    }
  }
}
