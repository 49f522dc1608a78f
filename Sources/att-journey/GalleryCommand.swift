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
enum GalleryCommand {
  /// Plays the copy's demo tapes and writes the gallery; returns the exit status.
  static func run(_ options: LaunchOptions) -> Int32 {
    guard options.operands.count == 1, let folder = options.operands.first else {
      StandardError.report("'gallery' needs exactly one folder (see att-journey --help)")
      return ExitStatus.usage
    }
    let source: CopySource
    do {
      source = try CommandStart.copy(options)
    } catch {
      return error.status
    }
    do {
      try DemoGalleryFolder.check(folder, force: options.force)
    } catch {
      StandardError.write("\(error)\n")
      return ExitStatus.cannotWrite
    }
    let fonts: GIFFonts?
    do {
      fonts = try GIFOutput.fonts(options, needed: true)
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
      try DemoGalleryFolder.write(gallery, to: folder, force: options.force)
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
