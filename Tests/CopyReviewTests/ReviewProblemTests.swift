import CopyReview
import Foundation
import JourneyRuntime
import JourneyTestSupport
import StringTables
import TerminalKit
import Testing

@Suite("Review report: hostile copy, fallbacks, overflow, exit code")
struct ReviewProblemTests {
  /// Values and comments written to break out of HTML, Markdown or the terminal.
  static let hostile = """
    /* </style><script>alert('comment')</script> "><img src=x onerror=alert(3)> */
    "primer.title" = "<script>alert(1)</script>";
    /* Ads primer, body. */
    "primer.body" = "\\"><img src=x onerror=alert(2)></style></pre>``` \\U001B[31mred\\U001B[0m \\U202Eevil\\U202C \\U200B|a|b| &amp; [x](javascript:alert(4))";
    "<b>key</b>\\"><script>" = "extra";
    """

  @Test("COPY-control: hostile copy cannot inject markup and no control character reaches any format raw")
  func hostileCopy() throws {
    let tree = try BundledCopy.tree()
    defer { try? FileManager.default.removeItem(at: tree) }
    try BundledCopy.append(Self.hostile, to: "fr.lproj/Primer.strings", in: tree)
    let report = try ReviewFixtures.report(of: tree, locales: ["en", "fr"], variants: [nil, "relevance"])
    let html = report.html()
    #expect(ReviewFixtures.count("<script", in: html.lowercased()) == 1, "only the page's own filter script")
    #expect(!html.lowercased().contains("<script>alert"))
    #expect(!html.lowercased().contains("<img"))
    #expect(ReviewFixtures.count("</style>", in: html) == 1)
    #expect(ReviewFixtures.count("</pre>", in: html) == ReviewFixtures.count("<pre ", in: html))
    #expect(!html.contains("onerror=alert(2)>"))
    #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
    #expect(html.contains("&lt;b&gt;key&lt;/b&gt;"))
    #expect(html.contains("␛[31m"))
    #expect(html.contains("⟨U+202E⟩"))
    let markdown = report.markdown(phones: true)
    let text = report.text()
    for (name, output) in [("html", html), ("markdown", markdown), ("text", text)] {
      #expect(ReviewFixtures.rawControls(in: output).isEmpty, "raw control in \(name)")
    }
    let prose = ReviewFixtures.outsideFences(markdown)
    #expect(prose.contains("&lt;script&gt;"))
    #expect(!prose.contains("<script"))
    #expect(!prose.contains("<img"))
    #expect(prose.contains("\\[x\\]\\(javascript\\:alert\\(4\\)\\)"))
    #expect(!prose.contains("](javascript"), "a link target survived unescaped")
    #expect(markdown.contains("````text\n"), "the fence outgrows the ``` in the copy")
    #expect(report.findings.contains { $0.ruleID == "COPY-control" && $0.locale == "fr" })
    #expect(report.exitCode == 1)
  }

