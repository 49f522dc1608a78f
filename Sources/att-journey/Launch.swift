import Glibc
import JourneyRuntime

/// Starts the interactive walk: curses on a terminal, text frames otherwise.
enum Launch {
  /// Runs the walk and returns the exit status; a terminating signal is re-raised after cleanup.
  static func walk(_ options: LaunchOptions) -> Int32 {
    TerminalLocale.prepare()
    guard isatty(1) != 0 else {
      StandardError.report("standard output is not a terminal; printing text frames instead of drawing")
      for line in TextFrame.lines(of: DemoFrame.render(size: DemoFrame.minimum, lastKey: nil)) {
        print(line)
      }
      return 0
    }
    let presenter: CursesPresenter
    do {
      presenter = try CursesPresenter(environment: environment())
    } catch {
      StandardError.report(error.description)
      return 1
    }
    let ending: DemoSession.Ending
    do {
      ending = try DemoSession.run(on: presenter)
      presenter.shutdown()
    } catch {
      presenter.shutdown()
      StandardError.report("\(error)")
      return 1
    }
    if case .signal(let signal) = ending { reraise(signal) }
    return 0
  }

  /// Ends the process by the signal that asked for it, so a parent shell sees why.
  private static func reraise(_ signal: TerminationSignal) {
    let number: Int32
    switch signal {
    case .interrupt: number = SIGINT
    case .terminate: number = SIGTERM
    case .hangup: number = SIGHUP
    }
    Glibc.signal(number, SIG_DFL)
    raise(number)
    exit(128 + number)
  }

  private static func environment() -> [String: String] {
    var result: [String: String] = [:]
    var entry = environ
    while let pointer = entry.pointee {
      let pair = String(cString: pointer)
      if let equals = pair.firstIndex(of: "=") {
        result[String(pair[..<equals])] = String(pair[pair.index(after: equals)...])
      }
      entry += 1
    }
    return result
  }
}
