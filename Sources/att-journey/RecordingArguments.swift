/// What `play` writes: recordings, screenshots and the final state.
struct RecordingArguments: ArgumentGroup {
  /// `--cast FILE`: the asciicast to write.
  var castFile: String?
  /// `--frames FILE`: the text frames to write.
  var framesFile: String?
  /// `--svg FILE`: the animated SVG to write.
  var svgFile: String?
  /// `--gif FILE`: the GIF to write.
  var gifFile: String?
  /// `--png DIR`: one PNG of each distinct screen.
  var pngDirectory: String?
  /// `--screenshots DIR`: where `Screenshot` lines write their frames.
  var screenshotsDirectory: String?
  /// `--state-json`: print the final state and events as JSON.
  var printsStateJSON = false
  /// `--all-locales DIR`: one cast and frames file per shipped locale.
  var allLocalesDirectory: String?

  /// Whether the command line asks for any recording, screenshot folder or printed state.
  var writesOutput: Bool {
    castFile != nil || framesFile != nil || svgFile != nil || gifFile != nil || pngDirectory != nil
      || screenshotsDirectory != nil
      || allLocalesDirectory != nil || printsStateJSON
  }

  static var options: [Option<Self>] {
    [
      .text(["--cast"], value: "FILE", help: "write an asciicast v2 recording", group: .play, \.castFile),
      .text(["--frames"], value: "FILE", help: "write every frame as plain text", group: .play, \.framesFile),
      .text(
        ["--svg"], value: "FILE", help: "write an animated SVG of the recording", group: .play, \.svgFile),
      .text(
        ["--gif"], value: "FILE", help: "write a GIF of the recording, drawn from its cells", group: .play,
        \.gifFile),
      .text(
        ["--png"], value: "DIR", help: "write NN-SCREEN.png, one 2× picture of each distinct screen shown",
        group: .play, \.pngDirectory),
      .text(
        ["--screenshots"], value: "DIR", help: "where Screenshot lines write NAME.txt", group: .play,
        \.screenshotsDirectory),
      .flag(
        ["--state-json"], help: "print the final state and every event as JSON", group: .play,
        \.printsStateJSON),
      .text(
        ["--all-locales"], value: "DIR",
        help: "one NAME.LOCALE.cast, .txt, .svg and .gif per shipped locale (and a LOCALE/ in --png DIR)",
        group: .play, \.allLocalesDirectory),
    ]
  }
}
