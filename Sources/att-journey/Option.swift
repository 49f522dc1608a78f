/// One command-line option of a command or of a group of options: its names, its value, its help, and
/// what it sets.
///
/// The parser, `--help` and the errors for an option given to the wrong command all read the commands'
/// tables of these.
struct Option<Options> {
  /// The option's names, the long one first, such as `["--out", "-o"]`.
  var names: [String]
  /// The value's placeholder, such as `FILE`; nil for a flag.
  var value: String?
  /// What the option does, for `--help`.
  var help: String
  /// The group `--help` lists it under.
  var group: OptionGroup
  /// Sets the option from its value (nil for a flag).
  var apply: (inout Options, String?) throws(LaunchOptionError) -> Void
  /// What a shell completes after it; by default what its placeholder implies.
  var completion: OptionCompletion = .none

  /// The option as `--help` lists it.
  var summary: OptionSummary {
    OptionSummary(
      names: names, value: value, help: help, group: group,
      completion: completion == .none ? .implied(by: value) : completion)
  }

  /// The same option, setting a group of options kept inside a command.
  func lifted<Command>(_ path: WritableKeyPath<Command, Options>) -> Option<Command> {
    let apply = self.apply
    return Option<Command>(
      names: names, value: value, help: help, group: group,
      apply: { command, value throws(LaunchOptionError) in try apply(&command[keyPath: path], value) },
      completion: completion)
  }
}

extension Array {
  /// The options of a group, setting it inside a command.
  func lifted<Options, Command>(_ path: WritableKeyPath<Command, Options>) -> [Option<Command>]
  where Element == Option<Options> {
    map { $0.lifted(path) }
  }
}

/// What `--help` and the errors know of an option, whichever command holds it.
struct OptionSummary: Equatable {
  /// The option's names, the long one first.
  var names: [String]
  /// The value's placeholder; nil for a flag.
  var value: String?
  /// What the option does.
  var help: String
  /// The group `--help` lists it under.
  var group: OptionGroup
  /// What a shell completes after it.
  var completion: OptionCompletion = .none

  /// The option's names and value as `--help` shows them.
  var usage: String {
    names.joined(separator: ", ") + (value.map { $0.hasPrefix("[") ? $0 : " " + $0 } ?? "")
  }
}

/// The groups `--help` lists options under, in its order; which commands take a group is read from the
/// commands' option tables.
enum OptionGroup: String, CaseIterable, Sendable {
  /// Where the copy is: every command that reads it.
  case copy = "COPY"
  /// How the phone's text is drawn: every command that draws or checks it.
  case display = "DISPLAY"
  /// The scenario: what the phone and the journey start as.
  case scenario = "SCENARIO"
  /// The phone drawn and the pseudo-locale over its copy.
  case phone = "PHONE"
  /// Only the interactive walk.
  case walk = "WALK"
  /// The walk and playback both.
  case session = "WALK AND PLAY"
  /// Presenting the phone alone.
  case present = "PRESENTING"
  /// Only playback.
  case play = "PLAY"
  /// How pictures (SVG, GIF, PNG, the gallery's) are drawn.
  case pictures = "PICTURES"
  /// Only lint.
  case lint = "LINT"
  /// Only review.
  case review = "REVIEW"
  /// Only init.
  case initialize = "INIT"
  /// Only import.
  case `import` = "IMPORT"
  /// Only export.
  case export = "EXPORT"
  /// Only signoff.
  case signoff = "SIGNOFF"
  /// Only gallery.
  case gallery = "GALLERY"
  /// Writing over files that are there.
  case overwrite = "OVERWRITE"
  /// Only map.
  case map = "MAP"
  /// Only prototype.
  case prototype = "PROTOTYPE"
  /// Everywhere.
  case general = "GENERAL"

  /// Whether the heading names the commands taking the group (when more than one and not all take it).
  var namesCommands: Bool { self != .session && self != .general }
}
