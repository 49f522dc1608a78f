import DemoGallery
import GIFRendering
import JourneyRuntime

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `att-journey gallery DIR`: every bundled demo tape in every locale with the phone presented alone, one
/// picture each (a GIF, or an animated SVG with `--svg`) with its cast and text frames, and an `index.html`
/// showing each demo in the chosen locale beside its captions and checks.
struct GalleryCommand: ParsableCommand {
  static let name = "gallery"
  static let synopsis = "gallery DIR [options]"
  static let summary = "every demo tape in every locale, the phone presented: GIFs, index.html"
  static var operands: WritableKeyPath<Self, [String]>? { \.folders }

  /// `--copy`.
  var copy = CopyArguments()
  /// `--font`.
  var font = FontArguments()
  /// `--force`.
  var overwrite = OverwriteArguments()
  /// `--present`: the gallery always presents the phone; taken so one command line suits walk, play and it.
  var present = PresentArguments()
  /// `--svg`: an animated SVG of each demo instead of a GIF.
  var drawsSVG = false
  /// The folders given (one is written).
  var folders: [String] = []

  static var options: [Option<Self>] {
    CopyArguments.options.lifted(\Self.copy) + FontArguments.options.lifted(\Self.font)
      + OverwriteArguments.options.lifted(\Self.overwrite) + PresentArguments.options.lifted(\Self.present)
      + [
        .flag(
          ["--svg"], help: "an animated SVG of each demo instead of a GIF (needs no fonts)", group: .gallery,
          \.drawsSVG)
      ]
  }

  /// Plays the copy's demo tapes and writes the gallery; returns the exit status.
  func run() -> Int32 {
    guard folders.count == 1, let folder = folders.first else {
      StandardError.report("'gallery' needs exactly one folder (see att-journey --help)")
      return ExitStatus.usage
    }
    let source: CopySource
    do {
      source = try CommandStart.copy(copy)
    } catch {
      return error.status
    }
    do {
      try DemoGalleryFolder.check(folder, force: overwrite.force)
    } catch {
      StandardError.write("\(error)\n")
      return ExitStatus.cannotWrite
    }
    let fonts: GIFFonts?
    do {
      fonts = try GIFOutput.fonts(font, needed: !drawsSVG)
    } catch {
      return error.status
    }
    let tapes = DemoGallery.demoTapes(copyDirectory: source.directory)
    guard !tapes.isEmpty else {
      StandardError.write("\(source.directory)/demos: error: no .tape files to play\n")
      return ExitStatus.badInput
    }
    let gallery: DemoGallery
    do {
      gallery = try DemoGallery.build(
        tapes: tapes, journey: source.journey, catalog: source.catalog, gif: fonts,
        usesColor: GIFOutput.usesColor, picture: drawsSVG ? .svg : .gif, appearance: font.appearance ?? .light
      )
    } catch {
      StandardError.write("\(error)\n")
      return ExitStatus.badInput
    }
    do {
      try DemoGalleryFolder.write(gallery, to: folder, force: overwrite.force)
    } catch {
      StandardError.write("\(error)\n")
      return ExitStatus.cannotWrite
    }
    for entry in gallery.entries {
      for warning in entry.captionWarnings { StandardError.write("\(warning)\n") }
      if let failure = entry.failure { StandardError.write("\(failure) (locale \(entry.locale))\n") }
    }
    let scenarios = Set(gallery.entries.map(\.scenario)).count
    StandardError.report(
      "gallery: \(scenarios) tapes × \(gallery.locales.count) locales in \(folder)/index.html"
        + (gallery.hasFailures ? "; some tapes stopped early" : ""))
    return gallery.hasFailures ? ExitStatus.failed : ExitStatus.ok
  }
}
