/// Why the interactive terminal could not be driven; each prints as one line.
enum TerminalError: Error, Equatable, CustomStringConvertible {
  /// TERM is unset or empty.
  case termNotSet
  /// TERM=dumb cannot position the cursor.
  case dumbTerminal
  /// There is no terminfo entry for TERM (newterm failed).
  case unknownTerminal(String)
  /// Standard input is not a terminal, so keys cannot be read.
  case inputNotATerminal
  /// The signal self-pipe could not be created.
  case signalTrap(SignalTrapError)
  /// ncurses refused to update the screen.
  case drawFailed

  /// One line, without the program name.
  var description: String {
    let prefix = "cannot drive the terminal: "
    switch self {
    case .termNotSet: return prefix + "TERM is not set"
    case .dumbTerminal: return prefix + "TERM=dumb cannot position the cursor"
    case .unknownTerminal(let name): return prefix + "no terminfo entry for TERM=\(name)"
    case .inputNotATerminal: return prefix + "standard input is not a terminal"
    case .signalTrap(.pipeFailed(let code)): return prefix + "cannot set up signal handling (errno \(code))"
    case .drawFailed: return "cannot draw to the terminal"
    }
  }
}
