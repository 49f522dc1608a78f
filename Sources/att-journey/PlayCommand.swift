import Foundation
import GIFRendering
import JourneyRuntime

/// `att-journey play TAPE`: replays a tape headlessly into recordings.
///
/// Every recording is written only when the whole run succeeded, all together: a failed `Expect`, a line
/// that could not act or a file that cannot be written leaves every existing output as it was.
enum PlayCommand {
  /// Plays the tape (once, or once per shipped locale) and writes the outputs; returns the exit status.
  static func run(_ options: LaunchOptions) -> Int32 {
    guard options.operands.count == 1, let path = options.operands.first else {
      StandardError.report("'play' needs exactly one tape (see att-journey --help)")
      return ExitStatus.usage
    }
    let source: CopySource
    let overrides: ScenarioOptions
    let tape: Tape
    do {
      (source, overrides) = try CommandStart.scenario(options)
    } catch {
      return error.status
    }
    do {
      tape = try TapeFile.read(path)
    } catch {
      StandardError.write("\(error)\n")
      return ExitStatus.badInput
    }
    let runs = plannedRuns(options, tape: tape, locales: source.catalog.locales, overrides: overrides)
    let fonts: GIFFonts?
    do {
      fonts = try GIFOutput.fonts(options, needed: runs.contains { $0.outputs.gif != nil })
    } catch {
      return error.status
    }
    var files: [(path: String, contents: String)] = []
    var images: [(path: String, bytes: [UInt8])] = []
    var directories = options.allLocalesDirectory.map { [$0] } ?? []
    var stateJSON = ""
    for run in runs {
      let player: TapePlayer
      do {
        player = try play(tape, source: source, overrides: run.overrides, log: options.logFile)
      } catch {
        return error.status
      }
      let written = run.outputs.files(of: player)
      files += written.files
      do {
        images += try run.outputs.images(of: player, fonts: fonts, usesColor: GIFOutput.usesColor)
      } catch {
        return GIFOutput.report(error)
      }
      if let directory = written.directory { directories.append(directory) }
      if written.unplaced > 0 {
        StandardError.report(
          "\(written.unplaced) screenshot(s) not written: give --screenshots DIR, --frames, --cast or --svg")
      }
      if options.printsStateJSON {
        stateJSON += StateJSON.document(
          player.session.state, locale: player.session.view.locale, variant: player.session.view.variant)
      }
    }
    do {
      for directory in directories { try OutputFolder.create(directory) }
      try AtomicFile.write(bytes: files.map { ($0.path, Array($0.contents.utf8)) } + images)
    } catch {
      StandardError.write("\(error)\n")
      return ExitStatus.cannotWrite
    }
    print(stateJSON, terminator: "")
    return ExitStatus.ok
  }

  /// One run per shipped locale with `--all-locales` (into `DIR/NAME.LOCALE.cast`, `.txt`, `.svg` and `.gif`),
  /// else one.
  private static func plannedRuns(
    _ options: LaunchOptions, tape: Tape, locales: [String], overrides: ScenarioOptions
  ) -> [(overrides: ScenarioOptions, outputs: PlaybackOutputs)] {
    guard let directory = options.allLocalesDirectory else {
      let outputs = PlaybackOutputs(
        cast: options.castFile, frames: options.framesFile, svg: options.svgFile, gif: options.gifFile,
        screenshots: options.screenshotsDirectory)
      return [(overrides, outputs)]
    }
    let name = PlaybackRecording.defaultTitle(tape.path)
    return locales.map { locale in
      var localeOverrides = overrides
      localeOverrides.locale = locale
      let base = "\(directory)/\(name).\(locale)"
      let outputs = PlaybackOutputs(
        cast: "\(base).cast", frames: "\(base).txt", svg: "\(base).svg", gif: "\(base).gif",
        screenshots: options.screenshotsDirectory)
      return (localeOverrides, outputs)
    }
  }

  /// Plays the tape once; a failure is reported before it is thrown.
  private static func play(_ tape: Tape, source: CopySource, overrides: ScenarioOptions, log: String?)
    throws(CommandFailure) -> TapePlayer
  {
    var player: TapePlayer
    do {
      let observers: [any SessionObserver] = try log.map { [try EventLog(path: $0)] } ?? []
      player = try TapePlayer(
        tape: tape, journey: source.journey, catalog: source.catalog, overrides: overrides,
        observers: observers)
    } catch let error as OutputFileError {
      StandardError.write("\(error)\n")
      throw CommandFailure(status: ExitStatus.cannotWrite)
    } catch {
      StandardError.write("\(error)\n")
      throw CommandFailure(status: ExitStatus.badInput)
    }
    do {
      try player.play()
    } catch {
      StandardError.write("\(error)\n")
      throw CommandFailure(status: ExitStatus.failed)
    }
    return player
  }
}
