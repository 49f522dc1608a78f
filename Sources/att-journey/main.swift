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
case .lint, .play, .review:
  StandardError.report("'\(options.command.rawValue)' is not available in this build yet")
  exit(1)
case .walk:
  exit(Launch.walk(options))
}
