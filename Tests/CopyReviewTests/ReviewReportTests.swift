import CopyLint
import CopyReview
import Foundation
import JourneyRuntime
import JourneyScreens
import JourneyTestSupport
import StringTables
import TerminalKit
import Testing
import TextSafety

@Suite("Review report of the bundled copy")
struct ReviewReportTests {
  @Test("one cell per screen × locale per variant, each id once")
  func oneCellPerScreenLocaleVariant() throws {
    let report = try ReviewFixtures.bundledReport()
    let html = report.html()
    let definition = JourneySetup.definition(
      try BundledCopy.journey(), catalog: try BundledCopy.catalog(), options: ScenarioOptions())
    #expect(report.screens.count == ScreenGallery.entries(definition: definition).count)
    #expect(report.locales.count == 7)
    #expect(report.variants == [nil, "measurement", "personalization", "relevance"])
    let expected = report.screens.count * report.locales.count * report.variants.count
    #expect(report.cells.count == expected)
    #expect(ReviewFixtures.count(" data-cell=\"", in: html) == expected)
    let ids = ReviewFixtures.attributeValues("id", in: html).filter { $0.hasPrefix("cell-") }
    #expect(ids.count == expected)
    #expect(Set(ids).count == expected)
    for variant in report.variants {
      for screen in report.screens {
        for locale in report.locales {
          let id = "cell-\(variant ?? "base")-\(screen)-\(locale)"
          #expect(ids.contains(id), "missing \(id)")
        }
      }
    }
  }

  @Test(
    "every journey screen is a row: onboarding, primer, alert, iOS 27.2 sheet, outcomes, Settings, form, explainer"
  )
  func screensCoverTheJourney() throws {
    let report = try ReviewFixtures.bundledReport()
    for screen in [
      "onboarding-1", "onboarding-2", "onboarding-3", "primer", "alert", "sheet",
      "outcome-authorized", "outcome-denied", "settings-tracking", "settings-app", "consent-form",
      "explainer",
    ] {
      #expect(report.screens.contains(screen), "missing \(screen)")
    }
  }

  @Test("header counts match the report")
  func headerCounts() throws {
    let report = try ReviewFixtures.bundledReport()
    let html = report.html()
    let counts = report.severityCounts
    #expect(html.contains("id=\"count-screens\">\(report.screens.count)<"))
    #expect(html.contains("id=\"count-locales\">\(report.locales.count)<"))
    #expect(html.contains("id=\"count-variants\">\(report.variants.count)<"))
    #expect(html.contains("id=\"count-cells\">\(report.cells.count)<"))
    let findingsSection = try #require(ReviewFixtures.section("findings", in: html))
    for severity in LintSeverity.allCases {
      let number = counts[severity] ?? 0
      #expect(html.contains("id=\"count-\(severity.rawValue)s\" data-total=\"\(number)\">\(number)<"))
      #expect(ReviewFixtures.count("class=\"fi sev-\(severity.rawValue)\"", in: findingsSection) == number)
    }
    #expect(counts.values.reduce(0, +) == report.findings.count)
    #expect(html.contains("id=\"count-generated\">\(ReviewFixtures.generatedAt)<"))
    #expect(report.markdown().contains(MarkdownEscaping.inline(report.summaryLine)))
    #expect(report.text().contains(report.summaryLine))
  }

  @Test("findings rows and badges link to ids that exist")
  func linksResolve() throws {
    let report = try ReviewFixtures.bundledReport()
    let html = report.html()
    let ids = Set(ReviewFixtures.attributeValues("id", in: html))
    let targets = ReviewFixtures.attributeValues("href", in: html)
    #expect(!targets.isEmpty)
    #expect(targets.contains { $0.hasPrefix("#cell-") })
    for target in targets {
      #expect(target.hasPrefix("#"), "external link \(target)")
      #expect(ids.contains(String(target.dropFirst())), "dangling link \(target)")
    }
    for finding in report.findings {
      for id in finding.cellIDs { #expect(ids.contains(id)) }
    }
  }

  @Test("X-3 unverified iOS 27.2 sheet text is marked on its cells (SYS-unverified)")
  func unverifiedSystemTextVisible() throws {
    let report = try ReviewFixtures.bundledReport()
    let html = report.html()
    let cell = try #require(report.cell(variant: nil, screen: "sheet", locale: "en"))
    #expect(cell.keys.contains { $0.isUnverified })
    #expect(report.findings(on: cell).contains { $0.ruleID == "SYS-unverified" })
    let block = try #require(ReviewFixtures.cellBlock(cell.id, in: html))
    #expect(block.contains("unverified system text"))
    #expect(block.contains(">SYS-unverified</a>"))
  }

  @Test("variant comparison shows the primer, alert and sheet in every variant")
  func variantComparison() throws {
    let report = try ReviewFixtures.bundledReport()
    for screen in ["primer", "alert", "sheet"] {
      #expect(report.variantScreens.contains(screen), "\(screen) not compared")
    }
    #expect(!report.variantScreens.contains("settings-tracking"))
    let html = report.html()
    let compared = report.variantScreens.count * report.locales.count
    for variant in report.variants {
      #expect(ReviewFixtures.count("data-compare=\"\(variant ?? "base")\"", in: html) == compared)
    }
  }

  @Test("identical frames are drawn once; cells carry their own keys and places")
  func framesReused() throws {
    let report = try ReviewFixtures.bundledReport()
    #expect(report.frames.count < report.cells.count)
    let base = try #require(report.cell(variant: nil, screen: "primer", locale: "ko"))
    let relevance = try #require(report.cell(variant: "relevance", screen: "primer", locale: "ko"))
    #expect(base.frameIndex != relevance.frameIndex)
    let title = try #require(relevance.keys.first { $0.key == CopyKey("Primer", "primer.title") })
    #expect(title.answeredBy == CopyLayer(locale: "ko", variant: "relevance"))
    #expect(title.location?.file.hasSuffix("variants/relevance/ko.lproj/Primer.strings") == true)
    #expect(title.comment?.isEmpty == false)
  }

  @Test("two builds with the same time are byte-identical in every format")
  func deterministic() throws {
    let first = try ReviewFixtures.bundledReport()
    let second = try ReviewFixtures.freshBundledReport()
    #expect(first.html() == second.html())
    #expect(first.markdown() == second.markdown())
    #expect(first.text() == second.text())
  }

  @Test("Markdown and text carry the findings table and every frame in a fence or between rules")
  func markdownAndText() throws {
    let report = try ReviewFixtures.bundledReport()
    let markdown = report.markdown(phones: true)
    let text = report.text()
    #expect(markdown.contains("| locale | variant | key | file:line | message | cell |"))
    for rule in Set(report.findings.map(\.ruleID)) {
      #expect(markdown.contains("### \(MarkdownEscaping.inline(rule)) ("), "no group for \(rule)")
    }
    #expect(ReviewFixtures.count("<a id=\"cell-", in: markdown) == report.cells.count)
    let frames =
      report.cells.count + report.variantScreens.count * report.locales.count * report.variants.count
    #expect(ReviewFixtures.count("```text\n", in: markdown) == frames)
    for finding in report.findings {
      #expect(text.contains("[\(finding.ruleID)] \(finding.message)"))
    }
    let primer = TextRenderer.lines(report.frames[report.cells[0].frameIndex]).joined(separator: "\n")
    #expect(text.contains(primer))
  }
}
