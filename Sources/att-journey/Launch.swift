import HostSystem
import JourneyRuntime
import JourneyScreens
import JourneyTapes
import Recordings
import StringTables
import TerminalKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Starts the interactive walk: curses on a terminal, text frames otherwise.
enum Launch {
  /// Runs the walk and returns the exit status; a terminating signal is re-raised after cleanup.
  static func walk(_ options: WalkCommand) -> Int32 {
    TerminalLocale.prepare()
    let source: CopySource
    var scenario: ScenarioOptions
    do {
      (source, scenario) = try CommandStart.scenario(
        copy: options.copy, scenario: options.scenario, phone: options.phone,
        besideLocale: options.session.besideLocale, textSize: options.display.textSize, lazily: true)
    } catch {
      return error.status
    }
    if options.present.presents { scenario.presentation = .presented }
    let session = JourneySetup.session(
      source.journey, catalog: source.catalog, options: scenario, size: Size(width: 100, height: 34))
    let observers: [any SessionObserver]
    do {
      observers = try makeObservers(options)
    } catch {
      StandardError.write("\(error)\n")
      return ExitStatus.cannotWrite
    }
    guard isatty(1) != 0 else {
      StandardError.report("standard output is not a terminal; printing the default journey as text frames")
      let recorder = FrameRecorder()
      do {
        try ScriptedWalk.run(SessionDriver(session: session, presenter: recorder, observers: observers))
        try finish(observers)
      } catch {
        StandardError.write("\(error)\n")
        return ExitStatus.cannotWrite
      }
      print(ScriptedWalk.text(of: recorder.frames), terminator: "")
      return ExitStatus.ok
    }
    let presenter: CursesPresenter
    do {
      presenter = try CursesPresenter(environment: environment())
    } catch {
      StandardError.report(error.description)
      return 1
    }
    // ATT_JOURNEY_POLL_COPY=1 uses the stat poll that stands in where no file notifications exist.
    let polling = Host.environment("ATT_JOURNEY_POLL_COPY") == "1"
    let ending: WalkEnding
    do {
      (ending, _) = try SessionDriver.run(
        session, on: presenter, observers: observers, stopsAfterFirstFrame: options.exitsAfterFirstFrame,
        watchingCopy: { shown in
          let liveCopy = LiveCopy(
            directory: source.directory, catalog: shown.catalog, options: scenario, polling: polling)
          presenter.watch = liveCopy.watch
          return liveCopy
        })
      presenter.shutdown()
      try finish(observers)
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
    // Every file the walk writes is written and the terminal is restored: end the process now instead of
    // freeing the session, the copy of every locale and the drawn screens one object at a time.
    exit(ExitStatus.ok)
  }

  /// Flushes a recorded tape to disk once the walk has ended (its keys were appended without flushing).
  private static func finish(_ observers: [any SessionObserver]) throws {
    for case let recorder as TapeRecorder in observers { try recorder.finish() }
  }

  private static func makeObservers(_ options: WalkCommand) throws -> [any SessionObserver] {
    var observers: [any SessionObserver] = []
    if let log = options.session.logFile { observers.append(try EventLog(path: log)) }
    if let tape = options.recordedTapeFile {
      observers.append(TapeRecorder(path: tape, clock: MonotonicClock.milliseconds))
    }
    return observers
  }

  /// Ends the process by the signal that asked for it, so a parent shell sees why.
  private static func reraise(_ signal: TerminationSignal) {
    let number: Int32
    switch signal {
    case .interrupt: number = SIGINT
    case .terminate: number = SIGTERM
    case .hangup: number = SIGHUP
    }
    #if canImport(Glibc)
      Glibc.signal(number, SIG_DFL)
    #else
      Darwin.signal(number, SIG_DFL)
    #endif
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
