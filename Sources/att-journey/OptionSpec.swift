/// One command-line option: its names, the commands it applies to, its help, and what it sets.
///
/// The parser, `--help` and the errors for an option given to the wrong command all read this one table.
struct OptionSpec: Sendable {
  /// The option's names, the long one first, such as `["--out", "-o"]`.
  var names: [String]
  /// The value's placeholder, such as `FILE`; nil for a flag.
  var value: String?
  /// What the option does, for `--help`.
  var help: String
  /// The group `--help` lists it under.
  var group: OptionGroup
  /// Sets the option from its value (nil for a flag).
  var apply: @Sendable (inout LaunchOptions, String?) throws(LaunchOptionError) -> Void

  /// The commands the option applies to.
  var commands: Set<LaunchCommand> { group.commands }

  /// The option's names and value as `--help` shows them.
  var usage: String {
    names.joined(separator: ", ") + (value.map { $0.hasPrefix("[") ? $0 : " " + $0 } ?? "")
  }
}

/// The groups of options, each with the commands it applies to.
enum OptionGroup: String, CaseIterable, Sendable {
  /// Where the copy is: every command that reads it.
  case copy = "COPY (walk, play, lint, review, import, export, gallery, map)"
  /// How the phone's text is drawn: every command that draws or checks it.
  case display = "DISPLAY (walk, play, lint, review)"
  /// The scenario: what the phone and the journey start as.
  case scenario = "SCENARIO (walk, play, map)"
  /// The phone drawn and the pseudo-locale over its copy: the walk, playback and the review.
  case phone = "PHONE (walk, play, review)"
  /// Only the interactive walk.
  case walk = "WALK"
  /// The walk and playback both.
  case session = "WALK AND PLAY"
  /// Only playback.
  case play = "PLAY"
  /// How GIFs are drawn: playback and the gallery.
  case gif = "GIF (play, gallery)"
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
  /// Only gallery.
  case gallery = "GALLERY"
  /// Writing over files that are there: init and gallery.
  case overwrite = "OVERWRITE (init, gallery)"
  /// Only map.
  case map = "MAP"
  /// Everywhere.
  case general = "GENERAL"

  /// The commands the group applies to.
  var commands: Set<LaunchCommand> {
    switch self {
    case .copy: return [.walk, .play, .lint, .review, .import, .export, .gallery, .map]
    case .display: return [.walk, .play, .lint, .review]
    case .scenario: return [.walk, .play, .map]
    case .session: return [.walk, .play]
    case .phone: return [.walk, .play, .review]
    case .walk: return [.walk]
    case .play: return [.play]
    case .gif: return [.play, .gallery]
    case .lint: return [.lint]
    case .review: return [.review]
    case .initialize: return [.initialize]
    case .import: return [.import]
    case .export: return [.export]
    case .gallery: return [.gallery]
    case .overwrite: return [.initialize, .gallery]
    case .map: return [.map]
    case .general: return Set(LaunchCommand.allCases)
    }
  }
}
