import ConsentEngine
import CopyLint
import Foundation
import JourneyScreens
import JourneyTestSupport
import StringTables
import TerminalKit
import Testing
import TextSafety

@testable import CopyReview
@testable import JourneyRuntime
@testable import JourneyTapes

/// Copy that tries to smuggle terminal control into every output: it must show as symbols, be reported
/// by lint, and never crash anything.
@Suite("Hostile copy never reaches an output raw")
struct HostileCopyTests {
  @Test func lintReportsEveryHostileValue() throws {
    let tree = try HostileCopy.tree()
    defer { try? FileManager.default.removeItem(at: tree) }
    let catalog = try CopyCatalog.load(directory: tree.path)
    let control = CopyLinter.lint(catalog).filter { $0.ruleID == "COPY-control" && $0.locale == "en" }
    for (key, _) in HostileCopy.hostile {
      #expect(control.contains { $0.key == "hostile.\(key)" }, "no COPY-control finding for \(key)")
    }
  }

  @Test func framesShowSymbolsNeverControls() throws {
    let tree = try HostileCopy.tree()
    defer { try? FileManager.default.removeItem(at: tree) }
    let catalog = try CopyCatalog.load(directory: tree.path)
    let copy = CatalogCopy(catalog: catalog, locale: "en")
    let definition = JourneySetup.definition(
      try BundledCopy.journey(), catalog: try BundledCopy.catalog(), options: ScenarioOptions())
    for entry in ScreenGallery.entries(definition: definition) {
      let frame = JourneyRenderer.render(
        entry.state, context: ScreenContext(copy: copy), chrome: Chrome(), size: Size(width: 100, height: 34))
      for cell in frame.buffer.cells {
        #expect(
          !cell.grapheme.unicodeScalars.contains(where: HostileCopy.isDangerous),
          "\(entry.name): \(cell.grapheme.debugDescription)")
      }
    }
    let symbols = [
      "esc": "␛", "csi": "␛", "osc": "␛", "dcs": "␛", "c0": "␇", "c1": "⟨U+0085⟩", "bidi": "⟨U+202E⟩",
      "zeroWidth": "⟨U+200B⟩",
    ]
    var state = ConsentState(definition: JourneyDefinition(), device: DeviceSettings())
    state.screen = .primer
    for (key, value) in HostileCopy.hostile {
      let words = DictionaryCopy([CopyKey("Primer", "primer.title"): value])
      let primer = JourneyRenderer.render(
        state, context: ScreenContext(copy: words), chrome: Chrome(showsInspector: false),
        size: Size(width: 60, height: 34))
      let text = TextRenderer.text(primer.buffer)
      #expect(text.contains(symbols[key] ?? "?"), "\(key) is not shown as a symbol")
      #expect(!text.unicodeScalars.contains(where: HostileCopy.isDangerous), "\(key) reached a cell raw")
    }
  }

  @Test func castFramesAndReportCarryNoRawControl() throws {
    let tree = try HostileCopy.tree()
    defer { try? FileManager.default.removeItem(at: tree) }
    let catalog = try CopyCatalog.load(directory: tree.path)
    let journey = try JourneyFile.load(path: tree.path + "/journey.json")
    let tape = try TapeParser.parse(
      "Launch\nKey Enter 3\nExpect screen primer\nPress primary\n", path: "t.tape")
    var player = try TapePlayer(tape: tape, journey: journey, catalog: catalog)
    try player.play()

    let frames = PlaybackRecording.frames(of: player)
    #expect(!frames.unicodeScalars.contains(where: HostileCopy.isDangerous))

    for line in PlaybackRecording.cast(of: player).lines.dropFirst() {
      let event = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Any])
      let data = try #require(event[2] as? String)
      let text = Self.removingRendererSequences(data)
      #expect(!text.unicodeScalars.contains(where: HostileCopy.isDangerous), "\(text.debugDescription)")
    }

    let report = try ReviewFixtures.report(of: tree, locales: ["en"], variants: [nil])
    for output in [report.html(), report.markdown(), report.text()] {
      #expect(!output.unicodeScalars.contains(where: HostileCopy.isDangerous))
    }
  }

  /// How long this takes is measured by `Scripts/bench` (copy.load.synthetic20000), never asserted here.
  @Test func hugeValuesAndManyKeysLoadAndRender() throws {
    let tree = try BundledCopy.tree()
    defer { try? FileManager.default.removeItem(at: tree) }
    let long = String(repeating: "Long copy ", count: 10_000)
    var entries = "\"primer.body\" = \"\(long)\";\n"
    for index in 0..<20_000 { entries += "\"generated.\(index)\" = \"Generated value \(index)\";\n" }
    try BundledCopy.append(entries, to: "en.lproj/Primer.strings", in: tree)
    let catalog = try CopyCatalog.load(directory: tree.path)
    #expect(
      catalog.lookup(CopyKey(table: "Primer", key: "generated.19999"), in: CopyLayer(locale: "en")) != nil)
    var state = ConsentState(definition: JourneyDefinition(), device: DeviceSettings())
    state.screen = .primer
    let frame = JourneyRenderer.render(
      state, context: ScreenContext(copy: CatalogCopy(catalog: catalog, locale: "en")), chrome: Chrome(),
      size: Size(width: 100, height: 34))
    #expect(frame.findings.contains { $0.rule == "LAYOUT-overflow" })
    // Only the value's start is laid out, so drawing it costs the same however long it is; the cut is named.
    #expect(
      frame.findings.contains {
        $0.rule == "LAYOUT-overflow"
          && $0.message
            == "Primer/primer.body is 100000 bytes long: a screen lays out only its first 4000 bytes"
      }, "\(frame.findings.map(\.message))")
    #expect(TextRenderer.text(frame.buffer).contains("…"))
  }

  /// The output with the renderer's own CSI sequences (cursor moves, SGR, clear) taken out.
  static func removingRendererSequences(_ data: String) -> String {
    var out = String.UnicodeScalarView()
    var scalars = Array(data.unicodeScalars)[...]
    while let scalar = scalars.first {
      if scalar == "\u{1B}", scalars.dropFirst().first == "[" {
        scalars = scalars.dropFirst(2)
        while let next = scalars.first, (0x30...0x3F).contains(next.value) { scalars = scalars.dropFirst() }
        if let final = scalars.first, (0x40...0x7E).contains(final.value) { scalars = scalars.dropFirst() }
        continue
      }
      out.append(scalar)
      scalars = scalars.dropFirst()
    }
    return String(out)
  }
}

