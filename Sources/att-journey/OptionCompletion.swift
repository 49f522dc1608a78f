/// What a shell completes after an option: the completion scripts read it from the option table.
enum OptionCompletion: Equatable, Sendable {
  /// Nothing the table knows: a flag, or a free value such as a name.
  case none
  /// One of these words.
  case values([String])
  /// A comma-separated list of these words.
  case valueList([String])
  /// A file.
  case file
  /// A folder.
  case directory
  /// A locale of the bundled copy.
  case locale
  /// A comma-separated list of locales of the bundled copy.
  case localeList
  /// A screen name (`att-journey screens`).
  case screen
  /// A comma-separated list of screen names.
  case screenList

  /// What an option's placeholder says its value is, when nothing more is known.
  static func implied(by placeholder: String?) -> Self {
    switch placeholder {
    case "FILE": .file
    case "DIR": .directory
    case "LANG": .locale
    case "en,ko,…": .localeList
    case "SCREEN": .screen
    default: .none
    }
  }
}

extension Option {
  /// The same option, completed by shells as `completion` says.
  func completing(_ completion: OptionCompletion) -> Self {
    var option = self
    option.completion = completion
    return option
  }
}
