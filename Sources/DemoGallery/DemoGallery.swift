import ConsentEngine
import GIFRendering
import HostSystem
import JourneyRuntime
import JourneyScreens
import JourneyTapes
import StringTables
import TerminalKit
import TextSafety

/// Every bundled demo tape played in every locale with the phone presented alone: one picture each (a GIF,
/// or an animated SVG), its cast and text frames, and an `index.html` showing each demo in the chosen
/// locale beside its captions and `Expect` lines.
public struct DemoGallery: Sendable {
  /// The name of the file that marks a folder as a gallery and lists the files it wrote, each with its
  /// size and SHA-256 (`DemoGalleryMarker`).
  public static let marker = ".att-journey-gallery"

  /// The entries, scenario by scenario, each in the catalog's locale order.
  public let entries: [DemoGalleryEntry]
  /// The locales, in the catalog's order.
  public let locales: [String]
  /// Every text file of the gallery, by its name inside the gallery folder, with its contents.
  public let files: [(name: String, contents: String)]
  /// The GIFs, by name, with their bytes (none when the gallery was built without fonts).
  public var images: [(name: String, bytes: [UInt8])] = []

  /// The tapes of a copy folder's `demos/`, sorted by name.
  public static func demoTapes(copyDirectory: String) -> [String] {
    DemoCaptionLint.tapes(copyDirectory: copyDirectory)
  }

  /// Plays every tape in every locale (on all cores) with the phone presented and lays out the files: the
  /// GIF of each (when `gif` gives the fonts), or its animated SVG when `picture` is `.svg`; an unreadable
  /// tape stops it. The pictures are in `appearance`'s colours: iOS's light appearance unless told.
  public static func build(
    tapes: [String], journey: JourneyFile, catalog: CopyCatalog, gif: GIFFonts? = nil, usesColor: Bool = true,
    picture: DemoGalleryPicture = .gif, appearance: PictureAppearance = .light
  ) throws(TapeError) -> DemoGallery {
    var parsed: [(tape: Tape, text: String)] = []
    for path in tapes {
      let text = try TapeFile.text(path, within: folder(of: path))
      let tape = try TapeParser.parse(text, path: path)
      _ = try PlaybackSettings(tape, catalog: catalog)
      parsed.append((tape, text))
    }
    let locales = catalog.locales
    let jobs = parsed.flatMap { item in locales.map { (item, $0) } }
    let results = DemoGalleryResults(count: jobs.count)
    ParallelWork.forEach(iterations: jobs.count) { index in
      let ((tape, text), locale) = jobs[index]
      var result = play(
        tape, text: text, locale: locale, journey: journey, catalog: catalog, picture: picture,
        appearance: appearance)
      if picture == .gif, let gif, let player = result.player,
        let bytes = try? PlaybackRecording.gif(
          of: player, fonts: gif, usesColor: usesColor, appearance: appearance)
      {
        result.entry.hasPicture = true
        result.images = [(result.entry.pictureName, bytes)]
      }
      result.player = nil
      results.store(result, at: index)
    }
    var entries: [DemoGalleryEntry] = []
    var files: [(name: String, contents: String)] = []
    var images: [(name: String, bytes: [UInt8])] = []
    for result in results.all {
      entries.append(result.entry)
      files += result.files
      images += result.images
    }
    let html = DemoGalleryHTML.page(entries: entries, locales: locales)
    files.append(("index.html", html))
    // Each file's size and hash beside its name: a later gallery removes only files still as written.
    let written = files.map { ($0.name, Array($0.contents.utf8)) } + images.map { ($0.name, $0.bytes) }
    files.append((marker, DemoGalleryMarker.text(written)))
    var gallery = DemoGallery(entries: entries, locales: locales, files: files)
    gallery.images = images
    return gallery
  }

  /// The folder a tape was found in (its links are followed only inside it).
  private static func folder(of path: String) -> String {
    path.lastIndex(of: "/").map { String(path[..<$0]) } ?? "."
  }

