#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Parses the command line and runs its command: the process's exit status.
func runCommandLine() -> Int32 {
  let line: ParsedCommandLine
  do {
    line = try CommandParser.parse(Array(CommandLine.arguments.dropFirst()))
  } catch {
    StandardError.report(error.description)
    return 2
  }
  if line.general.showsHelp {
    print(Usage.text, terminator: "")
    return 0
  }
  if line.general.showsVersion {
    print("att-journey \(Usage.version)")
    return 0
  }
  return line.command.run()
}

// A file-size limit (`ulimit -f`) makes a write fail with EFBIG, which each command reports (exit 73) after
// taking its temporary files away, instead of killing the process in the middle of a write.
signal(SIGXFSZ, SIG_IGN)
exit(runCommandLine())
