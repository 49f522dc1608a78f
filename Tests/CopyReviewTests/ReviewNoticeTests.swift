import CopyLint
import Foundation
import JourneyTestSupport
import Testing
import TextSafety

@testable import CopyReview

/// Notices are a backlog, not findings one by one: one line per kind and locale in every format, the
/// full list one step away.
@Suite("Notices folded per kind and locale")
struct ReviewNoticeTests {
  static let rule = LintRule.unverifiedSystemText.rawValue

  /// The bundled report's unverified system texts counted per locale.
  static func unverifiedCounts(_ report: ReviewReport) -> [String: Int] {
    var counts: [String: Int] = [:]
    for finding in report.findings where finding.ruleID == rule {
      counts[finding.locale ?? "", default: 0] += 1
    }
    return counts
  }

  @Test("the lines: one per locale, counted, in the report's locale order")
  func lines() throws {
    let report = try ReviewFixtures.bundledReport()
    let counts = Self.unverifiedCounts(report)
    #expect(counts.count > 1, "the bundled copy has unverified system text in several locales")
    let lines = report.noticeLines(rule: Self.rule)
    #expect(lines.map(\.locale) == report.locales.filter { counts[$0] != nil })
    for line in lines {
      let count = counts[line.locale ?? ""] ?? 0
      #expect(line.text == "\(line.locale ?? ""): \(count) system texts not yet checked on a device")
    }
    #expect(
      ReviewNoticeLine(ruleID: Self.rule, locale: "ko", indices: [0]).text
        == "ko: 1 system text not yet checked on a device")
  }

  @Test("Markdown: the findings list one line per locale; every notice is in the appendix")
  func markdown() throws {
    let report = try ReviewFixtures.bundledReport()
    let markdown = report.markdown()
    let appendix = try #require(markdown.range(of: "## Appendix: notices"))
    let body = markdown[..<appendix.lowerBound]
    let rest = markdown[appendix.lowerBound...]
    let findings = try #require(body.range(of: "## Findings"))
    let strings = try #require(body.range(of: "## Strings"))
    let findingsSection = body[findings.upperBound..<strings.lowerBound]
    for line in report.noticeLines(rule: Self.rule) {
      #expect(findingsSection.contains("- \(MarkdownEscaping.inline(line.text))\n"))
    }
    let notice = try #require(report.findings.first { $0.ruleID == Self.rule })
    let message = MarkdownEscaping.inline(notice.message)
    #expect(!findingsSection.contains(message), "no notice row among the findings")
    #expect(rest.contains(message), "the appendix lists it")
    let rows = rest.split(separator: "\n").filter { $0.hasPrefix("| ") && !$0.hasPrefix("| locale |") }
    #expect(rows.count == report.findings.filter { $0.severity == .notice }.count)
    #expect(findingsSection.contains("](#appendix-notices)"))
  }

  @Test("text: one line per kind and locale among the findings; the appendix lists them all")
  func text() throws {
    let report = try ReviewFixtures.bundledReport()
    let text = report.text()
    let appendix = try #require(text.range(of: "\nAppendix: notices\n"))
    let body = text[..<appendix.lowerBound]
    let line = try #require(report.noticeLines(rule: Self.rule).first)
    #expect(body.contains("notice: [\(Self.rule)] \(line.text)\n"))
    let notices = report.findings.filter { $0.severity == .notice }
    #expect(!body.contains(": notice: ["), "no notice listed one by one before the appendix")
    #expect(ReviewFixtures.count(": notice: [", in: String(text[appendix.lowerBound...])) == notices.count)
    let warnings = report.findings.filter { $0.severity == .warning }.count
    #expect(ReviewFixtures.count(": warning: [", in: String(body)) == warnings, "warnings stay one per line")
  }

  @Test("HTML: a folded line per locale holds its notices; every finding keeps its row and id")
  func html() throws {
    let report = try ReviewFixtures.bundledReport()
    let html = report.html()
    let section = try #require(ReviewFixtures.section("findings", in: html))
    for line in report.noticeLines(rule: Self.rule) {
      #expect(
        section.contains(
          "data-locale=\"\(line.locale ?? "")\"><summary>\(ReviewEscaping.html(line.text))</summary>"))
    }
    #expect(
      !section.contains("class=\"fi notice-locale\" data-sev=\"notice\" data-rules=\"\(Self.rule)\" open"))
    #expect(ReviewFixtures.count("<tr id=\"finding-", in: section) == report.findings.count)
    let total = report.findings.filter { $0.ruleID == Self.rule }.count
    #expect(section.contains("notice · \(total) system texts not yet checked on a device"))
  }
}
