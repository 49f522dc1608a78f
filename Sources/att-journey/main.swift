import Glibc
import JourneyRuntime

let options: LaunchOptions
do {
  options = try LaunchOptions(arguments: Array(CommandLine.arguments.dropFirst()))
} catch {
  StandardError.report(error.description)
  exit(2)
}

switch options.command {
case .help:
  print(Usage.text)
case .version:
  print("att-journey \(Usage.version)")
case .lint:
  exit(LintCommand.run(options))
case .play:
  exit(PlayCommand.run(options))
case .review:
  exit(ReviewCommand.run(options))
case .walk:
  exit(Launch.walk(options))
}
