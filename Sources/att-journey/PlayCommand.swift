import GIFRendering
import HostSystem
import JourneyRuntime
import JourneyTapes
import Recordings
import TerminalKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `att-journey play TAPE`: replays a tape headlessly into recordings.
///
/// Every recording is put in place only when the whole run succeeded, all together: a failed `Expect`, a
/// line that could not act or a file that cannot be written leaves every existing output as it was. The
/// cast and the frames text are written to their temporary files while the tape plays.
struct PlayCommand: ParsableCommand {
  static let name = "play"
  static let synopsis = "play TAPE [options]"
  static let summary = "replay a tape into recordings (no terminal needed)"
  static var operands: WritableKeyPath<Self, [String]>? { \.tapes }

  /// `--copy`.
  var copy = CopyArguments()
  /// `--text-size`.
  var display = DisplayArguments()
  /// What the phone and the journey start as.
  var scenario = ScenarioArguments()
  /// `--pseudo`, `--device`.
  var phone = PhoneArguments()
  /// `--beside`, `--log`.
  var session = SessionArguments()
  /// The recordings, screenshots and state to write.
  var recording = RecordingArguments()
  /// `--font`.
  var font = FontArguments()
  /// `--present`.
  var present = PresentArguments()
  /// The tapes given (one is played).
  var tapes: [String] = []

  static var options: [Option<Self>] {
    CopyArguments.options.lifted(\Self.copy) + DisplayArguments.options.lifted(\Self.display)
      + ScenarioArguments.options.lifted(\Self.scenario) + PhoneArguments.options.lifted(\Self.phone)
      + SessionArguments.options.lifted(\Self.session) + RecordingArguments.options.lifted(\Self.recording)
      + FontArguments.options.lifted(\Self.font) + PresentArguments.options.lifted(\Self.present)
  }

