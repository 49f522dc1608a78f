import JourneyRuntime

/// The text `--help` prints, generated from the command table, the commands' option tables and the key table.
enum Usage {
  /// The program's version.
  static let version = "0.2.0"

  /// Complete usage: commands, options by the commands they apply to, keys, exit statuses.
  static var text: String {
    var lines = [
      "att-journey — walk the iOS tracking-consent (ATT) journey on a mock iPhone in the terminal",
      "",
      "USAGE",
    ]
    let commands = CommandTable.all
    let width = (commands.map { $0.synopsis.count }.max() ?? 0) + 2
    lines += commands.map { command in
      let padded = command.synopsis + String(repeating: " ", count: width - command.synopsis.count)
      return "  att-journey " + padded + command.summary
    }
    lines += [
      "  att-journey --help | --version",
      "",
      "An option given to a command it does not apply to is an error (exit status 2).",
    ]
    let options = CommandTable.options
    for group in OptionGroup.allCases {
      let rows = options.filter { $0.group == group }
      guard !rows.isEmpty else { continue }
      lines += ["", heading(group)]
      lines += rows.map { row($0.usage, $0.help) }
    }
    lines += ["", "KEYS (the walk; ? shows them on screen)"]
    lines += KeyBindings.all.map { row($0.label, $0.help) }
    lines += [
      "",
      "EXIT STATUS",
      "  0 ok · 1 a check failed (lint errors, a tape's Expect) or the terminal is unusable",
      "  2 bad command line · 65 unreadable copy or tape · 73 an output file could not be written",
      "  69 map --format svg or html without Graphviz's dot (apt-get install graphviz)",
      "",
      "ENVIRONMENT",
      row("NO_COLOR", "when set and not empty, draw without colour"),
      row("TERM", "must name a terminal that can position the cursor"),
      "",
      "When standard output is not a terminal, the walk prints the default journey as text frames.",
    ]
    return lines.joined(separator: "\n") + "\n"
  }

  /// The group's name, and the commands taking it when more than one but not all do.
  static func heading(_ group: OptionGroup) -> String {
    let commands = CommandTable.commands(taking: group)
    guard group.namesCommands, commands.count > 1 else { return group.rawValue }
    return group.rawValue + " (" + commands.joined(separator: ", ") + ")"
  }

  /// One aligned row: the name in a 27-column field, then the help.
  private static func row(_ name: String, _ help: String) -> String {
    let padded = name.count < 27 ? name + String(repeating: " ", count: 27 - name.count) : name + " "
    return "  " + padded + help
  }
}
