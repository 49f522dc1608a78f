/// The manual page (`docs/att-journey.1`), made from the command table as `--help` is.
enum ManualPage {
  /// The page in roff (man's macros).
  static var text: String {
    var lines = [
      ".\\\" Made by `att-journey completions man` from the option table; do not edit.",
      ".TH ATT\\-JOURNEY 1 \"\" \"att\\-journey \(Usage.version)\" \"User Commands\"",
      ".SH NAME",
      "att\\-journey \\- walk the iOS tracking\\-consent (ATT) journey on a mock iPhone in the terminal",
      ".SH SYNOPSIS",
    ]
    for command in CommandTable.all {
      lines += [".B att\\-journey", escaped(command.synopsis), ".br"]
    }
    lines += [
      ".B att\\-journey",
      "\\-\\-help | \\-\\-version",
      ".SH DESCRIPTION",
      "att\\-journey draws the App Tracking Transparency consent journey on a mock iPhone: the home screen,",
      "onboarding, the app's primer, the iOS prompt, the outcome and the way back through Settings. One",
      "deterministic engine reproduces how iOS behaves; every word on the phone comes from the localized",
      "string tables of a copy folder. Given no command it walks the journey in the terminal; the commands",
      "replay tapes into recordings, check and review the copy, and draw the journey's map and prototype.",
      ".PP",
      "An option given to a command it does not apply to is an error (exit status 2).",
      ".SH COMMANDS",
    ]
    for command in CommandTable.all {
      let name = command.name == WalkCommand.name ? "(no command)" : ".B " + escaped(command.name)
      lines += [".TP", name, escaped(command.summary)]
    }
    lines += [
      ".SH OPTIONS", "Options are grouped as \\fB\\-\\-help\\fR groups them, by the commands taking them.",
    ]
    let options = CommandTable.options
    for group in OptionGroup.allCases {
      let rows = options.filter { $0.group == group }
      guard !rows.isEmpty else { continue }
      lines.append(".SS " + escaped(Usage.heading(group)))
      for row in rows {
        let names = row.names.map { "\\fB" + escaped($0) + "\\fR" }.joined(separator: ", ")
        let value = row.value.map { $0.hasPrefix("[") ? escaped($0) : " \\fI" + escaped($0) + "\\fR" } ?? ""
        lines += [".TP", names + value, escaped(row.help)]
      }
    }
    lines += [
      ".SH EXIT STATUS",
      ".TP", "0", "ok",
      ".TP", "1", "a check failed (lint errors, a tape's Expect) or the terminal is unusable",
      ".TP", "2", "bad command line",
      ".TP", "65", "unreadable copy or tape",
      ".TP", "69", "map \\-\\-format svg or html without Graphviz, or a GIF without FreeType or its fonts",
      ".TP", "73", "an output file could not be written",
      ".SH ENVIRONMENT",
      ".TP", ".B NO_COLOR", "when set and not empty, draw without colour",
      ".TP", ".B TERM", "must name a terminal that can position the cursor",
      ".SH FILES",
      ".TP", ".I ./copy",
      "the copy folder used when no \\fB\\-\\-copy\\fR is given and the working folder has one",
      ".TP", ".I PREFIX/share/att\\-journey/copy",
      "the bundled copy installed beside the program (PREFIX is the folder above the program's \\fIbin\\fR);",
      "used when the working folder has no \\fIcopy\\fR",
      ".TP", ".I copy/demos/*.tape", "the bundled demo tapes",
      ".SH EXAMPLES",
    ]
    let examples = [
      ("att-journey --locale ja --variant relevance", "walk the journey in Japanese with another primer"),
      ("att-journey play copy/demos/first-run-allow.tape --gif demo.gif", "record a demo tape as a GIF"),
      ("att-journey lint", "check the copy"),
      ("att-journey review --out review.html", "every screen and string in every locale, one page"),
      ("att-journey map --format html --out map.html", "the journey map"),
      ("att-journey completions bash", "print the bash completion script"),
    ]
    for (command, what) in examples {
      lines += [".TP", ".B " + escaped(command), escaped(what)]
    }
    lines += [".SH SEE ALSO", "The README and docs/ of the att\\-journey package."]
    return lines.joined(separator: "\n") + "\n"
  }

  /// Text with roff's backslash and hyphens escaped, and a leading dot or quote made inert.
  static func escaped(_ text: String) -> String {
    var result = text.replacing("\\", with: "\\e").replacing("-", with: "\\-")
    if result.hasPrefix(".") || result.hasPrefix("'") { result = "\\&" + result }
    return result
  }
}
