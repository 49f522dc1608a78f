import GIFRendering
import JourneyScreens
import TerminalKit

extension PlaybackRecording {
  /// The GIF: the session's own frames (those the cast and the SVG are made of) on the tape's clock, the
  /// trailing `Sleep` held, looping, in an appearance's colours; greys in the terminal appearance when
  /// `usesColor` is false (`NO_COLOR`).
  public static func gif(
    of player: TapePlayer, fonts: GIFFonts, usesColor: Bool = true, appearance: PictureAppearance = .terminal
  ) throws(GIFFontError) -> [UInt8] {
    let renderer = GIFRenderer(
      styling: .journey(appearance, usesColor: usesColor), fonts: fonts,
      language: player.settings.scenario.locale)
    return try renderer.animation(
      player.frames.map { GIFFrame(time: $0.time, buffer: $0.buffer) }, duration: player.clock)
  }

  /// One PNG of each distinct screen the tape showed, in order, at twice the GIF's size: `NN-SCREEN.png`
  /// (`01-springboard.png`, …) with its bytes; `stored` leaves the image data uncompressed.
  public static func pngs(
    of player: TapePlayer, fonts: GIFFonts, usesColor: Bool = true, appearance: PictureAppearance = .terminal,
    stored: Bool = false
  ) throws(GIFFontError) -> [(name: String, bytes: [UInt8])] {
    let renderer = PNGRenderer(
      styling: .journey(appearance, usesColor: usesColor), fonts: fonts,
      language: player.settings.scenario.locale, stored: stored)
    let screens = player.screens
    let pictures = try renderer.pictures(screens.map(\.buffer))
    let digits = max(2, String(screens.count).count)
    return zip(screens.indices, pictures).map { index, bytes in
      let number = String(index + 1)
      let padded = String(repeating: "0", count: digits - number.count) + number
      return ("\(padded)-\(screens[index].name).png", bytes)
    }
  }
}

extension PlaybackOutputs {
  /// The GIF and the PNGs, when asked for: each file's path and bytes.
  public func images(of player: TapePlayer, fonts: GIFFonts?, usesColor: Bool = true) throws(GIFFontError)
    -> [(path: String, bytes: [UInt8])]
  {
    guard let fonts else { return [] }
    var images: [(path: String, bytes: [UInt8])] = []
    if let gif {
      images.append(
        (
          gif,
          try PlaybackRecording.gif(of: player, fonts: fonts, usesColor: usesColor, appearance: appearance)
        ))
    }
    if let png {
      let pictures = try PlaybackRecording.pngs(
        of: player, fonts: fonts, usesColor: usesColor, appearance: appearance)
      images += pictures.map { ("\(png)/\($0.name)", $0.bytes) }
    }
    return images
  }
}
