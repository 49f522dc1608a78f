import JourneyRuntime

/// A command that cannot go on: the one-line reason was already printed; `status` is the exit status.
struct CommandFailure: Error {
  /// The exit status to end with.
  let status: Int32
}

/// The checks every command starts with, each printing one line and failing with its exit status.
enum CommandStart {
  /// Loads the copy; unreadable copy is exit status 65.
  static func copy(_ options: LaunchOptions) throws(CommandFailure) -> CopySource {
    do {
      return try CopySource.load(options.copyDirectory)
    } catch {
      StandardError.write(error.description + "\n")
      throw CommandFailure(status: ExitStatus.badInput)
    }
  }

  /// Loads the copy and reads the scenario options against it; a bad option is exit status 2.
  static func scenario(_ options: LaunchOptions) throws(CommandFailure) -> (CopySource, ScenarioOptions) {
    let source = try copy(options)
    do {
      return (source, try LaunchScenario.options(options, catalog: source.catalog))
    } catch {
      StandardError.report(error.description)
      throw CommandFailure(status: ExitStatus.usage)
    }
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
