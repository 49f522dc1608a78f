import JourneyRuntime

/// The text `--help` prints, generated from the option table and the key table.
enum Usage {
  /// The program's version.
  static let version = "0.2.0"

  /// Complete usage: commands, options by the commands they apply to, keys, exit statuses.
  static var text: String {
    var lines = [
      "att-journey — walk the iOS tracking-consent (ATT) journey on a mock iPhone in the terminal",
      "",
      "USAGE",
      "  att-journey [options]                 walk the journey interactively",
      "  att-journey play TAPE [options]       replay a tape into recordings (no terminal needed)",
      "  att-journey lint [options]            check the copy tables against copy and policy rules",
      "  att-journey review [options]          every screen in every locale and variant on one page",
      "  att-journey init DIR --app-name NAME  a copy folder for your own app, every value to write marked",
      "  att-journey import FILE… [options]    translations (.xliff, .csv, .xcstrings) or an Xcode folder",
      "  att-journey export OUT [options]      the copy for translators or the app (--format)",
      "  att-journey gallery DIR [options]     every demo tape in every locale: casts, SVGs, index.html",
      "  att-journey map [options]             every screen and every way between them, drawn from the engine",
      "  att-journey --help | --version",
      "",
      "An option given to a command it does not apply to is an error (exit status 2).",
    ]
    for group in OptionGroup.allCases {
      let specs = OptionTable.all.filter { $0.group == group }
      guard !specs.isEmpty else { continue }
      lines += ["", group.rawValue]
      lines += specs.map { row($0.usage, $0.help) }
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

  /// One aligned row: the name in a 27-column field, then the help.
  private static func row(_ name: String, _ help: String) -> String {
    let padded = name.count < 27 ? name + String(repeating: " ", count: 27 - name.count) : name + " "
    return "  " + padded + help
  }
}
