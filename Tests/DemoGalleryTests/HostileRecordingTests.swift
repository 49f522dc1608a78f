import ConsentEngine
import DemoGallery
import Foundation
import JourneyScreens
import JourneyTestSupport
import StringTables
import TerminalKit
import Testing

@testable import JourneyRuntime
@testable import JourneyTapes

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
    let tree = try HostileCopy.tree()
    let value = markup + " \u{1B}[2J \u{202E}txet"
    try BundledCopy.append(
      "\"primer.title\" = \"\(HostileCopy.escape(value))\";\n", to: "en.lproj/Primer.strings", in: tree)
    let tape =
      "Set Title \"\(markup.replacingOccurrences(of: "\"", with: "\\\""))\"\nLaunch\nKey Enter 3\nExpect screen primer\n"
    // The hostile tape and one bundled tape: every gallery file then carries the hostile copy.
    let demos = tree.appendingPathComponent("demos")
    for name in try FileManager.default.contentsOfDirectory(atPath: demos.path)
    where name != "first-run-allow.tape" {
      try FileManager.default.removeItem(at: demos.appendingPathComponent(name))
    }
    try tape.write(to: demos.appendingPathComponent("primer.tape"), atomically: true, encoding: .utf8)
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
    #expect(!svg.unicodeScalars.contains(where: HostileCopy.isDangerous))
  }

  @Test func theGalleryCarriesEveryHostileValueInert() throws {
    let tree = try Self.tree()
    defer { try? FileManager.default.removeItem(at: tree) }
    let catalog = try CopyCatalog.load(directory: tree.path)
    let journey = try JourneyFile.load(path: tree.path + "/journey.json")
    let gallery = try DemoGallery.build(
      tapes: DemoGallery.demoTapes(copyDirectory: tree.path), journey: journey, catalog: catalog,
      picture: .svg)
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
        let raw = file.contents.unicodeScalars.contains(where: HostileCopy.isDangerous)
        #expect(!raw, "\(file.name) carries a raw control, bidi or zero-width character")
      }
    }
    let index = try #require(gallery.files.first { $0.name == "index.html" }?.contents)
    #expect(
      index.contains("<h2>&lt;img src=x onerror=alert(1)&gt;&lt;script&gt;alert(2)&lt;/script&gt;</h2>"))
  }

  /// One SVG with a frame per hostile value, each shown as the primer's title.
  static func everyValueSVG() -> String {
    var state = ConsentState(definition: JourneyDefinition(), device: DeviceSettings())
    state.screen = .primer
    let values = HostileCopy.hostile.map(\.value) + [markup]
    let frames = values.enumerated().map { index, value in
      let words = DictionaryCopy([CopyKey("Primer", "primer.title"): value])
      let frame = JourneyRenderer.render(
        state, context: ScreenContext(copy: words), chrome: Chrome(showsInspector: false),
        size: Size(width: 60, height: 34))
      return SVGRenderer.Frame(time: index * 1_000_000, buffer: frame.buffer)
    }
    return PlaybackRecording.svgRenderer.animation(frames, duration: values.count * 1_000_000, title: markup)
  }

  @Test("every hostile value: the SVG parses as XML and carries it as visible text")
  func everyHostileValueInTheSVG() throws {
    let svg = Self.everyValueSVG()
    #expect(XMLParser(data: Data(svg.utf8)).parse())
    #expect(!svg.unicodeScalars.contains(where: HostileCopy.isDangerous))
    #expect(!svg.contains("<script") && !svg.contains("<img"))
    for symbol in ["␛", "␇", "⟨U+0085⟩", "⟨U+202E⟩", "⟨U+200B⟩", "&lt;script&gt;alert(2)&lt;/script&gt;"] {
      #expect(svg.contains(symbol), "\(symbol) is not shown")
    }
  }
}
