import DemoGallery
import GIFRendering
import JourneyRuntime

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `att-journey gallery DIR`: every bundled demo tape in every locale, as casts, animated SVGs, GIFs and
/// text frames, with an `index.html` showing them by scenario × locale.
struct GalleryCommand: ParsableCommand {
  static let name = "gallery"
  static let synopsis = "gallery DIR [options]"
  static let summary = "every demo tape in every locale: casts, SVGs, index.html"
  static var operands: WritableKeyPath<Self, [String]>? { \.folders }

  /// `--copy`.
  var copy = CopyArguments()
  /// `--font`.
  var font = FontArguments()
  /// `--force`.
  var overwrite = OverwriteArguments()
  /// The folders given (one is written).
  var folders: [String] = []

  static var options: [Option<Self>] {
    CopyArguments.options.lifted(\Self.copy) + FontArguments.options.lifted(\Self.font)
      + OverwriteArguments.options.lifted(\Self.overwrite)
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
      fonts = try GIFOutput.fonts(font, needed: true)
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
        usesColor: GIFOutput.usesColor)
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
      if let failure = entry.failure { StandardError.write("\(failure) (locale \(entry.locale))\n") }
    }
    let scenarios = Set(gallery.entries.map(\.scenario)).count
    StandardError.report(
      "gallery: \(scenarios) tapes × \(gallery.locales.count) locales in \(folder)/index.html"
        + (gallery.hasFailures ? "; some tapes stopped early" : ""))
    return gallery.hasFailures ? ExitStatus.failed : ExitStatus.ok
  }
}