@Suite("Hostile copy: broken encodings")
struct BrokenEncodingTests {
  @Test func aLoneSurrogateInUTF16IsAPositionedErrorNotACrash() throws {
    let tree = try BundledCopy.tree()
    defer { try? FileManager.default.removeItem(at: tree) }
    var units: [UInt16] = [0xFEFF]
    units += Array("\"primer.title\" = \"bad ".utf16)
    units.append(0xD800)
    units += Array("\";\n".utf16)
    let bytes = units.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
    try Data(bytes).write(to: tree.appendingPathComponent("ko.lproj/Primer.strings"))
    #expect {
      _ = try CopyCatalog.load(directory: tree.path)
    } throws: { error in
      let text = "\(error)"
      return text.contains("ko.lproj/Primer.strings:1:") && text.contains("error:")
    }
  }
}

/// The title that once reached the Markdown report raw: inert in every format of the review.
@Suite("Hostile title in every review format")
struct HostileTitleTests {
  @Test("HTML, Markdown (rendered by GitHub's renderer) and text carry the hostile title as text")
  func hostileTitleIsInert() throws {
    let tree = try BundledCopy.tree()
    defer { try? FileManager.default.removeItem(at: tree) }
    let title = MarkdownEscapingTests.hostileTitle
    try BundledCopy.append(
      "/* \(title) */\n\"primer.title\" = \"\(title)\";\n", to: "en.lproj/Primer.strings",
      in: tree)
    try BundledCopy.append("\"form.title\" = \"\(title)\";\n", to: "en.lproj/Consent.strings", in: tree)
    let report = try ReviewFixtures.report(of: tree, locales: ["en", "ko"], variants: [nil, "relevance"])
    let html = report.html()
    #expect(ReviewFixtures.count("<script", in: html) == 1, "only the page's own filter script")
    #expect(!html.contains("<img"))
    #expect(html.contains("&lt;img src=x onerror=alert(1)&gt;&lt;script&gt;alert(2)&lt;/script&gt;"))
    let markdown = report.markdown(phones: true)
    let prose = ReviewFixtures.outsideFences(markdown)
    #expect(!prose.contains("<img") && !prose.contains("<script"))
    #expect(prose.contains(MarkdownEscaping.inline(title)))
    if GitHubMarkdown.executable != nil {
      let rendered = try GitHubMarkdown.render(markdown)
      #expect(!rendered.contains("<img"))
      #expect(!rendered.contains("<script"))
    }
    let text = report.text()
    #expect(text.contains(title), "plain text shows the title as written")
    #expect(ReviewFixtures.rawControls(in: text).isEmpty)
  }
}
