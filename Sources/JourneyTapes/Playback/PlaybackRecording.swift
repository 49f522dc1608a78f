import JourneyScreens
import Recordings
import TerminalKit

/// Turns a played tape into its recordings: an asciicast and a frames text file.
public enum PlaybackRecording {
  /// The asciicast: the first frame in full, then each frame as the diff from the one before, with markers,
  /// on the tape's clock to its end (a trailing `Sleep` holds the last frame).
  ///
  /// The cursor is hidden from the first event and shown again, on a row of its own below the frames, by
  /// the last, so it never wanders over the phone and a shell prompt after the cast lands below it.
  public static func cast(of player: TapePlayer, theme: Theme = .journey(usesColor: true)) -> Asciicast {
    let memory = TextCollector()
    let stream = castStream(of: player, to: memory, theme: theme)
    var markers = player.markers[...]
    for frame in player.frames {
      while let marker = markers.first, marker.time <= frame.time {
        stream.marker(marker.label, atMicroseconds: marker.time)
        markers.removeFirst()
      }
      stream.frame(frame)
    }
    for marker in markers { stream.marker(marker.label, atMicroseconds: marker.time) }
    stream.finish(atMicroseconds: player.clock)
    let writer = stream.writer
    return Asciicast(width: writer.width, height: writer.height, title: writer.title, text: memory.text)
  }

  /// The asciicast of a tape about to play, written to `destination` while it plays: the same bytes as
  /// `cast(of:)` gives once it has played.
  public static func castStream(
    of player: TapePlayer, to destination: any TextOutput, theme: Theme = .journey(usesColor: true)
  ) -> CastStream {
    let size = player.settings.size
    let writer = AsciicastWriter(
      width: size.width, height: size.height + 1,
      title: player.settings.title ?? defaultTitle(player.tape.path), to: destination)
    return CastStream(writer, rows: size.height, theme: theme)
  }

  /// The animated SVG: every frame on the tape's clock, to its end, then again from the start.
  public static func svg(of player: TapePlayer, appearance: PictureAppearance = .terminal) -> String {
    let renderer = appearance == .terminal ? svgRenderer : SVGRenderer(styling: .journey(appearance))
    return renderer.animation(
      player.frames.map { SVGRenderer.Frame(time: $0.time, buffer: $0.buffer) }, duration: player.clock,
      title: player.settings.title ?? defaultTitle(player.tape.path))
  }

  /// The SVG writer in the journey's colours.
  public static let svgRenderer = SVGRenderer(theme: .journey(usesColor: true))

  /// Every frame as plain text, each under a rule line naming its number, time and tape line.
  public static func frames(of player: TapePlayer) -> String {
    let text = TextCollector()
    let stream = FramesTextStream(to: text)
    for frame in player.frames { stream.frame(frame) }
    return text.text
  }

  /// A tape's file name without `.tape`: the title of a recording whose tape sets none.
  public static func defaultTitle(_ path: String) -> String {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    return name.hasSuffix(".tape") ? String(name.dropLast(5)) : name
  }
}
