import JourneyScreens
import TerminalKit

/// Turns a played tape into its recordings: an asciicast and a frames text file.
public enum PlaybackRecording {
  /// The asciicast: the first frame in full, then each frame as the diff from the one before, with markers,
  /// on the tape's clock to its end (a trailing `Sleep` holds the last frame).
  ///
  /// The cursor is hidden from the first event and shown again, on a row of its own below the frames, by
  /// the last, so it never wanders over the phone and a shell prompt after the cast lands below it.
  public static func cast(of player: TapePlayer, theme: Theme = .journey(usesColor: true)) -> Asciicast {
    let size = player.settings.size
    var cast = Asciicast(
      width: size.width, height: size.height + 1,
      title: player.settings.title ?? defaultTitle(player.tape.path))
    let renderer = ANSIRenderer(theme: theme)
    var markers = player.markers[...]
    var previous: Buffer?
    for frame in player.frames {
      while let marker = markers.first, marker.time <= frame.time {
        cast.marker(marker.label, atMicroseconds: marker.time)
        markers.removeFirst()
      }
      let bytes =
        previous.map { renderer.diff(from: $0, to: frame.buffer) } ?? hideCursor
        + renderer.frame(frame.buffer)
      cast.output(bytes, atMicroseconds: frame.time)
      previous = frame.buffer
    }
    for marker in markers { cast.marker(marker.label, atMicroseconds: marker.time) }
    cast.output("\u{1B}[\(size.height + 1);1H" + showCursor, atMicroseconds: player.clock)
    return cast
  }

  /// The animated SVG: every frame on the tape's clock, to its end, then again from the start.
  public static func svg(of player: TapePlayer) -> String {
    svgRenderer.animation(
      player.frames.map { SVGRenderer.Frame(time: $0.time, buffer: $0.buffer) }, duration: player.clock,
      title: player.settings.title ?? defaultTitle(player.tape.path))
  }

  /// The SVG writer in the journey's colours.
  public static let svgRenderer = SVGRenderer(theme: .journey(usesColor: true))

  /// DECTCEM off: the cursor is hidden.
  public static let hideCursor = "\u{1B}[?25l"
  /// DECTCEM on: the cursor is shown.
  public static let showCursor = "\u{1B}[?25h"

  /// Every frame as plain text, each under a rule line naming its number, time and tape line.
  public static func frames(of player: TapePlayer) -> String {
    player.frames.enumerated().map { index, frame in
      section(
        "── frame \(index + 1) · \(JSONText.seconds(microseconds: frame.time)) s · \(frame.label) ",
        frame.buffer)
    }.joined()
  }

  /// One frame as text under a rule line that starts with `heading` and runs the frame's width.
  public static func section(_ heading: String, _ buffer: Buffer) -> String {
    let width = max(buffer.width, DisplayWidth.of(heading) + 2)
    return heading + String(repeating: "─", count: max(2, width - DisplayWidth.of(heading))) + "\n"
      + TextRenderer.lines(buffer).joined(separator: "\n") + "\n"
  }

  /// A tape's file name without `.tape`: the title of a recording whose tape sets none.
  public static func defaultTitle(_ path: String) -> String {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    return name.hasSuffix(".tape") ? String(name.dropLast(5)) : name
  }
}
