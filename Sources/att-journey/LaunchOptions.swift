import ConsentEngine
import CopyExchange
import JourneyRuntime
import JourneyScreens

/// What the program was asked to do.
enum LaunchCommand: String, Equatable, CaseIterable, Sendable {
  /// Walk the journey interactively (no subcommand).
  case walk
  /// Check the copy tables and the flow.
  case lint
  /// Play a tape.
  case play
  /// Write a review of every locale and variant.
  case review
  /// Create a copy folder for one's own app.
  case initialize = "init"
  /// Read translations or an Xcode project's strings into the copy.
  case `import`
  /// Write the copy for translators or for the app.
  case export
  /// Render every bundled demo tape in every locale into a folder.
  case gallery
  /// Draw the map of every screen and every way between them.
  case map
}

/// A command-line mistake; each prints as one line.
enum LaunchOptionError: Error, Equatable, CustomStringConvertible {
  /// An option the program does not know.
  case unknownOption(String)
  /// An option that needs a value was last, or followed by another option.
  case missingValue(option: String)
  /// A value outside the allowed set.
  case invalidValue(option: String, value: String, allowed: [String])
  /// A value given to an option that takes none (`--help=x`).
  case unexpectedValue(option: String)
  /// A word the command does not take.
  case unexpectedArgument(String)
  /// An option that exists, but not for this command.
  case notForCommand(option: String, command: LaunchCommand)

  /// One line, without the program name.
  var description: String {
    let hint = " (see att-journey --help)"
    switch self {
    case .unknownOption(let option):
      let names = OptionTable.all.flatMap(\.names).filter { $0.hasPrefix("--") }
      let guess = option.hasPrefix("--") ? TapeSuggestion.nearest(to: option, in: names, strict: true) : nil
      return "unknown option '\(option)'" + (guess.map { "; did you mean '\($0)'?" } ?? "") + hint
    case .missingValue(let option): return "option '\(option)' needs a value" + hint
    case .invalidValue(let option, let value, let allowed):
      let choices = allowed.joined(separator: " or ")
      return "option '\(option)' takes \(choices), not '\(value)'" + hint
    case .unexpectedValue(let option): return "option '\(option)' takes no value" + hint
    case .unexpectedArgument(let word): return "unexpected argument '\(word)'" + hint
    case .notForCommand(let option, let command):
      let commands = OptionTable.all.filter { $0.names.contains(option) }.flatMap(\.commands)
      let names = Set(commands).map(\.rawValue).sorted().joined(separator: ", ")
      return
        "option '\(option)' does not apply to '\(command.rawValue)', only to \(names) (see att-journey --help)"
    }
  }
}

