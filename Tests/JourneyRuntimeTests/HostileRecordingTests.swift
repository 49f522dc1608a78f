import Foundation
import JourneyScreens
import StringTables
import Testing

@testable import JourneyRuntime

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The hostile-copy suite for the recordings people paste: the animated SVG and the gallery carry markup,
/// control and bidi characters in copy as inert, visible text.
@Suite("Hostile copy in SVG and the gallery")
struct HostileRecordingTests {
  static let markup = "<img src=x onerror=alert(1)><script>alert(2)</script>"

  /// The bundled copy with the primer's title set to markup, then an escape sequence and a bidi override.
  static func tree() throws -> URL {
    let tree = try HostileCopyTests.tree()
    let value = markup + " \u{1B}[2J \u{202E}txet"
    try ReviewFixtures.append(
      "\"primer.title\" = \"\(HostileCopyTests.escape(value))\";\n", to: "en.lproj/Primer.strings", in: tree)
    let tape =
      "Set Title \"\(markup.replacingOccurrences(of: "\"", with: "\\\""))\"\nLaunch\nKey Enter 3\nExpect screen primer\n"
    try tape.write(to: tree.appendingPathComponent("demos/primer.tape"), atomically: true, encoding: .utf8)
    return tree
  }

  @Test func theSVGCarriesMarkupAndControlsAsText() throws {
    let tree = try Self.tree()
    defer { try? FileManager.default.removeItem(at: tree) }
    let catalog = try CopyCatalog.load(directory: tree.path)
    let journey = try JourneyFile.load(path: tree.path + "/journey.json")
    var player = try TapePlayer(
      tape: try TapeFile.read(tree.path + "/demos/primer.tape"), journey: journey, catalog: catalog)
    try player.play()
    let svg = PlaybackRecording.svg(of: player)
    #expect(XMLParser(data: Data(svg.utf8)).parse(), "the SVG is well-formed XML")
    #expect(!svg.contains("<script") && !svg.contains("<img") && !svg.contains("onerror=alert(1)>"))
    #expect(
      svg.contains("<title>&lt;img src=x onerror=alert(1)&gt;&lt;script&gt;alert(2)&lt;/script&gt;</title>"))
    #expect(svg.contains(">&lt;img</text>"), "the copy's markup is drawn as text")
    #expect(svg.contains("onerror=alert(1)&gt;"))
    #expect(
      svg.contains(">␛</text>") && svg.contains("⟨U+202E⟩"), "the escape and the override show as symbols")
    #expect(!svg.unicodeScalars.contains(where: HostileCopyTests.isDangerous))
  }

  @Test func theGalleryCarriesEveryHostileValueInert() throws {
    let tree = try Self.tree()
    defer { try? FileManager.default.removeItem(at: tree) }
    let catalog = try CopyCatalog.load(directory: tree.path)
    let journey = try JourneyFile.load(path: tree.path + "/journey.json")
    let gallery = try DemoGallery.build(
      tapes: DemoGallery.demoTapes(copyDirectory: tree.path), journey: journey, catalog: catalog)
    #expect(!gallery.hasFailures, "\(gallery.entries.compactMap(\.failure))")
    for file in gallery.files {
      // Casts are JSON (the title a JSON string, controls escaped); frames are plain text.
      if file.name.hasSuffix(".svg") || file.name.hasSuffix(".html") {
        #expect(!file.contents.contains("<script") && !file.contents.contains("<img src=x"), "\(file.name)")
      }
      if file.name.hasSuffix(".svg") {
        #expect(XMLParser(data: Data(file.contents.utf8)).parse(), "\(file.name)")
      }
      if !file.name.hasSuffix(".cast") {
        let raw = file.contents.unicodeScalars.contains(where: HostileCopyTests.isDangerous)
        #expect(!raw, "\(file.name) carries a raw control, bidi or zero-width character")
      }
    }
    let index = try #require(gallery.files.first { $0.name == "index.html" }?.contents)
    #expect(
      index.contains("<h2>&lt;img src=x onerror=alert(1)&gt;&lt;script&gt;alert(2)&lt;/script&gt;</h2>"))
  }
}
