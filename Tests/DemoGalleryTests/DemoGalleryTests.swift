import Foundation
import JourneyTapes
import JourneyTestSupport
import StringTables
import Testing

@testable import DemoGallery
@testable import JourneyRuntime

/// `att-journey gallery`: every tape in every locale as cast, SVG and frames, an index by scenario × locale,
/// written all at once into a folder that is empty or a gallery already.
@Suite("Demo gallery")
struct DemoGalleryTests {
  /// A folder with the hostile tapes: one whose title and checks carry markup and controls, one that fails
  /// in Korean.
  static func tapes() throws -> (folder: URL, tapes: [String]) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "gallery-tapes-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return (folder, try HostileTapes.write(into: folder))
  }

  static func build() throws -> (gallery: DemoGallery, folder: URL) {
    let (folder, tapes) = try tapes()
    // SVG pictures need no fonts: the structure is the same as with GIFs.
    let gallery = try DemoGallery.build(
      tapes: tapes, journey: try BundledCopy.journey(), catalog: try BundledCopy.catalog(), picture: .svg)
    return (gallery, folder)
  }

  private static func index(_ gallery: DemoGallery) throws -> String {
    try #require(gallery.files.first { $0.name == "index.html" }?.contents)
  }

  @Test func everyTapeInEveryLocaleHasACastAnSVGAndFrames() throws {
    let (gallery, folder) = try Self.build()
    defer { try? FileManager.default.removeItem(at: folder) }
    let locales = try BundledCopy.catalog().locales
    let names = Set(gallery.files.map(\.name))
    for scenario in ["a-hostile", "b-korean-fails"] {
      for locale in locales {
        for kind in ["cast", "svg", "txt"] { #expect(names.contains("\(scenario).\(locale).\(kind)")) }
      }
    }
    #expect(names.contains("index.html") && names.contains(DemoGallery.marker))
    #expect(gallery.files.count == 2 * locales.count * 3 + 2)
    let html = try Self.index(gallery)
    for locale in locales { #expect(html.contains("src=\"./a-hostile.\(locale).svg\"")) }
    #expect(html.contains("<code>Expect screen onboarding-1</code>"))
  }

  @Test func aTapeThatStopsIsShownAsStoppedInItsLocale() throws {
    let (gallery, folder) = try Self.build()
    defer { try? FileManager.default.removeItem(at: folder) }
    let failed = gallery.entries.filter { $0.failure != nil }
    #expect(failed.map(\.baseName) == ["b-korean-fails.ko"])
    #expect(gallery.hasFailures)
    let html = try Self.index(gallery)
    #expect(html.contains("failed\" lang=\"ko\">"))
    #expect(!html.contains("failed\" lang=\"en\">"))
    #expect(html.contains("stopped: "))
  }

  @Test("a hostile title and Expect line are escaped text in the index, never markup or control")
  func hostileTapeTextIsInert() throws {
    let (gallery, folder) = try Self.build()
    defer { try? FileManager.default.removeItem(at: folder) }
    let html = try Self.index(gallery)
    #expect(html.contains("&lt;img src=x onerror=alert(1)&gt;&lt;script&gt;alert(2)&lt;/script&gt;"))
    #expect(!html.contains("<script") && !html.contains("<img src=x") && !html.contains("onerror=alert(1)>"))
    #expect(html.contains("␛[2J") && html.contains("⟨U+202E⟩"))
    #expect(
      !html.unicodeScalars.contains {
        ($0.value < 0x20 && $0 != "\n") || (0x202A...0x202E).contains($0.value)
      })
    for file in gallery.files where file.name.hasSuffix(".svg") {
      #expect(!file.contents.contains("<script") && !file.contents.contains("<img"))
    }
  }

  /// The gallery reads a tape's lines as the parser does: a U+2028 in a comment ends a line, so each check is
  /// listed by its own text, not the text of the line before it.
  @Test func aLineSeparatorInACommentKeepsTheChecksOnTheirOwnLines() throws {
    // Split on "\n" alone, the first check would be read from the line of `Press primary`.
    let text =
      "# first run\u{2028}Launch\nExpect screen onboarding-1\r\nPress primary\u{2029}"
      + "Expect screen onboarding-2\rExpect status notDetermined\n"
    let tape = try TapeParser.parse(text, path: "separators.tape")
    let playback = DemoGallery.play(
      tape, text: text, locale: "en", journey: try BundledCopy.journey(), catalog: try BundledCopy.catalog(),
      picture: .svg)
    #expect(playback.entry.failure == nil)
    #expect(
      playback.entry.expectations == [
        "Expect screen onboarding-1", "Expect screen onboarding-2", "Expect status notDetermined",
      ])
  }

  @Test func linksStayInsideTheGallery() {
    #expect(DemoGalleryHTML.link("javascript:alert(1).en.svg") == "./javascript%3Aalert%281%29.en.svg")
    #expect(DemoGalleryHTML.link("a\"b<c>.svg") == "./a%22b%3Cc%3E.svg")
  }

  @Test func aFolderWithOtherFilesIsRefusedUnlessForced() throws {
    let (gallery, folder) = try Self.build()
    defer { try? FileManager.default.removeItem(at: folder) }
    let target = folder.appendingPathComponent("out").path
    try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: true)
    try "mine\n".write(toFile: target + "/notes.txt", atomically: true, encoding: .utf8)
    #expect(throws: DemoGalleryFolderError.notAGallery(path: target)) {
      try DemoGalleryFolder.write(gallery, to: target, force: false)
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: target) == ["notes.txt"])
    try DemoGalleryFolder.write(gallery, to: target, force: true)
    #expect(FileManager.default.fileExists(atPath: target + "/index.html"))
    #expect(try String(contentsOfFile: target + "/notes.txt", encoding: .utf8) == "mine\n")
  }

  @Test("writing over a previous gallery replaces it and removes the files it no longer has")
  func aPreviousGalleryIsReplaced() throws {
    let (gallery, folder) = try Self.build()
    defer { try? FileManager.default.removeItem(at: folder) }
    let target = folder.appendingPathComponent("nested/out").path
    try DemoGalleryFolder.write(gallery, to: target, force: false)
    let smaller = try DemoGallery.build(
      tapes: [folder.appendingPathComponent("a-hostile.tape").path], journey: try BundledCopy.journey(),
      catalog: try BundledCopy.catalog())
    try DemoGalleryFolder.write(smaller, to: target, force: false)
    let left = try FileManager.default.contentsOfDirectory(atPath: target)
    #expect(!left.contains { $0.hasPrefix("b-korean-fails.") })
    // Exactly the new gallery's files: no staging folder or temporary file is left, whatever its name.
    #expect(Set(left) == Set(smaller.files.map(\.name)))
  }

  // Item 6 of the hostile-input suite: a gallery's marker names one file a line, control characters shown.
  @Test("the gallery removes only files of a gallery's shape, never another name its marker lists")
  func galleryRemovesOnlyItsOwnFiles() throws {
    let gallery = DemoGallery(entries: [], locales: ["en", "ko"], files: [])
    #expect(DemoGalleryFolder.isOwn("first-run.ko.cast", of: gallery))
    #expect(DemoGalleryFolder.isOwn("old-tape.en.svg", of: gallery))
    #expect(!DemoGalleryFolder.isOwn("notes.txt", of: gallery))
    #expect(!DemoGalleryFolder.isOwn("report.fr.txt", of: gallery))
    #expect(!DemoGalleryFolder.isOwn("a\nb.ko.txt", of: gallery))
    #expect(!DemoGalleryFolder.isOwn("../x.ko.txt", of: gallery))
    #expect(!DemoGalleryFolder.isOwn(".ko.txt", of: gallery))
  }
}

