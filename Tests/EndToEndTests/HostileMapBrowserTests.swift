import Foundation
import JourneyMap
import JourneyTestSupport
import Testing

/// `map --format html` on a copy whose primer title and button carry markup, quotes, a backslash, a control and
/// a bidi override, the page read by headless Chromium.
@Suite(
  "Hostile copy in the map page in a real browser",
  .enabled(if: Graphviz.executable() != nil, "Graphviz's dot is not on PATH (.ci/run installs graphviz)"),
  .enabled(if: Chromium.executable != nil, "chromium is not on PATH; the browser check needs it"))
struct HostileMapBrowserTests {
  @Test("HTML: headless Chromium shows the text, runs nothing, and the DOM has no script or img element")
  func htmlInBrowser() throws {
    let tree = try BundledCopy.tree()
    defer { try? FileManager.default.removeItem(at: tree) }
    let literal = HostileCopy.labelLiteral
    try BundledCopy.append(
      "\"primer.title\" = \"\(literal)\";\n\"primer.action\" = \"\(literal)\";",
      to: "en.lproj/Primer.strings",
      in: tree)
    let page = tree.appendingPathComponent("map.html")
    let map = try BuiltProgram.run(["map", "--copy", tree.path, "--format", "html", "--out", page.path])
    #expect(map.status == 0, "\(map.errors)")

    let dump = try Chromium.run(["--enable-logging=stderr", "--v=0", "--dump-dom", page.absoluteString])
    let dom = String(decoding: dump.output, as: UTF8.self)
    #expect(dom.components(separatedBy: "<script").count == 2, "only the page's own zoom script")
    #expect(!dom.contains("<img") && !dom.contains("<script>alert"), "markup from copy reached the DOM")
    #expect(dom.contains("&lt;script&gt;alert(2)&lt;/script&gt;"), "the hostile text is not on the page")
    #expect(dom.contains("id=\"paths\"") && dom.contains("id=\"legend\""))
    #expect(Chromium.consoleProblems(dump.errors).isEmpty, "\(Chromium.consoleProblems(dump.errors))")
  }
}
