import Glibc
import JourneyRuntime
import JourneyScreens
import StringTables
import TerminalKit

/// Starts the interactive walk: curses on a terminal, text frames otherwise.
enum Launch {
  /// Runs the walk and returns the exit status; a terminating signal is re-raised after cleanup.
  static func walk(_ options: LaunchOptions) -> Int32 {
    TerminalLocale.prepare()
    let source: CopySource
    let scenario: ScenarioOptions
    do {
      (source, scenario) = try CommandStart.scenario(options)
    } catch {
      return error.status
    }
    var session = JourneySession(
      state: JourneySetup.initialState(source.journey, catalog: source.catalog, options: scenario),
      view: view(scenario, catalog: source.catalog, showsInspector: options.showsInspector),
      catalog: source.catalog, size: Size(width: 100, height: 34))
    guard isatty(1) != 0 else {
      StandardError.report("standard output is not a terminal; printing the default journey as text frames")
      print(DefaultWalk.frames(session), terminator: "")
      return ExitStatus.ok
    }
    let observers: [any WalkObserver]
    do {
      observers = try makeObservers(options)
    } catch {
      StandardError.write("\(error)\n")
      return ExitStatus.cannotWrite
    }
    let presenter: CursesPresenter
    do {
      presenter = try CursesPresenter(environment: environment())
    } catch {
      StandardError.report(error.description)
      return 1
    }
    let ending: WalkEnding
    do {
      ending = try JourneyLoop.run(
        &session, on: presenter, observers: observers, stopsAfterFirstFrame: options.exitsAfterFirstFrame)
      presenter.shutdown()
    } catch let error as OutputFileError {
      presenter.shutdown()
      StandardError.write("\(error)\n")
      return ExitStatus.cannotWrite
    } catch {
      presenter.shutdown()
      StandardError.report("\(error)")
      return 1
    }
    if case .signal(let signal) = ending { reraise(signal) }
    return ExitStatus.ok
  }

  static func view(_ scenario: ScenarioOptions, catalog: CopyCatalog, showsInspector: Bool) -> ViewOptions {
    var view = ViewOptions(
      locale: scenario.locale ?? catalog.developmentLanguage, variant: scenario.variant,
      pseudo: scenario.pseudo,
      device: scenario.device.flatMap(Device.named) ?? .standard)
    view.showsInspector = showsInspector
    return view
  }

  private static func makeObservers(_ options: LaunchOptions) throws -> [any WalkObserver] {
    var observers: [any WalkObserver] = []
    if let log = options.logFile { observers.append(try EventLog(path: log)) }
    if let tape = options.recordedTapeFile {
      observers.append(TapeRecorder(path: tape, clock: monotonicMilliseconds))
    }
    return observers
  }

  private static func monotonicMilliseconds() -> Int {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return now.tv_sec * 1_000 + now.tv_nsec / 1_000_000
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