  /// Plays the tape (once, or once per shipped locale) and writes the outputs; returns the exit status.
  func run() -> Int32 {
    guard tapes.count == 1, let path = tapes.first else {
      StandardError.report("'play' needs exactly one tape (see att-journey --help)")
      return ExitStatus.usage
    }
    let source: CopySource
    var overrides: ScenarioOptions
    let tape: Tape
    do {
      (source, overrides) = try CommandStart.scenario(
        copy: copy, scenario: scenario, phone: phone, besideLocale: session.besideLocale,
        textSize: display.textSize)
    } catch {
      return error.status
    }
    if present.presents { overrides.presentation = .picture }
    do {
      tape = try TapeFile.read(path)
    } catch {
      StandardError.write("\(error)\n")
      return ExitStatus.badInput
    }
    let runs = Self.plannedRuns(
      recording, tape: tape, locales: source.catalog.locales, overrides: overrides,
      appearance: font.appearance ?? .terminal)
    if let same = Self.sameFile(recording) {
      StandardError.report("\(same.0) and \(same.1) name the same file; give each output a file of its own")
      return ExitStatus.usage
    }
    for run in runs {
      if let clash = Self.collision(run.outputs, tape: tape, stateJSON: recording.printsStateJSON) {
        StandardError.write(
          "\(clash.step.location): error: Screenshot would replace \(clash.path), an output named on the command line\n"
        )
        return ExitStatus.usage
      }
      if let (step, device) = Self.screenshotBesideDevice(run.outputs, tape: tape) {
        StandardError.write(
          "\(step.location): error: Screenshot would go beside \(device), which is not a regular file; give --screenshots DIR\n"
        )
        return ExitStatus.usage
      }
    }
    // FreeType and the fonts are looked for before anything is played: a missing one writes nothing.
    let fonts: GIFFonts?
    do {
      fonts = try GIFOutput.fonts(
        font, needed: runs.contains { $0.outputs.gif != nil || $0.outputs.png != nil })
    } catch {
      return error.status
    }
    // The casts and frames texts are streamed into their temporary files while the tapes play; the rest is
    // added once they have played, and all of it is put in place together, or none of it.
    let staged = StagedWrite()
    var committed = false
    var madeFolders: [String]
    do {
      madeFolders = try Self.allLocalesFolders(recording)
    } catch {
      StandardError.write("\(error)\n")
      return ExitStatus.cannotWrite
    }
    defer {
      if !committed {
        staged.discard()
        for folder in madeFolders { rmdir(folder) }
      }
    }
    var files: [StagedFile] = []
    var directories: [String] = []
    var stateJSON = ""
    // Said once every file is written: a note about a file that could not be written would be false.
    var notes: [String] = []
    for run in runs {
      let player: TapePlayer
      do {
        player = try Self.play(
          tape, source: source, overrides: run.overrides, log: session.logFile, outputs: run.outputs,
          sharedBy: runs.count, named: recording.allLocalesDirectory == nil, into: staged)
      } catch {
        return error.status
      }
      for fallback in player.captionFallbacks { StandardError.write("\(fallback)\n") }
      let written = run.outputs.files(of: player, streamed: true)
      // Only the paths typed on the command line may be devices; screenshots and --all-locales' files are
      // the tool's own.
      let named = recording.allLocalesDirectory == nil ? [run.outputs.svg, run.outputs.gif] : []
      files += written.files.map {
        StagedFile(path: $0.path, bytes: Array($0.contents.utf8), isNamedOutput: named.contains($0.path))
      }
      do {
        files += try run.outputs.images(of: player, fonts: fonts, usesColor: GIFOutput.usesColor).map {
          StagedFile(path: $0.path, bytes: $0.bytes, isNamedOutput: named.contains($0.path))
        }
      } catch {
        return GIFOutput.report(error)
      }
      if let directory = written.directory { directories.append(directory) }
      if let folder = run.outputs.png { directories.append(folder) }
      if written.unplaced > 0 {
        StandardError.report(
          "\(written.unplaced) screenshot(s) not written: give --screenshots DIR, --frames, --cast, --svg or --gif"
        )
      }
      if recording.screenshotsDirectory == nil, recording.allLocalesDirectory == nil,
        let folder = written.besideFolder
      {
        notes.append(
          "\(player.screenshots.count) screenshot(s) written to \(folder)/ beside the recording "
            + "(--screenshots DIR puts them elsewhere)")
      }
      if recording.printsStateJSON {
        stateJSON += StateJSON.document(of: player.session)
      }
    }
    do {
      // Made now and taken away again (deepest first) when the commit fails.
      for directory in directories { madeFolders = try OutputFolder.create(directory) + madeFolders }
      for file in files { try staged.add(file) }
      try staged.commit()
      committed = true
    } catch {
      StandardError.write("\(error)\n")
      return ExitStatus.cannotWrite
    }
    for note in notes { StandardError.report(note) }
    print(stateJSON, terminator: "")
    if !recording.writesOutput { StandardOutput.write(Self.passSummary(tape)) }
    return ExitStatus.ok
  }

  /// The one line a passing tape prints when nothing else is written: the tape and its checks.
  static func passSummary(_ tape: Tape) -> String {
    let checks = tape.steps.filter {
      if case .expect = $0.command { return true }
      return false
    }.count
    return "\(tape.path): passed (\(checks) check(s), \(tape.steps.count) step(s))"
  }

  /// The first `Screenshot` whose file is an output the command line named: `--cast`, `--frames`, `--svg`,
  /// `--gif`, or (with `--state-json`) the file standard output goes to.
  private static func collision(_ outputs: PlaybackOutputs, tape: Tape, stateJSON: Bool)
    -> (step: TapeStep, path: String)?
  {
    if let clash = outputs.collisions(of: tape).first { return clash }
    var output = stat()
    guard stateJSON, fstat(1, &output) == 0, (output.st_mode & S_IFMT) == S_IFREG else { return nil }
    let everyShot = PlaybackOutputs(screenshots: outputs.screenshots ?? outputs.screenshotFolder)
    for step in tape.steps {
      guard case .screenshot(let name) = step.command, let folder = everyShot.screenshots else { continue }
      let path = "\(folder)/\(name).txt"
      var shot = stat()
      if stat(path, &shot) == 0, shot.st_dev == output.st_dev, shot.st_ino == output.st_ino {
        return (step, path)
      }
    }
    return nil
  }

