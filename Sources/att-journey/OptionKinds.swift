/// The kinds of option rows: a flag, a text, a list, a value from a set, a list of values from a set.
extension Option {
  /// A flag that sets a Boolean (to true, or to `setting`).
  static func flag(
    _ names: [String], help: String, group: OptionGroup, _ path: WritableKeyPath<Options, Bool>,
    setting: Bool = true
  ) -> Self {
    Self(names: names, value: nil, help: help, group: group) { options, _ in options[keyPath: path] = setting
    }
  }

  /// A value kept as given, such as a file or a locale the copy is asked about later.
  static func text(
    _ names: [String], value: String, help: String, group: OptionGroup,
    _ path: WritableKeyPath<Options, String?>
  ) -> Self {
    Self(names: names, value: value, help: help, group: group) { options, given in
      options[keyPath: path] = given
    }
  }

  /// A comma-separated list kept as given.
  static func list(
    _ names: [String], value: String, help: String, group: OptionGroup,
    _ path: WritableKeyPath<Options, [String]?>
  ) -> Self {
    Self(names: names, value: value, help: help, group: group) { options, given in
      options[keyPath: path] = (given ?? "").split(separator: ",").map(String.init)
    }
  }

  /// One value of a fixed set; `{values}` in the help becomes the set as `--help` lists it.
  static func choice<Value: OptionValue>(
    _ names: [String], value: String, help: String, group: OptionGroup,
    _ path: WritableKeyPath<Options, Value?>
  ) -> Self {
    let name = names[0]
    return Self(names: names, value: value, help: Value.filling(help), group: group) {
      options, given throws(LaunchOptionError) in
      options[keyPath: path] = try Value.parse(given, option: name)
    }.completing(.values(Value.allowedArguments))
  }

  /// Values of a fixed set, comma-separated, each once in the order first given.
  static func choices<Value: OptionValue & Equatable>(
    _ names: [String], value: String, help: String, group: OptionGroup,
    _ path: WritableKeyPath<Options, [Value]?>
  ) -> Self {
    let name = names[0]
    return Self(names: names, value: value, help: Value.filling(help), group: group) {
      options, given throws(LaunchOptionError) in
      var values: [Value] = []
      for word in (given ?? "").split(separator: ",").map(String.init) {
        let value = try Value.parse(word, option: name)
        if !values.contains(value) { values.append(value) }
      }
      options[keyPath: path] = values
    }.completing(.valueList(Value.allowedArguments))
  }
}