  @Test("fallback text is marked on the cell, in its key notes and in the findings table")
  func fallbackMarked() throws {
    let tree = try BundledCopy.tree()
    defer { try? FileManager.default.removeItem(at: tree) }
    try ReviewFixtures.remove(key: "primer.title", from: "ko.lproj/Primer.strings", in: tree)
    let report = try ReviewFixtures.report(of: tree, locales: ["en", "ko"], variants: [nil])
    let cell = try #require(report.cell(variant: nil, screen: "primer", locale: "ko"))
    let note = try #require(cell.keys.first { $0.key == CopyKey("Primer", "primer.title") })
    #expect(note.isFallback)
    #expect(note.answeredBy == CopyLayer(locale: "en"))
    let fallback = try #require(
      report.findings.first { $0.ruleID == ReviewFinding.fallbackRule && $0.locale == "ko" })
    #expect(fallback.cellIDs.contains(cell.id))
    #expect(report.findings.contains { $0.ruleID == "COPY-missing" && $0.cellIDs.contains(cell.id) })
    let html = report.html()
    let block = try #require(ReviewFixtures.cellBlock(cell.id, in: html))
    #expect(block.contains("class=\"badge fallback\""))
    #expect(block.contains("fallback: en text"))
    let fallbackClass = try #require(Palette.journey.roles.firstIndex(of: .fallback))
    #expect(block.contains("<span class=\"c\(fallbackClass)"), "fallback text drawn in the fallback colour")
    #expect(report.markdown(phones: true).contains("\\[fallback\\: en text"))
    #expect(report.text().contains("[fallback: en text (not in ko)]"))
    let english = try #require(report.cell(variant: nil, screen: "primer", locale: "en"))
    #expect(!english.keys.contains { $0.isFallback })
  }

  @Test("overflow is highlighted on the cell and listed as LAYOUT-overflow")
  func overflowHighlighted() throws {
    let tree = try BundledCopy.tree()
    defer { try? FileManager.default.removeItem(at: tree) }
    let long = String(repeating: "Un titre beaucoup trop long pour son cadre ", count: 25)
    try BundledCopy.append("\"primer.title\" = \"\(long)\";", to: "fr.lproj/Primer.strings", in: tree)
    let report = try ReviewFixtures.report(of: tree, locales: ["en", "fr"], variants: [nil])
    let cell = try #require(report.cell(variant: nil, screen: "primer", locale: "fr"))
    let overflow = try #require(
      report.findings.first { $0.ruleID == ReviewFinding.overflowRule && $0.cellIDs.contains(cell.id) })
    #expect(overflow.key?.table == "Primer")
    #expect(overflow.location?.file.hasSuffix("fr.lproj/Primer.strings") == true)
    let html = report.html()
    let opening = try #require(ReviewFixtures.cellOpening(cell.id, in: html))
    #expect(opening.contains("flagged"))
    #expect(opening.contains(">LAYOUT-overflow</a>"))
    let english = try #require(ReviewFixtures.cellOpening("cell-base-primer-en", in: html))
    #expect(!english.contains("LAYOUT-overflow"))
  }

  @Test("HIG-1-allow: exit code 1 when the copy has lint errors, 0 when the bundled copy has none")
  func exitCode() throws {
    let bundled = try ReviewFixtures.bundledReport()
    let bundledErrors = bundled.findings.contains { $0.severity == .error }
    #expect(bundled.exitCode == (bundledErrors ? 1 : 0))
    let tree = try BundledCopy.tree()
    defer { try? FileManager.default.removeItem(at: tree) }
    try BundledCopy.append("\"primer.action\" = \"Allow\";", to: "en.lproj/Primer.strings", in: tree)
    let report = try ReviewFixtures.report(of: tree)
    let allow = try #require(report.findings.first { $0.ruleID == "HIG-1-allow" })
    #expect(allow.severity == .error)
    #expect(allow.cellIDs.contains("cell-base-primer-en"))
    #expect(report.exitCode == 1)
    let errors = report.severityCounts[.error] ?? 0
    #expect(report.html().contains("id=\"count-errors\" data-total=\"\(errors)\">\(errors)<"))
  }
}

@Suite("Review report: choosing locales and variants")
struct ReviewSelectionTests {
  @Test("a chosen subset gives exactly its cells, base named as on the command line")
  func subset() throws {
    let catalog = try CopyCatalog.load(directory: ReviewFixtures.bundledCopy)
    let variants = ReviewReport.variants(named: ["base", "relevance"])
    #expect(variants == [nil, "relevance"])
    let report = ReviewReport.build(
      catalog: catalog, journey: try BundledCopy.journey(), copyDirectory: "copy", locales: ["ja", "en"],
      variants: variants,
      generatedAt: ReviewFixtures.generatedAt)
    #expect(report.locales == ["ja", "en"])
    #expect(report.cells.count == report.screens.count * 2 * 2)
    #expect(report.cells.first?.id == "cell-base-springboard-ja")
    #expect(report.findings.allSatisfy { $0.locale == nil || ["ja", "en"].contains($0.locale ?? "") })
    #expect(report.findings.allSatisfy { $0.variant == nil || $0.variant == "relevance" })
    #expect(ReviewFixtures.count(" data-cell=\"", in: report.html()) == report.cells.count)
  }
}
