import Foundation
import Testing

@testable import CopyLint

/// The lint table in docs/copywriting.md lists every rule lint has, with the severity it carries.
@Suite("Documented lint rules")
struct DocumentedRulesTests {
  @Test("every LintRule has a row `| id | severity |` in docs/copywriting.md")
  func everyRuleDocumented() throws {
    let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("docs/copywriting.md")
    let text = try String(contentsOf: path, encoding: .utf8)
    var rows: [String: String] = [:]
    for line in text.components(separatedBy: "\n") where line.hasPrefix("| ") {
      let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      guard cells.count >= 2, LintSeverity(rawValue: cells[1]) != nil else { continue }
      rows[cells[0]] = cells[1]
    }
    #expect(rows["COPY-stale-source"] == "warning")
    for rule in LintRule.allCases {
      #expect(rows[rule.rawValue] == rule.severity.rawValue, "\(rule.rawValue)")
    }
  }
}
