import Foundation
import JourneyTestSupport
import Testing

@testable import CopyLint
@testable import StringTables

@Suite("Length budgets")
struct BudgetTests {
  @Test("COPY-budget: over the budget in its comment is an error at file:line, shown per locale")
  func overBudget() throws {
    let findings = try LintTests.lint { tree in
      try tree.write(
        "fr.lproj/Primer.strings",
        LintTests.primer(title: "Un titre bien trop long pour ce budget") + "\n")
      try tree.write(
        "fr.lproj/Outcome.strings",
        "/* Budget: 10 characters. */\n\"home.progress\" = \"%d grilles résolues\";\n")
    }
    let hits = findings.filter { $0.ruleID == "COPY-budget" }
    #expect(hits.count == 1)
    let hit = try #require(hits.first)
    #expect(hit.severity == .error && hit.locale == "fr" && hit.line == 2 && hit.key == "home.progress")
    #expect(hit.message.hasPrefix("19/10 characters: 9 over"))
  }

  @Test("COPY-budget: CJK counts display columns, so Hangul is measured at two columns a syllable")
  func displayColumns() throws {
    let findings = try LintTests.lint { tree in
      try tree.write(
        "ko.lproj/Outcome.strings",
        "/* Budget: 10 display columns. */\n\"home.progress\" = \"%d개 퍼즐 완료\";\n")
      try tree.write(
        "ja.lproj/Outcome.strings", "/* Budget: 12 display columns. */\n\"home.progress\" = \"%d問クリア\";\n")
    }
    let hits = findings.filter { $0.ruleID == "COPY-budget" }
    #expect(hits.map(\.locale) == ["ko"])
    #expect(hits.first?.message.hasPrefix("14/10 display columns") == true)
  }

  @Test("COPY-budget: a value exactly at its budget is no finding")
  func atBudget() throws {
    let findings = try LintTests.lint { tree in
      try tree.write(
        "de.lproj/Outcome.strings", "/* Budget: 11 characters. */\n\"home.progress\" = \"%d Rätseln\";\n")
    }
    #expect(findings.filter { $0.ruleID == "COPY-budget" } == [])
  }

  @Test("Budget comments: the unit, and the locale's default without one")
  func parsing() {
    #expect(CopyBudget.parse(comment: "Title. Budget: 40 characters.", locale: "ja")?.unit == .characters)
    #expect(
      CopyBudget.parse(comment: "Budget: 40 display columns (a CJK character counts 2)", locale: "en")
        == CopyBudget(limit: 40, unit: .displayColumns))
    #expect(CopyBudget.parse(comment: "Budget: 12", locale: "zh-Hans")?.unit == .displayColumns)
    #expect(CopyBudget.parse(comment: "Budget: 12", locale: "fr")?.unit == .characters)
    #expect(CopyBudget.parse(comment: "No budget here", locale: "fr") == nil)
    #expect(CopyBudget.parse(comment: "Budget: lots", locale: "fr") == nil)
  }
}
