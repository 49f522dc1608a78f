import JourneyRuntime

/// A command that cannot go on: the one-line reason was already printed; `status` is the exit status.
struct CommandFailure: Error {
  /// The exit status to end with.
  let status: Int32
}

/// The checks every command starts with, each printing one line and failing with its exit status.
enum CommandStart {
  /// Loads the copy (all of it, or with `reading` the development language's and the scenario's
  /// locale); unreadable copy is exit status 65.
  static func copy(_ options: LaunchOptions, reading: Set<String>? = nil) throws(CommandFailure) -> CopySource
  {
    do {
      return try CopySource.load(options.copyDirectory, reading: reading)
    } catch {
      StandardError.write(error.description + "\n")
      throw CommandFailure(status: ExitStatus.badInput)
    }
  }

  /// Loads the copy and reads the scenario options against it; a bad option is exit status 2.
  static func scenario(_ options: LaunchOptions, lazily: Bool = false) throws(CommandFailure) -> (
    CopySource, ScenarioOptions
  ) {
    var source = try copy(options, reading: lazily ? [] : nil)
    let scenario: ScenarioOptions
    do {
      scenario = try LaunchScenario.options(options, catalog: source.catalog)
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

  /// The `--format` value, or the first allowed one when none was given.
  static func format(_ options: LaunchOptions, allowed: [String]) throws(CommandFailure) -> String {
    let format = options.format ?? allowed[0]
    guard allowed.contains(format) else {
      StandardError.report(
        LaunchOptionError.invalidValue(option: "--format", value: format, allowed: allowed).description)
      throw CommandFailure(status: ExitStatus.usage)
    }
    return format
  }
}
