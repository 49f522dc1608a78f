import Foundation
import JourneyTestSupport
import Testing

/// `review --text-sizes`: the review once per Dynamic Type size, each page linking to the others, so a
/// reviewer switches the phones' text size from the page itself.
@Suite("Review at several text sizes")
struct ReviewTextSizeTests {
  @Test("one page per size, each linking to the others, phones drawn at that size")
  func pagesPerSize() throws {
    let tree = try TemporaryTree()
    defer { tree.remove() }
    let run = try BuiltProgram.run([
      "review", "--text-sizes", "large,AX5", "--locales", "ja", "--variants", "base", "--out",
      tree.root + "/review.html",
    ])
    #expect(run.status == 0 || run.status == 1, "exit \(run.status): \(run.errors)")
    let large = try String(contentsOfFile: tree.root + "/review.html", encoding: .utf8)
    let huge = try String(contentsOfFile: tree.root + "/review.AX5.html", encoding: .utf8)
    #expect(large.contains(#"text size: <b>large</b> · <a href="review.AX5.html">AX5</a>"#))
    #expect(huge.contains(#"text size: <a href="review.html">large</a> · <b>AX5</b>"#))
    #expect(large.contains("text size large") && huge.contains("text size AX5"))
    let primer = { (page: String) -> Substring in
      let start = try #require(page.range(of: #"id="cell-base-primer-ja""#))
      return page[start.lowerBound...].prefix(4_000)
    }
    #expect(try primer(large) != primer(huge), "the Japanese primer is drawn differently at AX5")
  }

  @Test("--text-sizes needs --out and HTML: exit 2 with one line, nothing written")
  func needsOutAndHTML() throws {
    let run = try BuiltProgram.run(["review", "--text-sizes", "AX3", "--format", "md"])
    #expect(run.status == 2)
    #expect(run.errors.contains("--text-sizes writes HTML pages next to --out FILE"))
    #expect(run.output.isEmpty)
  }
}
