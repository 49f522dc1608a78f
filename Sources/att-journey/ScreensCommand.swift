import JourneyRuntime
import JourneyScreens

/// `att-journey screens`: every screen name the other commands print and accept, one a line, with what it is.
struct ScreensCommand: ParsableCommand {
  static let name = "screens"
  static let synopsis = "screens [options]"
  static let summary =
    "list every screen's name and what it is (the names Expect screen, --screens and --focus take)"

  /// `--copy`: the journey whose onboarding steps are listed.
  var copy = CopyArguments()

  static var options: [Option<Self>] { CopyArguments.options.lifted(\Self.copy) }

  /// Prints the table; returns the exit status.
  func run() -> Int32 {
    let source: CopySource
    do {
      source = try CommandStart.copy(copy)
    } catch {
      return error.status
    }
    let definition = JourneySetup.definition(
      source.journey, catalog: source.catalog, options: ScenarioOptions())
    StandardOutput.write(Self.listing(ScreenNames.table(onboardingSteps: definition.onboardingStepIDs.count)))
    return ExitStatus.ok
  }

  /// One line an entry: the name, padded, then what it is, a group's members and the older names.
  static func listing(_ table: [ScreenEntry]) -> String {
    let width = (table.map(\.name.count).max() ?? 0) + 2
    return table.map { entry in
      var line = entry.name + String(repeating: " ", count: width - entry.name.count) + entry.summary
      if let members = entry.members { line += ": " + members.joined(separator: ", ") }
      if !entry.aliases.isEmpty { line += " (also " + entry.aliases.joined(separator: ", ") + ")" }
      return line + "\n"
    }.joined()
  }
}
