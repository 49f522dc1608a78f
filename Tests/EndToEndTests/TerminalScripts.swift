import JourneyTestSupport

/// Shell scripts that run the program in a tmux pane and leave marker files behind.
enum TerminalScripts {
  /// Runs the program once; records `stty -g` before and after, the exit status, then prints DONE.
  ///
  /// `trap ':' INT` keeps the script alive through Control-C while the program (whose SIGINT is
  /// back at its default on exec) handles it.
  static func recordingTerminalState(program: String, prefix: String = "", arguments: [String] = [])
    -> String
  {
    """
    trap ':' INT
    stty -g > before
    \(prefix) \(commandLine(program, arguments)) 2> errors
    echo "$?" > status
    stty -g > after
    echo DONE
    """
  }

  /// Runs the program with environment assignments such as "NO_COLOR=1" in front.
  static func running(program: String, environment: String = "", arguments: [String] = []) -> String {
    "\(environment) \(commandLine(program, arguments)) 2> errors\necho \"$?\" > status\necho DONE"
  }

  /// Runs the interactive journey on the bundled copy with extra arguments such as `--locale ko`.
  static func journey(_ arguments: [String] = [], environment: String = "") throws -> String {
    running(
      program: try BuiltProgram.path(), environment: environment,
      arguments: ["--copy", BuiltProgram.copyDirectory] + arguments)
  }

  /// The program and its arguments, each quoted for /bin/sh.
  static func commandLine(_ program: String, _ arguments: [String]) -> String {
    ([program] + arguments).map(BuiltProgram.quoted).joined(separator: " ")
  }
}
