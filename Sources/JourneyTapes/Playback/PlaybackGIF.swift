import GIFRendering
import JourneyScreens
import TerminalKit

extension PlaybackRecording {
  /// The GIF: the session's own frames (those the cast and the SVG are made of) on the tape's clock, the
  /// trailing `Sleep` held, looping; greys when `usesColor` is false (`NO_COLOR`).
  public static func gif(of player: TapePlayer, fonts: GIFFonts, usesColor: Bool = true) throws(GIFFontError)
    -> [UInt8]
  {
    let renderer = GIFRenderer(
      theme: .journey(usesColor: usesColor), fonts: fonts, language: player.settings.scenario.locale)
    return try renderer.animation(
      player.frames.map { GIFFrame(time: $0.time, buffer: $0.buffer) }, duration: player.clock)
  }
}

extension PlaybackOutputs {
  /// The GIF file, when one is asked for: its path and bytes.
  public func images(of player: TapePlayer, fonts: GIFFonts?, usesColor: Bool = true) throws(GIFFontError)
    -> [(path: String, bytes: [UInt8])]
  {
    guard let gif, let fonts else { return [] }
    return [(gif, try PlaybackRecording.gif(of: player, fonts: fonts, usesColor: usesColor))]
  }
}
