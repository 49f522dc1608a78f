import Foundation
import JourneyTestSupport
import Testing

@testable import CopyReview
@testable import JourneyTapes
@testable import StringTables

/// The review lists each demo's captions per locale, with their findings; a caption a locale lacks shows
/// English, marked, with the `COPY-caption-missing` warning beside it.
@Suite("Review: demo captions")
struct ReviewCaptionTests {
  @Test("each demo's captions per locale, a missing one marked as English with its warning, in every format")
  func captionsPerDemo() throws {
    let tree = try TemporaryTree()
    defer { tree.remove() }
    let copy = URL(fileURLWithPath: tree.root).appendingPathComponent("copy")
    try FileManager.default.copyItem(atPath: BundledCopy.directory, toPath: copy.path)
    try ReviewFixtures.remove(key: "firstRunAllow.primer", from: "ko.lproj/Demos.strings", in: copy)
    let catalog = try CopyCatalog.load(directory: copy.path)
    let demos = DemoCaptionLint.check(copyDirectory: copy.path, catalog: catalog).demos.map {
      ReviewDemo(name: $0.name, title: $0.title, captionKeys: $0.captionKeys)
    }
    let report = ReviewReport.build(
      catalog: catalog, journey: try BundledCopy.journey(), copyDirectory: copy.path, locales: ["en", "ko"],
      variants: [nil], generatedAt: ReviewFixtures.generatedAt, demos: demos)
    #expect(report.captions.count == demos.count && demos.count >= 22)
    let unusedCaptions = report.findings.filter { finding in
      finding.ruleID == "COPY-unused" && finding.key.map { $0.table == "Demos" } == true
    }
    #expect(unusedCaptions.isEmpty)
    let demo = try #require(report.captions.first { $0.demo.name == "first-run-allow" })
    #expect(demo.demo.title == "First run: allow")
    let row = try #require(demo.rows.first { $0.key == "firstRunAllow.primer" })
    let english = try #require(row.texts["en"])
    let korean = try #require(row.texts["ko"])
    #expect(korean.isFallback && korean.text == english.text)
    let warnings = korean.findingIndices.map { report.findings[$0].ruleID }
    #expect(warnings == ["COPY-caption-missing"])
    let other = try #require(demo.rows.first { $0.key == "firstRunAllow.alert" }?.texts["ko"])
    #expect(!other.isFallback && other.findingIndices.isEmpty)
    let html = report.html()
    #expect(html.contains("<h2>Demo captions</h2>") && html.contains("missing in ko: shows en"))
    #expect(html.contains(ReviewEscaping.html(other.text)))
    let markdown = report.markdown()
    #expect(markdown.contains("## Demo captions") && markdown.contains("missing in ko\\: shows en"))
    let text = report.text()
    #expect(text.contains("Demo captions") && text.contains("COPY-caption-missing warning"))
  }
}
