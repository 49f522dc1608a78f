import Foundation
import JourneyRuntime

/// `att-journey play TAPE`: replays a tape headlessly into recordings.
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
      tape = try readTape(path)
    } catch {
      StandardError.write("\(error)\n")
      return ExitStatus.badInput
    }
    if let directory = options.allLocalesDirectory {
      return playAllLocales(tape, source: source, overrides: overrides, into: directory)
    }
    let outputs = PlayOutputs(
      cast: options.castFile, frames: options.framesFile, screenshots: options.screenshotsDirectory,
      printsStateJSON: options.printsStateJSON, log: options.logFile)
    return play(tape, source: source, overrides: overrides, outputs: outputs)
  }

  /// Where one playback's recordings go.
  struct PlayOutputs {
    var cast: String?
    var frames: String?
    var screenshots: String?
    var printsStateJSON = false
    var log: String?
  }

  private static func play(_ tape: Tape, source: CopySource, overrides: ScenarioOptions, outputs: PlayOutputs)
    -> Int32
  {
    var player: TapePlayer
    do {
      let observers: [any SessionObserver] = try outputs.log.map { [try EventLog(path: $0)] } ?? []
      player = try TapePlayer(
        tape: tape, journey: source.journey, catalog: source.catalog, overrides: overrides,
        observers: observers)
    } catch let error as OutputFileError {
      StandardError.write("\(error)\n")
      return ExitStatus.cannotWrite
    } catch {
      StandardError.write("\(error)\n")
      return ExitStatus.badInput
    }
    var status = ExitStatus.ok
    do {
      try player.play()
    } catch {
      StandardError.write("\(error)\n")
      status = ExitStatus.failed
    }
    do {
      if let cast = outputs.cast { try AtomicFile.write(PlaybackRecording.cast(of: player).text, to: cast) }
      if let frames = outputs.frames {
        try AtomicFile.write(PlaybackRecording.frames(of: player), to: frames)
      }
      try writeScreenshots(player, outputs: outputs)
    } catch {
      StandardError.write("\(error)\n")
      return ExitStatus.cannotWrite
    }
    if outputs.printsStateJSON {
      print(
        StateJSON.document(
          player.session.state, locale: player.session.view.locale, variant: player.session.view.variant),
        terminator: "")
    }
    return status
  }

  private static func playAllLocales(
    _ tape: Tape, source: CopySource, overrides: ScenarioOptions, into directory: String
  )
    -> Int32
  {
    do {
      try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    } catch {
      StandardError.report("\(directory): error: cannot create directory: \(error.localizedDescription)")
      return ExitStatus.cannotWrite
    }
    let name = (tape.path as NSString).lastPathComponent.replacingOccurrences(of: ".tape", with: "")
    var status = ExitStatus.ok
    for locale in source.catalog.locales {
      var localeOverrides = overrides
      localeOverrides.locale = locale
      let outputs = PlayOutputs(
        cast: "\(directory)/\(name).\(locale).cast", frames: "\(directory)/\(name).\(locale).txt")
      let result = play(tape, source: source, overrides: localeOverrides, outputs: outputs)
      status = max(status, result)
    }
    return status
  }

  private static func readTape(_ path: String) throws -> Tape {
    var status = stat()
    if stat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR {
      throw TapeError.unreadable(path: path, reason: String(cString: strerror(EISDIR)))
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      let descriptor = open(path, O_RDONLY | O_CLOEXEC)
      let reason = descriptor < 0 ? String(cString: strerror(errno)) : "read failed"
      if descriptor >= 0 { close(descriptor) }
      throw TapeError.unreadable(path: path, reason: reason)
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw TapeError.unreadable(path: path, reason: "not valid UTF-8")
    }
    return try TapeParser.parse(text, path: path)
  }

  /// Screenshots go to `--screenshots DIR`, else beside the frames or cast file; with none of those they are
  /// not written (and the person is told), so a playback never litters the current directory.
  private static func writeScreenshots(_ player: TapePlayer, outputs: PlayOutputs) throws {
    guard !player.screenshots.isEmpty else { return }
    let beside = (outputs.frames ?? outputs.cast).map { ($0 as NSString).deletingLastPathComponent }
    guard let directory = outputs.screenshots ?? beside.map({ $0.isEmpty ? "." : $0 }) else {
      StandardError.report(
        "\(player.screenshots.count) screenshot(s) not written: give --screenshots DIR, --frames or --cast")
      return
    }
    for shot in player.screenshots {
      try AtomicFile.write(shot.text, to: "\(directory)/\(shot.name).txt")
    }
  }
}
