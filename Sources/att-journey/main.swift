#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import JourneyRuntime

let options: LaunchOptions
do {
  options = try LaunchOptions(arguments: Array(CommandLine.arguments.dropFirst()))
} catch {
  StandardError.report(error.description)
  exit(2)
}

if options.showsHelp {
  print(Usage.text, terminator: "")
  exit(0)
}
if options.showsVersion {
  print("att-journey \(Usage.version)")
  exit(0)
}
switch options.command {
case .lint:
  exit(LintCommand.run(options))
case .play:
  exit(PlayCommand.run(options))
case .review:
  exit(ReviewCommand.run(options))
case .initialize:
  exit(InitCommand.run(options))
case .import:
  exit(ImportCommand.run(options))
case .export:
  exit(ExportCommand.run(options))
case .gallery:
  exit(GalleryCommand.run(options))
case .map:
  exit(MapCommand.run(options))
case .walk:
  exit(Launch.walk(options))
}
