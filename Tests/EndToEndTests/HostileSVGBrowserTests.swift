import Foundation
import JourneyTestSupport
import Testing

/// `att-journey play --svg` on a copy whose primer title is a different hostile value in each locale and
/// variant the tape visits, the SVG read by headless Chromium.
@Suite(
  "hostile SVG in a real browser",
  .enabled(if: Chromium.executable != nil, "chromium is not on PATH; the browser check needs it"))
struct HostileSVGBrowserTests {
  /// Where each value goes: the `.strings` file and the tape line that shows it on the primer.
  static let places: [(file: String, line: String)] = [
    ("en.lproj/Primer.strings", "Expect screen primer"),
    ("variants/measurement/en.lproj/Primer.strings", "Variant measurement"),
    ("variants/personalization/en.lproj/Primer.strings", "Variant personalization"),
    ("variants/relevance/en.lproj/Primer.strings", "Variant relevance"),
    ("de.lproj/Primer.strings", "Variant base\nLocale de"),
    ("es.lproj/Primer.strings", "Locale es"),
    ("fr.lproj/Primer.strings", "Locale fr"),
    ("ja.lproj/Primer.strings", "Locale ja"),
    ("ko.lproj/Primer.strings", "Locale ko"),
  ]

  @Test("every hostile value: Chromium reads the SVG without building a script or an image")
  func everyHostileValueInChromium() throws {
    let values = HostileCopy.hostile.map(\.value) + [HostileTapes.markup]
    try #require(values.count == Self.places.count)
    let tree = try BundledCopy.tree()
    defer { try? FileManager.default.removeItem(at: tree) }
    var tape = "Set Title \"\(HostileTapes.markup.replacingOccurrences(of: "\"", with: "\\\""))\"\n"
    tape += "Launch\nKey Enter 3\n"
    for (value, place) in zip(values, Self.places) {
      try BundledCopy.append(
        "\"primer.title\" = \"\(HostileCopy.escape(value))\";", to: place.file, in: tree)
      tape += place.line + "\nExpect screen primer\nSleep 1s\n"
    }
    let tapeFile = tree.appendingPathComponent("hostile.tape")
    try tape.write(to: tapeFile, atomically: true, encoding: .utf8)
    let file = tree.appendingPathComponent("hostile.svg")
    let play = try BuiltProgram.run(["play", tapeFile.path, "--copy", tree.path, "--svg", file.path])
    #expect(play.status == 0, "\(play.errors)")

    let run = try Chromium.run(["--enable-logging=stderr", "--v=0", "--dump-dom", file.absoluteString])
    #expect(run.status == 0)
    let dom = String(decoding: run.output, as: UTF8.self)
    #expect(dom.contains("<svg") && dom.contains("&lt;script&gt;"))
    #expect(!dom.contains("<script") && !dom.contains("<img"))
    for symbol in ["␛", "␇", "⟨U+0085⟩", "⟨U+202E⟩", "⟨U+200B⟩", "&lt;script&gt;alert(2)&lt;/script&gt;"] {
      #expect(dom.contains(symbol), "\(symbol) is not shown")
    }
    #expect(Chromium.consoleProblems(run.errors).isEmpty, "\(Chromium.consoleProblems(run.errors))")
  }
}