/// What the gallery shows: the phone presented alone, one locale at a time, captions and checks beside it.
@Suite("Demo gallery page")
struct DemoGalleryPageTests {
  @Test("every frame of every demo is the phone alone: no inspector, status line, hints or focus")
  func demosArePresented() throws {
    let (gallery, folder) = try DemoGalleryTests.build()
    defer { try? FileManager.default.removeItem(at: folder) }
    let frames = gallery.files.filter { $0.name.hasSuffix(".txt") }
    #expect(!frames.isEmpty)
    for file in frames {
      for mark in ["INSPECTOR", "FINDINGS", "? keys", "q quit", "❯", "▶"] {
        #expect(!file.contents.contains(mark), "\(file.name) shows \(mark)")
      }
    }
  }

  @Test("one radio per locale switches the pictures; the first is chosen; no script")
  func localeSwitch() throws {
    let (gallery, folder) = try DemoGalleryTests.build()
    defer { try? FileManager.default.removeItem(at: folder) }
    let html = try #require(gallery.files.first { $0.name == "index.html" }?.contents)
    let locales = try BundledCopy.catalog().locales
    #expect(html.components(separatedBy: "type=\"radio\" name=\"locale\"").count - 1 == locales.count)
    #expect(html.components(separatedBy: " checked>").count - 1 == 1)
    for (index, locale) in locales.enumerated() {
      #expect(html.contains("<label for=\"locale-\(index)\" lang=\"\(locale)\">\(locale)</label>"))
      #expect(html.contains("#locale-\(index):checked~main .in-\(index){display:flex}"))
    }
    #expect(!html.contains("<script"))
    #expect(html.contains("default-src 'none'"))
  }

  @Test("a demo's captions are listed in each locale, in the order the tape shows them")
  func captionsAreListed() throws {
    let tree = try BundledCopy.tree()
    defer { try? FileManager.default.removeItem(at: tree) }
    try "\"g.one\" = \"First <b>caption</b>\";\n\"g.two\" = \"Second\";\n".write(
      to: tree.appendingPathComponent("en.lproj/Demos.strings"), atomically: true, encoding: .utf8)
    try "\"g.one\" = \"첫 번째 설명\";\n".write(
      to: tree.appendingPathComponent("ko.lproj/Demos.strings"), atomically: true, encoding: .utf8)
    let tape = tree.appendingPathComponent("captioned.tape")
    try "Caption g.one\nLaunch\nCaption g.two\nPress primary\nCaption none\n".write(
      to: tape, atomically: true, encoding: .utf8)
    let catalog = try CopyCatalog.load(directory: tree.path)
    let gallery = try DemoGallery.build(
      tapes: [tape.path], journey: try BundledCopy.journey(), catalog: catalog, picture: .svg)
    let ko = try #require(gallery.entries.first { $0.locale == "ko" })
    #expect(ko.captions == ["첫 번째 설명", "Second"], "ko falls back to English where it has no caption")
    let en = try #require(gallery.entries.first { $0.locale == "en" })
    #expect(en.captions == ["First <b>caption</b>", "Second"])
    let html = try #require(gallery.files.first { $0.name == "index.html" }?.contents)
    #expect(html.contains("<li>First &lt;b&gt;caption&lt;/b&gt;</li>"))
    #expect(html.contains("<li>첫 번째 설명</li>"))
    let frames = try #require(gallery.files.first { $0.name == "captioned.ko.txt" }?.contents)
    #expect(frames.contains("첫 번째 설명"), "the caption is drawn under the phone")
  }
}
