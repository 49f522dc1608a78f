import JourneyScreens

/// `att-journey [options]`: walks the journey interactively (curses on a terminal, text frames otherwise).
struct WalkCommand: ParsableCommand {
  static let name = "walk"
  static let synopsis = "[options]"
  static let summary = "walk the journey interactively"

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
  /// `--present`.
  var present = PresentArguments()
  /// `--record-tape FILE`: where pressed keys are written as a tape.
  var recordedTapeFile: String?
  /// `--exit-after-first-frame`: draw one frame and exit (for the benchmark's start-up figure).
  var exitsAfterFirstFrame = false

  static var options: [Option<Self>] {
    CopyArguments.options.lifted(\Self.copy) + DisplayArguments.options.lifted(\Self.display)
      + ScenarioArguments.options.lifted(\Self.scenario) + PhoneArguments.options.lifted(\Self.phone)
      + SessionArguments.options.lifted(\Self.session) + PresentArguments.options.lifted(\Self.present) + [
        .text(
          ["--record-tape"], value: "FILE", help: "write the walk as a tape that play replays", group: .walk,
          \.recordedTapeFile),
        .flag(
          ["--exit-after-first-frame"], help: "draw the first frame and exit (Scripts/bench)", group: .walk,
          \.exitsAfterFirstFrame),
      ]
  }

  func run() -> Int32 { Launch.walk(self) }
}
