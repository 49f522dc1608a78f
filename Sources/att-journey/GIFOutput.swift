import GIFRendering
import HostSystem

/// What `play --gif`, `play --all-locales` and `gallery` need to draw GIFs: FreeType and the fonts, found
/// before anything is played, and the colours (`NO_COLOR` gives greys).
enum GIFOutput {
  /// The fonts, when a GIF is to be drawn; a missing FreeType or font, or an unreadable `--font`, is
  /// reported and fails the command.
  static func fonts(_ font: FontArguments, needed: Bool) throws(CommandFailure) -> GIFFonts? {
    guard needed else { return nil }
    do {
      return try FontLookup.fonts(override: font.fontFile)
    } catch {
      throw CommandFailure(status: report(error))
    }
  }

  /// False when `NO_COLOR` is set and not empty.
  static var usesColor: Bool { (Host.environment("NO_COLOR") ?? "").isEmpty }

  /// Prints the error; returns its exit status: 69 for a missing FreeType or font, 65 for an unreadable
  /// `--font`.
  static func report(_ error: GIFFontError) -> Int32 {
    StandardError.write("\(error)\n")
    switch error {
    case .missing, .missingLibrary: return ExitStatus.unavailable
    case .unreadable: return ExitStatus.badInput
    }
  }
}
