import Foundation
import JourneyTestSupport
import Testing

@testable import CopyLint
@testable import StringTables

/// Demo captions (`Demos.strings`) are copy: measured in lines at the caption's width, a key a locale lacks
/// is a warning (the demo shows English), control characters are refused as anywhere else.
@Suite("Demo captions")
struct CaptionLintTests {
  static let comment = "/* A demo's caption. Budget: 2 lines of 20 display columns. */\n"

  /// Writes `Demos.strings` in every locale of the good tree, `values` giving each locale's entries.
  static func lint(_ values: [String: [(String, String)]]) throws -> [LintFinding] {
    try LintTests.lint { tree in
      for (locale, entries) in values {
        try tree.write(
          "\(locale).lproj/Demos.strings",
          entries.map { Self.comment + "\"\($0.0)\" = \"\($0.1)\";\n" }.joined(separator: "\n"))
      }
    }
  }

  static let locales = ["en", "ko", "ja", "zh-Hans", "fr", "de", "es"]

  @Test("Budget: N lines of W display columns parses, and measures lines as the screens wrap them")
  func linesUnit() {
    let budget = CopyBudget.parse(comment: "Caption. Budget: 2 lines of 20 display columns.", locale: "ko")
    #expect(budget == CopyBudget(limit: 2, unit: .lines(width: 20)))
    #expect(budget?.unit.name == "lines of 20 display columns")
    // Latin wraps at spaces; Hangul at spaces, two columns a syllable; Japanese between characters.
    #expect(budget?.measure("one two three four five") == 2)
    #expect(budget?.measure("one two three four five six seven eight nine") == 3)
    #expect(budget?.measure("안내 화면이 먼저 광고를 설명해요") == 2)
    #expect(budget?.measure("事前説明画面がまず広告について説明します。") == 3)
    #expect(
      CopyBudget.parse(comment: "Budget: 2 lines of x display columns", locale: "en")?.unit == .characters)
  }

  @Test("COPY-budget: a caption over its lines at the caption width is an error in that locale only")
  func overLines() throws {
    var values: [String: [(String, String)]] = [:]
    for locale in Self.locales { values[locale] = [("demo.step", "Short caption")] }
    values["ja"] = [("demo.step", "事前説明画面がまず広告について説明します。")]
    let findings = try Self.lint(values).filter { $0.ruleID == "COPY-budget" }
    #expect(findings.map(\.locale) == ["ja"])
    #expect(findings.first?.message.hasPrefix("3/2 lines of 20 display columns: 1 over") == true)
    #expect(findings.first?.key == "demo.step" && findings.first?.table == "Demos")
  }

  @Test("COPY-caption-missing: a caption a locale lacks is a warning naming locale and key, not COPY-missing")
  func missingCaption() throws {
    var values: [String: [(String, String)]] = [:]
    for locale in Self.locales {
      values[locale] = [("demo.one", "One \(locale)"), ("demo.two", "Two \(locale)")]
    }
    values["fr"] = [("demo.one", "Un")]
    let findings = try Self.lint(values)
    let missing = findings.filter { $0.ruleID == "COPY-caption-missing" }
    #expect(missing.map(\.severity) == [.warning])
    #expect(missing.first?.locale == "fr" && missing.first?.key == "demo.two")
    #expect(missing.first?.message.contains("\"demo.two\" is missing in fr") == true)
    #expect(missing.first?.message.contains("show en") == true)
    #expect(findings.filter { $0.ruleID == "COPY-missing" && $0.table == "Demos" } == [])
  }

  @Test("COPY-control: a control character in a caption is refused like in other copy")
  func controlCharacter() throws {
    var values: [String: [(String, String)]] = [:]
    for locale in Self.locales { values[locale] = [("demo.step", "Fine \(locale)")] }
    values["de"] = [("demo.step", "Bell\\U0007 here")]
    let findings = try Self.lint(values).filter { $0.ruleID == "COPY-control" }
    #expect(findings.map(\.locale) == ["de"])
    #expect(findings.first?.table == "Demos")
  }
}
