import ConsentEngine
import CopyLint
import Foundation
import JourneyScreens
import JourneyTestSupport
import StringTables
import Testing
import TextSafety

@testable import CopyReview
@testable import JourneyRuntime

/// The review as a copy meeting uses it: the counts lint gives, a strings view to paste, filters.
@Suite("The review for a copy meeting")
struct ReviewMeetingTests {
  /// lint's findings on the bundled copy, as `att-journey lint` computes them.
  static func lintFindings() throws -> [LintFinding] {
    let catalog = try CopyCatalog.load(directory: ReviewFixtures.bundledCopy)
    let definition = JourneySetup.definition(
      try BundledCopy.journey(), catalog: catalog, options: ScenarioOptions())
    let used = ScreenGallery.usedKeys(definition: definition, catalog: catalog)
    let problems = AccessibilityAudit.problems(definition: definition, catalog: catalog).map {
      LayoutProblem(ruleID: $0.ruleID, key: $0.ref, layer: $0.layer, message: $0.message)
    }
    return CopyLinter.lint(catalog, usedKeys: used, layoutProblems: problems)
  }

  @Test("review counts the findings lint counts, text-size findings included")
  func sameCountsAsLint() throws {
    let report = try ReviewFixtures.bundledReport()
    let lint = LintReport.counts(try Self.lintFindings())
    #expect((lint[.warning] ?? 0) > 0, "the bundled copy has text-size warnings to count")
    let lintRules = Set(try Self.lintFindings().map(\.ruleID))
    let reviewRules = Set(report.findings.filter { $0.source == .lint }.map(\.ruleID))
    #expect(lintRules == reviewRules)
    let fromLint = report.findings.filter { $0.source == .lint }
    for severity in LintSeverity.allCases {
      #expect(fromLint.filter { $0.severity == severity }.count == lint[severity] ?? 0, "\(severity)")
    }
    #expect(report.findings.contains { $0.ruleID.hasPrefix("A11Y-") })
    #expect(report.coverageLine.contains("AX5"))
  }

  @Test("Markdown is a strings view: English source beside each translation, length, status, findings")
  func markdownStringsView() throws {
    let report = try ReviewFixtures.bundledReport()
    let markdown = report.markdown()
    #expect(!markdown.contains("```text"), "no phones without phones: true")
    #expect(markdown.contains("| key | en (source) | locale | text | length | status | findings |"))
    let title = MarkdownEscaping.inline("A Quick Word About Ads")
    #expect(
      markdown.contains("| primer\\.title | \(title) | ko | 광고에 대해 잠깐 알려 드려요 | 28/40 cols | translated |"))
    #expect(markdown.contains("| primer\\.action | Continue | de | Weiter | 6/24 chars | translated |"))
    #expect(markdown.contains("| alert\\.allow |"))
    #expect(markdown.contains("unverified"))
    let warning = try #require(report.findings.first { $0.ruleID == "A11Y-title-lines" })
    #expect(markdown.contains("**A11Y\\-title\\-lines** \(MarkdownEscaping.inline(warning.message))"))
    #expect(report.markdown(phones: true).contains("```text"))
  }

  @Test("One locale's Markdown fits a GitHub comment per table and stays under 300 KB for all tables")
  func markdownSizes() throws {
    let catalog = try CopyCatalog.load(directory: ReviewFixtures.bundledCopy)
    // The longest Latin-script and the longest CJK Markdown of the bundled copy (fr 36 KB, ja 35 KB).
    for locale in ["fr", "ja"] {
      let report = ReviewReport.build(
        catalog: catalog, journey: try BundledCopy.journey(), copyDirectory: ReviewFixtures.bundledCopy,
        locales: [locale], generatedAt: ReviewFixtures.generatedAt)
      let all = report.markdown()
      #expect(all.utf8.count < 300_000, "\(locale): \(all.utf8.count) bytes")
      #expect(all.contains("## Strings"))
      for table in catalog.tableNames {
        var one = report
        one.strings = report.strings.filter { $0.table == table }
        #expect(!one.strings.isEmpty, "\(table) has strings")
        let text = one.markdown()
        #expect(text.count < 65_536, "\(locale) \(table): \(text.count) characters")
      }
    }
  }

  @Test("--tables and --screens keep only those tables' strings and findings, and those screens' phones")
  func filters() throws {
    let catalog = try CopyCatalog.load(directory: ReviewFixtures.bundledCopy)
    let journey = try BundledCopy.journey()
    let tables = ReviewReport.build(
      catalog: catalog, journey: journey, copyDirectory: ReviewFixtures.bundledCopy, locales: ["en", "fr"],
      variants: [nil], generatedAt: ReviewFixtures.generatedAt, tables: ["Consent"])
    #expect(tables.strings.map(\.table) == ["Consent"])
    #expect(!tables.findings.isEmpty && tables.findings.allSatisfy { $0.key?.table == "Consent" })
    let screens = ReviewReport.build(
      catalog: catalog, journey: journey, copyDirectory: ReviewFixtures.bundledCopy, locales: ["en", "fr"],
      variants: [nil], generatedAt: ReviewFixtures.generatedAt, screens: ["primer"])
    #expect(screens.screens == ["primer"])
    #expect(screens.cells.map(\.screen) == ["primer", "primer"])
    let keys = Set(screens.strings.flatMap { table in table.rows.map { "\(table.table)/\($0.key)" } })
    #expect(keys.contains("Primer/primer.title"))
    #expect(!keys.contains("Outcome/outcome.action"), "a key the primer does not show")
    #expect(!screens.findings.contains { $0.key?.table == "Outcome" })
  }

  @Test("HTML counts carry their totals for the filter script, and anchors clear the sticky header")
  func htmlCountsAndAnchors() throws {
    let html = try ReviewSheetTests.small().html()
    #expect(html.contains("id=\"count-warnings\" data-total=\""))
    #expect(html.contains("html{scroll-padding-top:var(--top"))
    #expect(html.contains("setProperty('--top'"))
  }
}