  /// Two of `--cast`, `--frames`, `--svg` and `--gif` that are one file, however each is spelt (a device
  /// such as `/dev/null` may take several).
  private static func sameFile(_ recording: RecordingArguments) -> (String, String)? {
    let named: [(String, String?)] = [
      ("--cast", recording.castFile), ("--frames", recording.framesFile), ("--svg", recording.svgFile),
      ("--gif", recording.gifFile),
    ]
    var seen: [String: String] = [:]
    for case (let option, let path?) in named where FileStatus.kind(of: path) != .other {
      let identity = OutputPath.identity(path)
      if let earlier = seen[identity] { return (earlier, option) }
      seen[identity] = option
    }
    return nil
  }

  /// The first `Screenshot` that would go, with no `--screenshots` folder, beside a recording that is a
  /// device or a FIFO (`--cast /dev/stdout`): no file of the tool's goes into such a folder.
  private static func screenshotBesideDevice(_ outputs: PlaybackOutputs, tape: Tape)
    -> (step: TapeStep, device: String)?
  {
    guard outputs.screenshots == nil,
      let first = outputs.frames ?? outputs.cast ?? outputs.svg ?? outputs.gif,
      FileStatus.kind(of: first) == .other
    else { return nil }
    let step = tape.steps.first {
      if case .screenshot = $0.command { return true }
      return false
    }
    return step.map { ($0, first) }
  }

  /// One run per shipped locale with `--all-locales` (into `DIR/NAME.LOCALE.cast`, `.txt`, `.svg` and `.gif`,
  /// and `PNG/LOCALE/` for `--png PNG`), else one.
  private static func plannedRuns(
    _ options: RecordingArguments, tape: Tape, locales: [String], overrides: ScenarioOptions,
    appearance: PictureAppearance
  ) -> [(overrides: ScenarioOptions, outputs: PlaybackOutputs)] {
    guard let directory = options.allLocalesDirectory else {
      let outputs = PlaybackOutputs(
        cast: options.castFile, frames: options.framesFile, svg: options.svgFile, gif: options.gifFile,
        png: options.pngDirectory, screenshots: options.screenshotsDirectory, appearance: appearance)
      return [(overrides, outputs)]
    }
    let name = PlaybackRecording.defaultTitle(tape.path)
    return locales.map { locale in
      var localeOverrides = overrides
      localeOverrides.locale = locale
      let base = "\(directory)/\(name).\(locale)"
      let outputs = PlaybackOutputs(
        cast: "\(base).cast", frames: "\(base).txt", svg: "\(base).svg", gif: "\(base).gif",
        png: options.pngDirectory.map { "\($0)/\(locale)" }, screenshots: options.screenshotsDirectory,
        appearance: appearance)
      return (localeOverrides, outputs)
    }
  }

  /// Creates `--all-locales`' folder before the casts are streamed into it; returns the folders made now,
  /// deepest first, so a run that writes nothing can take them away again.
  private static func allLocalesFolders(_ recording: RecordingArguments) throws(OutputFileError) -> [String] {
    guard let folder = recording.allLocalesDirectory else { return [] }
    return try OutputFolder.create(folder)
  }

  /// Plays the tape once, its cast and frames text streamed into `staged` (every frame is kept only for
  /// an SVG or a GIF); a failure is reported before it is thrown.
  private static func play(
    _ tape: Tape, source: CopySource, overrides: ScenarioOptions, log: String?, outputs: PlaybackOutputs,
    sharedBy: Int, named: Bool, into staged: StagedWrite
  ) throws(CommandFailure) -> TapePlayer {
    var player: TapePlayer
    do {
      let observers: [any SessionObserver] = try log.map { [try EventLog(path: $0)] } ?? []
      player = try TapePlayer(
        tape: tape, journey: source.journey, catalog: source.catalog, overrides: overrides,
        observers: observers, keepingFrames: outputs.keepsEveryFrame, sharingKeptFramesBy: sharedBy)
      try outputs.stream(player, into: staged, named: named)
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
