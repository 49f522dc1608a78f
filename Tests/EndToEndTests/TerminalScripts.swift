import Foundation

/// Shell scripts that run the program in a tmux pane and leave marker files behind.
enum TerminalScripts {
  /// Runs the program once; records `stty -g` before and after, the exit status, then prints DONE.
  ///
  /// `trap ':' INT` keeps the script alive through Control-C while the program (whose SIGINT is
  /// back at its default on exec) handles it.
  static func recordingTerminalState(program: String, prefix: String = "") -> String {
    """
    trap ':' INT
    stty -g > before
    \(prefix) \(BuiltProgram.quoted(program)) 2> errors
    echo "$?" > status
    stty -g > after
    echo DONE
    """
  }

  /// Runs the program with environment assignments such as "NO_COLOR=1" in front.
  static func running(program: String, environment: String = "") -> String {
    "\(environment) \(BuiltProgram.quoted(program)) 2> errors\necho \"$?\" > status\necho DONE"
  }
}
