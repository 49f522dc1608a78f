import HostSystem
import JourneyScreens

/// What the completion scripts and the manual page know, read from the command table: every command with its
/// options (`--help` and `--version` too), the screen names and the bundled copy's locales.
struct CompletionTable {
  /// One command as the scripts complete it.
  struct Command {
    /// The word naming it; `walk` is given no word.
    var name: String
    /// What it does, as `--help` says.
    var summary: String
    /// Its options, then the general ones.
    var options: [OptionSummary]
    /// What its words that are not options are; `.none` when it takes none.
    var operands: OptionCompletion
  }

  /// Every command, the walk first.
  var commands: [Command]
  /// The screen names (`att-journey screens`).
  var screens: [String]
  /// The locales of the copy folder the scripts were made from.
  var locales: [String]

  /// The table of this program, with the locales of `copyDirectory`.
  static func current(copyDirectory: String) -> CompletionTable {
    let general = GeneralArguments.options.map(\.summary)
    let commands = CommandTable.all.map { command in
      Command(
        name: command.name, summary: command.summary, options: command.optionSummaries + general,
        operands: operands(of: command))
    }
    let locales = (FileStatus.entries(of: copyDirectory) ?? [])
      .filter { $0.hasSuffix(".lproj") }.map { String($0.dropLast(".lproj".count)) }.sorted()
    return CompletionTable(
      commands: commands, screens: ScreenNames.table(onboardingSteps: 0).map(\.name), locales: locales)
  }

  /// The names given as a first word (every command but the walk).
  var commandNames: [String] { commands.filter { $0.name != WalkCommand.name }.map(\.name) }

  /// The words an option's value completes from, when it is a set of words.
  func words(_ completion: OptionCompletion) -> [String]? {
    switch completion {
    case .values(let words), .valueList(let words): words
    case .locale, .localeList: locales
    case .screen, .screenList: screens
    case .none, .file, .directory: nil
    }
  }

  /// Whether the value is a comma-separated list.
  static func isList(_ completion: OptionCompletion) -> Bool {
    switch completion {
    case .valueList, .localeList, .screenList: true
    default: false
    }
  }

  /// A command's operands: a folder when its synopsis names a `DIR`, else files.
  private static func operands<Listed: ParsableCommand>(of command: Listed.Type) -> OptionCompletion {
    guard Listed.operands != nil else { return .none }
    return command.synopsis.split(separator: " ").dropFirst().first == "DIR" ? .directory : .file
  }
}

extension OptionSummary {
  /// Whether the option takes a value that may be the next word (not a flag, not `--restricted[=REASON]`).
  var takesNextWord: Bool { value.map { !$0.hasPrefix("[") } ?? false }
}
