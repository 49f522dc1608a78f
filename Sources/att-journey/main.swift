#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

let line: ParsedCommandLine
do {
  line = try CommandParser.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
  StandardError.report(error.description)
  exit(2)
}

if line.general.showsHelp {
  print(Usage.text, terminator: "")
  exit(0)
}
if line.general.showsVersion {
  print("att-journey \(Usage.version)")
  exit(0)
}
exit(line.command.run())
