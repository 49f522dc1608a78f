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

  @Test(
    "at 1280 px the phones before and now stand side by side, the findings column reads, every phone's link lands",
    .enabled(
      if: SeleniumTools.present || ProcessInfo.processInfo.environment["CI"] != nil,
      "chromium-driver is needed for Selenium (.ci/run installs it); with CI set the test fails instead"))
  func phonesBeforeAndNow() throws {
    let tree = try TemporaryTree()
    defer { tree.remove() }
    let (signedOff, now) = try ReviewChangesCommandTests.threeChanges(
      in: tree, title: "A Short Word About Ads")
    let full = try BuiltProgram.run(
      ["review", "--copy", now, "--out", tree.root + "/review.html"] + ReviewChangesCommandTests.narrow)
    #expect(full.status == 0 || full.status == 1, "exit \(full.status): \(full.errors)")
    let page = tree.root + "/changes.html"
    let review = try BuiltProgram.run(
      ["review", "--copy", now, "--baseline", signedOff, "--out", page] + ReviewChangesCommandTests.narrow)
    #expect(review.status == 0 || review.status == 1, "exit \(review.status): \(review.errors)")

    let script = BuiltProgram.packageRoot().appendingPathComponent("Scripts/review-browser").path
    let run = try CapturedRun.run("/usr/bin/env", ["python3", script, page, "--width", "1280"], timeout: 300)
    try #require(run.status == 0, "Scripts/review-browser: \(run.errors)")
    let seen = try #require(try JSONSerialization.jsonObject(with: run.output) as? [String: Any])
    #expect((seen["console"] as? [String]) == [], "\(seen["console"] ?? "")")
    #expect(
      (seen["page_width"] as? Double ?? 0) <= (seen["viewport"] as? Double ?? 0), "no sideways scrolling")

    // The findings column: wide enough for a finding's message to read as lines of words.
    let findings = try #require(seen["findings"] as? [[String: Any]])
    #expect(findings.count == 3, "one findings cell per change")
    for cell in findings { #expect((cell["width"] as? Double ?? 0) >= 300, "findings column \(cell)") }
    #expect(findings.contains { ($0["text"] as? String ?? "").contains("COPY-fallback") })

    // The phones: the primer before and now, side by side, each drawn, each with its own words.
    let pairs = try #require(seen["pairs"] as? [[String: Any]])
    let primer = try #require(
      pairs.first { $0["change"] as? String == "Primer/primer.title" && $0["screen"] as? String == "primer" })
    #expect(primer["side_by_side"] as? Bool == true)
    #expect((primer["before_height"] as? Double ?? 0) > 200 && (primer["now_height"] as? Double ?? 0) > 200)
    #expect((primer["before"] as? String ?? "").contains("Quick"))
    #expect((primer["now"] as? String ?? "").contains("Short"))
    let button = try #require(pairs.first { $0["change"] as? String == "Primer/primer.action" })
    #expect((button["before"] as? String ?? "").contains("계속"))

    // Every phone links to its place in the full review, and the place is there.
    let resolved = try #require(seen["resolved"] as? [String: Bool])
    #expect(resolved.count >= 2 && resolved.values.allSatisfy { $0 }, "\(resolved)")
    #expect(resolved.keys.allSatisfy { $0.contains("/review.html#cell-base-") }, "\(resolved.keys)")
    let clicked = try #require(seen["clicked"] as? [String: Any])
    #expect(
      (clicked["target"] as? String ?? "").hasPrefix("cell-base-"), "the click lands on a phone: \(clicked)")
  }

  /// How many times `needle` occurs in `text`.
  static func count(_ needle: String, in text: String) -> Int {
    text.components(separatedBy: needle).count - 1
  }
}
