/// What `att-journey completions` prints.
enum CompletionFormat: String, OptionValue, CaseIterable {
  case bash, zsh, fish, man

  static var helpStyle: OptionValueList { .alternatives }
  var argument: String { rawValue }
}

/// `att-journey completions SHELL`: a shell's completion script, or the manual page, from the option table.
struct CompletionsCommand: ParsableCommand {
  static let name = "completions"
  static let synopsis = "completions SHELL"
  static let summary = "print the completion script for bash, zsh or fish, or the manual page (man)"
  static var operands: WritableKeyPath<Self, [String]>? { \.shells }

  /// The words given: one shell, or `man`.
  var shells: [String] = []

  static var options: [Option<Self>] { [] }

  /// Prints the script or the page; returns the exit status.
  func run() -> Int32 {
    guard shells.count == 1, let format = CompletionFormat(argument: shells[0]) else {
      let given = shells.count == 1 ? ", not '" + shells[0] + "'" : ""
      StandardError.report(
        "completions takes " + CompletionFormat.helpList + given + " (see att-journey --help)")
      return ExitStatus.usage
    }
    print(Self.text(format), terminator: "")
    return ExitStatus.ok
  }

  /// The script or page, with the locales of the bundled copy.
  static func text(_ format: CompletionFormat) -> String {
    let table = CompletionTable.current(copyDirectory: CopySource.defaultDirectory())
    switch format {
    case .bash: return BashCompletion.script(table)
    case .zsh: return ZshCompletion.script(table)
    case .fish: return FishCompletion.script(table)
    case .man: return ManualPage.text
    }
  }
}