/// The parsed command line: a command, its operands and the journey's starting configuration.
struct LaunchOptions: Equatable {
  /// The command to run.
  var command: LaunchCommand = .walk
  /// `--help`: print usage instead of running.
  var showsHelp = false
  /// `--version`: print the version instead of running.
  var showsVersion = false
  /// Words after the subcommand that are not options, such as the tape for `play`.
  var operands: [String] = []
  /// `--copy DIR`: where the copy tables live.
  var copyDirectory: String?
  /// `--text-size SIZE`: the Dynamic Type size text is drawn at (lint: the largest size checked).
  var textSize: TextSize?
  /// `review --text-sizes a,b`: one HTML page per text size, linked to each other.
  var textSizes: [TextSize]?
  /// `--locale`: the starting locale.
  var locale: String?
  var besideLocale: String?
  /// `--variant`: the starting copy variant.
  var variant: String?
  /// `--device`: the phone model to frame.
  var device: String?
  /// `--region`: the consent platform's region.
  var region: String?
  /// `--wiring`: how the consent platform and the ATT request are wired.
  var wiring: String?
  /// `--os`: which iOS the mock phone runs, read by the one version reader `Set OS` uses too.
  var systemVersion: OSVersion?
  /// `--race-winner`: how the race wiring's race turns out (UMP-12).
  var raceWinner: RaceWinner?
  /// `--restricted`: start on a restricted device.
  var isRestricted = false
  /// The reason given to `--restricted`, if any.
  var restrictedReason: String?
  /// `--tracking-requests on|off`: the Settings toggle "Allow Apps to Request to Track".
  var allowsTrackingRequests: Bool?
  /// `--log FILE`: where engine events are appended as JSON Lines.
  var logFile: String?
  /// `--record-tape FILE`: where pressed keys are written as a tape.
  var recordedTapeFile: String?
  /// False with `--no-inspector`.
  var showsInspector = true
  /// `--exit-after-first-frame`: draw one frame and exit (for the benchmark's start-up figure).
  var exitsAfterFirstFrame = false
  /// `--pseudo NAME`: a pseudo-locale over the copy.
  var pseudo: String?
  /// `--country CC`: device location and Apple Account country.
  var country: String?
  /// `--explainer published|unpublished`: the consent platform's IDFA explainer.
  var explainer: String?
  /// `play --cast FILE`: the asciicast to write.
  var castFile: String?
  /// `play --frames FILE`: the text frames to write.
  var framesFile: String?
  /// `play --svg FILE`: the animated SVG to write.
  var svgFile: String?
  /// `play --gif FILE`: the GIF to write.
  var gifFile: String?
  /// `play|gallery --font FILE`: the font GIFs try first for every character.
  var fontFile: String?
  /// `play --state-json`: print the final state and events as JSON.
  var printsStateJSON = false
  /// `play --all-locales DIR`: one cast and frames file per shipped locale.
  var allLocalesDirectory: String?
  /// `play --screenshots DIR`: where `Screenshot` lines write their frames.
  var screenshotsDirectory: String?
  /// `lint|review --format`: the output format.
  var format: String?
  /// `review --out FILE`: where the report goes.
  var outputFile: String?
  /// `review --locales a,b`: the locales to show.
  var locales: [String]?
  /// `review --variants a,b`: the variants to show (`base` for none).
  var variants: [String]?
  /// `review --tables a,b`: the tables whose strings to show.
  var tables: [String]?
  /// `review --screens a,b`: the gallery screens to show.
  var screens: [String]?
  /// `review --baseline DIR`: show only what changed since this signed-off copy folder.
  var baselineDirectory: String?
  /// `review --since REV`: show only what changed since this git revision of the copy folder.
  var baselineRevision: String?
  /// `review --phones`: draw the phones in Markdown and text too.
  var drawsPhones = false
  /// `lint --notices`: list every notice instead of one line summing them up.
  var listsNotices = false
  /// `init --app-name NAME`: the app's display name.
  var appName: String?
  /// `init --force`, `gallery --force`: write into a folder that holds other files.
  var force = false
  /// `import --mapping FILE`: which app keys hold the journey's text.
  var mappingFile: String?
  /// `import --accept-states a,b`: the statuses imported (default: translated only).
  var acceptedStates: Set<TranslationStatus>?
  /// `map --compare SETTING=A,B`: draw two maps that differ in one setting.
  var comparison: String?
  /// `map --review FILE`: the review report the map's screens link to.
  var reviewReport: String?
  /// `map --all`: draw every way, folding no system move.
  var allWays = false
  /// `map --focus SCREEN`: draw only the ways to and from one screen.
  var focus: String?

  /// Parses the arguments after the program name.
  init(arguments: [String]) throws(LaunchOptionError) {
    var words = arguments[...]
    if let first = words.first, let command = LaunchCommand(rawValue: first), command != .walk {
      self.command = command
      words = words.dropFirst()
    }
    var optionsEnded = false
    while let word = words.popFirst() {
      if optionsEnded || !word.hasPrefix("-") || word == "-" {
        try acceptOperand(word)
        continue
      }
      if word == "--" {
        optionsEnded = true
        continue
      }
      let (name, attached) = Self.split(word)
      let spec = try OptionTable.spec(named: name, for: command)
      try spec.apply(&self, try Self.value(of: spec, name: name, attached: attached, rest: &words))
    }
  }

  private mutating func acceptOperand(_ word: String) throws(LaunchOptionError) {
    guard [.play, .initialize, .import, .export, .gallery].contains(command) else {
      throw .unexpectedArgument(word)
    }
    operands.append(word)
  }

  private static func split(_ word: String) -> (String, String?) {
    guard word.hasPrefix("--"), let equals = word.firstIndex(of: "=") else { return (word, nil) }
    return (String(word[..<equals]), String(word[word.index(after: equals)...]))
  }

  /// The option's value: attached with `=`, or the next word; nil for a flag (which takes none).
  private static func value(
    of spec: OptionSpec, name: String, attached: String?, rest: inout ArraySlice<String>
  ) throws(LaunchOptionError) -> String? {
    guard let placeholder = spec.value else {
      if attached != nil { throw .unexpectedValue(option: name) }
      return nil
    }
    if let attached { return attached }
    // An optional value (`--restricted[=REASON]`) is only ever attached.
    if placeholder.hasPrefix("[") { return nil }
    guard let next = rest.first, !next.hasPrefix("-") || next == "-" else {
      throw .missingValue(option: name)
    }
    rest = rest.dropFirst()
    return next
  }
}
