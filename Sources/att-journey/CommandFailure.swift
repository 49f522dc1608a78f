import JourneyRuntime
import JourneyScreens

/// A command that cannot go on: the one-line reason was already printed; `status` is the exit status.
struct CommandFailure: Error {
  /// The exit status to end with.
  let status: Int32
}

/// The checks every command starts with, each printing one line and failing with its exit status.
enum CommandStart {
  /// Loads the copy (all of it, or with `reading` the development language's and the scenario's
  /// locale); unreadable copy is exit status 65.
  static func copy(_ copy: CopyArguments, reading: Set<String>? = nil) throws(CommandFailure) -> CopySource {
    do {
      return try CopySource.load(copy.directory, reading: reading)
    } catch {
      StandardError.write(error.description + "\n")
      throw CommandFailure(status: ExitStatus.badInput)
    }
  }

  /// Loads the copy and reads the scenario options against it; a bad option is exit status 2.
  static func scenario(
    copy copyArguments: CopyArguments, scenario scenarioArguments: ScenarioArguments,
    phone: PhoneArguments = PhoneArguments(), besideLocale: String? = nil, textSize: TextSize? = nil,
    lazily: Bool = false
  ) throws(CommandFailure) -> (CopySource, ScenarioOptions) {
    var source = try copy(copyArguments, reading: lazily ? [] : nil)
    let scenario: ScenarioOptions
    do {
      scenario = try LaunchScenario.options(
        scenario: scenarioArguments, phone: phone, besideLocale: besideLocale, textSize: textSize,
        catalog: source.catalog)
    } catch {
      StandardError.report(error.description)
      throw CommandFailure(status: ExitStatus.usage)
    }
    guard let locale = scenario.locale else { return (source, scenario) }
    do {
      source.catalog = try source.catalog.reading(locale: locale)
    } catch {
      StandardError.write(error.description + "\n")
      throw CommandFailure(status: ExitStatus.badInput)
    }
    return (source, scenario)
  }

  /// The format given, else the one the output file's extension names, else the default.
  ///
  /// Extensions name formats as `OutputExtension.formats` says (`.dot .svg .html .json .md .txt .csv`); an
  /// extension that contradicts `--format` is an error.
  static func format<Format: OptionValue>(_ given: Format?, output: String? = nil) throws(CommandFailure)
    -> Format
  {
    let allowed = Format.allowedArguments
    let implied = output.flatMap { OutputExtension.format(of: $0, among: allowed) }
    let format =
      given ?? implied.flatMap(Format.init(argument:)) ?? Format.defaultValue ?? Format.allowedValues[0]
    if let implied, let output, implied != format.argument {
      StandardError.report(
        "\(output) ends in .\(OutputExtension.of(output)), which is \(implied), but --format is \(format.argument); "
          + "change one (see att-journey --help)")
      throw CommandFailure(status: ExitStatus.usage)
    }
    return format
  }
}

/// The formats an output file's extension names.
enum OutputExtension {
  /// Extension → format name, for the formats a command allows.
  static let formats: [String: String] = [
    "dot": "dot", "gv": "dot", "svg": "svg", "html": "html", "htm": "html", "json": "json", "md": "md",
    "markdown": "md", "txt": "text", "csv": "csv", "xliff": "xliff", "xlf": "xliff",
  ]

  /// The extension of a path's last component, lower-cased ("" when none).
  static func of(_ path: String) -> String {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
    return String(name[name.index(after: dot)...]).lowercased()
  }

  /// The format `path`'s extension names, when it is one of `allowed`.
  static func format(of path: String, among allowed: [String]) -> String? {
    guard let format = formats[of(path)], allowed.contains(format) else { return nil }
    return format
  }
}
