import Foundation
import JourneyTestSupport
import Testing

/// `review --baseline --format html` with hostile text in a changed string, the page read by headless Chromium.
@Suite(
  "Review changes in a real browser",
  .enabled(if: Chromium.executable != nil, "chromium is not on PATH; the browser check needs it"))
struct ReviewChangesBrowserTests {
  @Test("hostile changed text stays text in Chromium's DOM: one row per change, no element from copy")
  func hostileInDOM() throws {
    let tree = try TemporaryTree()
    defer { tree.remove() }
    // In en the primer title reworded with markup; in ko a key added and the primer's button removed.
    let (signedOff, now) = try ReviewChangesCommandTests.threeChanges(
      in: tree, title: "<img src=x onerror=alert(1)>Ads")
    let page = tree.root + "/changes.html"
    let review = try BuiltProgram.run(
      ["review", "--copy", now, "--baseline", signedOff, "--format", "html", "--out", page]
        + ReviewChangesCommandTests.narrow)
    #expect(review.status == 0 || review.status == 1, "exit \(review.status): \(review.errors)")
    #expect(review.errors.contains("3 strings differ from \(signedOff)"), "\(review.errors)")

    let run = try Chromium.run(
      ["--enable-logging=stderr", "--v=0", "--dump-dom", URL(fileURLWithPath: page).absoluteString])
    #expect(run.status == 0)
    let dom = String(decoding: run.output, as: UTF8.self)
    #expect(Self.count("data-kind=\"", in: dom) == 3, "one row per change")
    #expect(!dom.contains("<img"), "copy became an element")
    #expect(dom.contains("&lt;img src=x onerror=alert(1)&gt;"))
    #expect(Self.count("<script", in: dom.lowercased()) == 0)
    #expect(Chromium.consoleProblems(run.errors).isEmpty, "\(Chromium.consoleProblems(run.errors))")
  }

  /// How many times `needle` occurs in `text`.
  static func count(_ needle: String, in text: String) -> Int {
    text.components(separatedBy: needle).count - 1
  }
}