  /// True when some tape stopped early in some locale.
  public var hasFailures: Bool { entries.contains { $0.failure != nil } }

  static func play(
    _ tape: Tape, text: String, locale: String, journey: JourneyFile, catalog: CopyCatalog,
    picture: DemoGalleryPicture, appearance: PictureAppearance = .light
  )
    -> DemoGalleryPlayback
  {
    let scenario = PlaybackRecording.defaultTitle(tape.path)
    var overrides = ScenarioOptions()
    overrides.locale = locale
    // What people take away from a gallery is the phone: presented alone, no focus drawn.
    overrides.presentation = .picture
    // The parser's own lines, so a step's line number finds its text whatever breaks the tape uses.
    let lines = TapeParser.lines(of: text)
    let expectations = tape.steps.compactMap { step -> String? in
      guard case .expect = step.command, step.location.line <= lines.count else { return nil }
      return lines[step.location.line - 1].trimmingBlanks()
    }
    var entry = DemoGalleryEntry(
      scenario: scenario, locale: locale, title: scenario, expectations: expectations, failure: nil)
    entry.picture = picture
    entry.captions = captions(of: tape, locale: locale, catalog: catalog)
    var player: TapePlayer
    do {
      // The locales share the cap on kept frames, as with play --all-locales: a tape costs the same work
      // however many locales the copy has.
      player = try TapePlayer(
        tape: tape, journey: journey, catalog: catalog, overrides: overrides,
        sharingKeptFramesBy: catalog.locales.count)
    } catch {
      entry.failure = error.description
      return DemoGalleryPlayback(entry: entry, files: [])
    }
    entry.title = player.settings.title ?? scenario
    do {
      try player.play()
    } catch {
      entry.failure = error.description
    }
    entry.captionWarnings = player.captionFallbacks.map(\.description)
    let outputs = PlaybackOutputs(
      cast: entry.baseName + ".cast", frames: entry.baseName + ".txt",
      svg: picture == .svg ? entry.pictureName : nil, appearance: appearance)
    if picture == .svg { entry.hasPicture = true }
    // Screenshots are left out: their names are the tape's own, the same in every locale.
    let files = outputs.files(of: player).files.filter { $0.path.hasPrefix(entry.baseName + ".") }
    return DemoGalleryPlayback(entry: entry, files: files.map { ($0.path, $0.contents) }, player: player)
  }
}

extension DemoGallery {
  /// The captions a tape shows, in a locale, in the order its `Caption` lines first show them.
  static func captions(of tape: Tape, locale: String, catalog: CopyCatalog) -> [String] {
    let copy = CatalogCopy(catalog: catalog, locale: locale, variant: nil, pseudo: nil)
    var keys: [String] = []
    for step in tape.steps {
      if case .caption(.some(let key)) = step.command, !keys.contains(key) { keys.append(key) }
    }
    return keys.map { copy.text(CopyKey(CaptionStrip.table, $0), arguments: []).text }
  }
}

/// One tape played in one locale for the gallery: its entry, its text files, its GIF.
struct DemoGalleryPlayback {
  var entry: DemoGalleryEntry
  var files: [(name: String, contents: String)]
  var images: [(name: String, bytes: [UInt8])] = []
  /// The played tape, kept only until its GIF is drawn.
  var player: TapePlayer?
}

/// Results of the parallel playbacks, each stored in its own slot.
private final class DemoGalleryResults: @unchecked Sendable {
  private var slots: [DemoGalleryPlayback?]
  private let lock = Lock()

  init(count: Int) { slots = Array(repeating: nil, count: count) }

  func store(_ result: DemoGalleryPlayback, at index: Int) {
    lock.withLock { slots[index] = result }
  }

  var all: [DemoGalleryPlayback] {
    lock.withLock { slots.compactMap { $0 } }
  }
}
