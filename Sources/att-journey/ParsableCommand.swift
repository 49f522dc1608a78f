/// A command of the program: its name, what `--help` says of it, its options, and what it does.
///
/// A command is a value holding only its own options (and the groups of options it shares with other
/// commands); `CommandParser` fills it from its option table.
protocol ParsableCommand {
  /// The word that names it on the command line (`walk` is the command given no word).
  static var name: String { get }
  /// How `--help` shows it used, after the program name, such as `play TAPE [options]`.
  static var synopsis: String { get }
  /// What it does, in one line of `--help`.
  static var summary: String { get }
  /// Every option it takes, in the order `--help` lists them in their group.
  static var options: [Option<Self>] { get }
  /// Where the words that are not options go; nil when it takes none.
  static var operands: WritableKeyPath<Self, [String]>? { get }
  /// The options as `--help` and the errors know them.
  static var optionSummaries: [OptionSummary] { get }
  /// The command with no option given.
  init()
  /// Does what was asked; returns the exit status.
  func run() -> Int32
}

extension ParsableCommand {
  static var operands: WritableKeyPath<Self, [String]>? { nil }
  static var optionSummaries: [OptionSummary] { options.map(\.summary) }
}

/// Every command, in the order `--help` lists them.
enum CommandTable {
  /// The commands.
  static var all: [any ParsableCommand.Type] {
    [
      WalkCommand.self, PlayCommand.self, LintCommand.self, ReviewCommand.self, InitCommand.self,
      ImportCommand.self, ExportCommand.self, SignOffCommand.self, GalleryCommand.self, MapCommand.self,
      ScreensCommand.self,
      PrototypeCommand.self, CompletionsCommand.self,
    ]
  }

  /// The command a first word names; the walk is named by giving no command.
  static func command(named word: String) -> (any ParsableCommand.Type)? {
    all.first { $0.name == word && $0.name != WalkCommand.name }
  }

  /// The names of the commands taking an option, sorted.
  static func commands(taking option: String) -> [String] {
    all.filter { $0.optionSummaries.contains { $0.names.contains(option) } }.map { $0.name }.sorted()
  }

  /// The commands taking a group, in the order `--help` lists commands.
  static func commands(taking group: OptionGroup) -> [String] {
    all.filter { $0.optionSummaries.contains { $0.group == group } }.map { $0.name }
  }

  /// Every option of every command, and `--help` and `--version`, in the order `--help` lists them.
  static var options: [OptionSummary] {
    let general = GeneralArguments.options.map(\.summary)
    return OptionGroup.allCases.flatMap { group in
      group == .general
        ? general
        : all.lazy.map { $0.optionSummaries.filter { $0.group == group } }
          .first { !$0.isEmpty } ?? []
    }
  }
}
