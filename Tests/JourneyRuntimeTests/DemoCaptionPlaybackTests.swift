import Foundation
import JourneyTestSupport
import StringTables
import TerminalKit
import Testing

@testable import JourneyRuntime
@testable import JourneyTapes

/// Captions in recordings: the locale's own caption in every format, the development language's with a
/// warning when the locale lacks it, and every bundled caption whole on the narrowest phone.
@Suite("Demo captions in recordings")
struct DemoCaptionPlaybackTests {
  static func player(_ tape: Tape, locale: String, catalog: CopyCatalog, device: String? = nil) throws
    -> TapePlayer
  {
    var overrides = ScenarioOptions()
    overrides.locale = locale
    overrides.presentation = .picture
    overrides.device = device
    var player = try TapePlayer(
      tape: tape, journey: try BundledCopy.journey(), catalog: catalog, overrides: overrides)
    try player.play()
    return player
  }

  static func tape(_ name: String) throws -> Tape {
    try TapeFile.read(BundledCopy.directory + "/demos/\(name).tape")
  }

  /// Text without spaces or line breaks: a caption wrapped over two centred lines still matches.
  static func squeezed(_ text: String) -> String { text.filter { !$0.isWhitespace } }

  @Test("a captioned tape in ko shows the ko caption in its frames text, cast and SVG")
  func koreanCaptionInEveryFormat() throws {
    let catalog = try BundledCopy.catalog()
    let player = try Self.player(try Self.tape("first-run-allow"), locale: "ko", catalog: catalog)
    let korean = try #require(
      catalog.table("Demos", in: CopyLayer(locale: "ko"))?.entries["firstRunAllow.primer"]?.value)
    let english = try #require(
      catalog.table("Demos", in: CopyLayer(locale: "en"))?.entries["firstRunAllow.primer"]?.value)
    #expect(player.captionFallbacks.isEmpty)
    let frames = PlaybackRecording.frames(of: player)
    #expect(Self.squeezed(frames).contains(Self.squeezed(korean)))
    #expect(!Self.squeezed(frames).contains(Self.squeezed(english)))
    let cast = PlaybackRecording.cast(of: player).lines.joined(separator: "\n")
    // The cast escapes nothing in Hangul; each of the caption's words is drawn on the screen.
    for word in korean.split(separator: " ") { #expect(cast.contains(word), "cast: \(word)") }
    // The SVG places each Hangul syllable in a text element of its own.
    let svg = PlaybackRecording.svg(of: player)
    let hangul = korean.filter { ($0.unicodeScalars.first?.value ?? 0) >= 0xAC00 }
    #expect(hangul.count > 10)
    for character in hangul {
      #expect(svg.contains(">\(character)</text>"), "svg: \(character)")
    }
  }

  @Test("a caption missing in ko shows English, and the player warns naming the locale, key and line")
  func missingKoreanCaptionFallsBack() throws {
    let tree = try TemporaryTree()
    defer { tree.remove() }
    let copy = tree.root + "/copy"
    try FileManager.default.copyItem(atPath: BundledCopy.directory, toPath: copy)
    let path = copy + "/ko.lproj/Demos.strings"
    let text = try String(contentsOfFile: path, encoding: .utf8)
    try text.split(separator: "\n", omittingEmptySubsequences: false)
      .filter { !$0.hasPrefix("\"firstRunAllow.primer\"") }.joined(separator: "\n")
      .write(toFile: path, atomically: true, encoding: .utf8)
    let catalog = try CopyCatalog.load(directory: copy)
    let tape = try Self.tape("first-run-allow")
    let player = try Self.player(tape, locale: "ko", catalog: catalog)
    let english = try #require(
      catalog.table("Demos", in: CopyLayer(locale: "en"))?.entries["firstRunAllow.primer"]?.value)
    #expect(Self.squeezed(PlaybackRecording.frames(of: player)).contains(Self.squeezed(english)))
    let line = try #require(
      tape.steps.first { step in
        if case .caption("firstRunAllow.primer") = step.command { return true }
        return false
      }?.location.line)
    #expect(
      player.captionFallbacks.map(\.description) == [
        "\(tape.path):\(line):1: warning: the caption 'firstRunAllow.primer' is missing in ko's Demos table: "
          + "showing en's"
      ])
    // The other captions are still Korean.
    let korean = try #require(
      catalog.table("Demos", in: CopyLayer(locale: "ko"))?.entries["firstRunAllow.alert"]?.value)
    #expect(Self.squeezed(PlaybackRecording.frames(of: player)).contains(Self.squeezed(korean)))
  }

  @Test("every bundled demo shows captions, each whole under the narrowest phone in every locale")
  func bundledCaptionsFit() throws {
    let catalog = try BundledCopy.catalog()
    for path in BundledTapesTests.tapes {
      let tape = try TapeFile.read(path)
      let keys = tape.steps.compactMap { step -> String? in
        if case .caption(.some(let key)) = step.command { return key }
        return nil
      }
      #expect(!keys.isEmpty, "\(path) shows no caption")
      for locale in catalog.locales {
        let player = try Self.player(tape, locale: locale, catalog: catalog, device: "iphone-se")
        #expect(player.captionFallbacks.isEmpty, "\(path) \(locale)")
        // The rows under the phone's border in every frame, as drawn.
        let shown = player.frames.map { frame -> String in
          let rows = TextRenderer.text(frame.buffer).split(separator: "\n", omittingEmptySubsequences: false)
          let border = rows.lastIndex { $0.contains("╰") } ?? rows.count - 1
          return Self.squeezed(rows[(border + 1)...].joined())
        }
        for key in keys {
          let text = try #require(
            catalog.table("Demos", in: CopyLayer(locale: locale))?.entries[key]?.value, "\(locale) \(key)")
          #expect(
            shown.contains { $0.contains(Self.squeezed(text)) },
            "\(path) \(locale): \(key) is not shown whole")
        }
        #expect(!shown.contains { $0.contains("…") }, "\(path) \(locale): a caption is cut")
      }
    }
  }

  @Test("lint reads the demos as play does: their captions count as used, an unknown one is COPY-demo")
  func lintReadsTheDemos() throws {
    let tree = try TemporaryTree()
    defer { tree.remove() }
    let copy = tree.root + "/copy"
    try FileManager.default.copyItem(atPath: BundledCopy.directory, toPath: copy)
    try "Launch\nCaption firstRunAllow.primr\n".write(
      toFile: copy + "/demos/zz-typo.tape", atomically: true, encoding: .utf8)
    let catalog = try CopyCatalog.load(directory: copy)
    let result = DemoCaptionLint.check(copyDirectory: copy, catalog: catalog)
    #expect(result.demos.count == BundledTapesTests.tapes.count)
    #expect(result.usedKeys.contains(CopyKey(table: "Demos", key: "firstRunAllow.primer")))
    let english = try #require(catalog.table("Demos", in: CopyLayer(locale: "en")))
    #expect(Set(english.entries.keys.map { CopyKey(table: "Demos", key: $0) }) == result.usedKeys)
    #expect(result.findings.count == 1)
    let finding = try #require(result.findings.first)
    #expect(finding.ruleID == "COPY-demo" && finding.severity == .error)
    #expect(finding.file.hasSuffix("/demos/zz-typo.tape") && finding.line == 2 && finding.column == 1)
    #expect(finding.message.contains("'Caption' does not take 'firstRunAllow.primr'"))
    #expect(finding.message.contains("did you mean 'firstRunAllow.primer'"))
  }
}
