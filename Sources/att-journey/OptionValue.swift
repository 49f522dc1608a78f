/// A value an option takes from a fixed set: the parser, `--help` and the errors all read the set.
protocol OptionValue {
  /// Every value, in the order `--help` and the errors list them.
  static var allowedValues: [Self] { get }
  /// The value the option has when not given, marked `(default)` in `--help`; nil when none is marked.
  static var defaultValue: Self? { get }
  /// How `--help` joins the values.
  static var helpStyle: OptionValueList { get }
  /// The values as `--help` lists them.
  static var helpList: String { get }
  /// The value as the command line spells it.
  var argument: String { get }
  /// What `--help` says after the value, such as `(need Graphviz)`.
  var helpNote: String? { get }
  /// The value a command-line word names; nil when it names none.
  init?(argument: String)
}

/// How `--help` joins an option's values.
enum OptionValueList {
  /// `a, b, c`: a list.
  case list
  /// `a, b or c`: one of them.
  case alternatives
}

extension OptionValue {
  static var defaultValue: Self? { nil }
  static var helpStyle: OptionValueList { .list }
  var helpNote: String? { nil }

  init?(argument: String) {
    guard let value = Self.allowedValues.first(where: { $0.argument == argument }) else { return nil }
    self = value
  }

  /// The values as the errors name them.
  static var allowedArguments: [String] { allowedValues.map(\.argument) }

  /// The values as `--help` lists them, the default and any note beside their value.
  static var helpList: String {
    let defaultArgument = defaultValue?.argument
    let items = allowedValues.map { value in
      value.argument + (value.argument == defaultArgument ? " (default)" : "")
        + (value.helpNote.map { " " + $0 } ?? "")
    }
    guard helpStyle == .alternatives, items.count > 1 else { return items.joined(separator: ", ") }
    return items.dropLast().joined(separator: ", ") + " or " + items[items.count - 1]
  }

  /// The help with `{values}` replaced by the values as `--help` lists them.
  static func filling(_ help: String) -> String {
    help.replacing("{values}", with: helpList)
  }

  /// The value a word names, or the error naming every allowed value.
  static func parse(_ word: String?, option: String) throws(LaunchOptionError) -> Self {
    guard let word, let value = Self(argument: word) else {
      throw .invalidValue(option: option, value: word ?? "", allowed: allowedArguments)
    }
    return value
  }
}

extension OptionValue where Self: CaseIterable {
  static var allowedValues: [Self] { Array(allCases) }
}
