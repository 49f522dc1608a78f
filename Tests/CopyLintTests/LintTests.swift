import Foundation
import JourneyTestSupport
import Testing

@testable import CopyLint
@testable import StringTables

@Suite("Copy linter")
struct LintTests {
  /// Lints a copy of the good tree after `change` edits it.
  static func lint(usedKeys: Set<CopyKey>? = nil, _ change: (TemporaryTree) throws -> Void) throws
    -> [LintFinding]
  {
    let tree = try TemporaryTree()
    defer { tree.remove() }
    try FileManager.default.removeItem(atPath: tree.root)
    try FileManager.default.copyItem(atPath: CopyFixtures.goodCopy, toPath: tree.root)
    try change(tree)
    return CopyLinter.lint(try CopyCatalog.load(directory: tree.root), usedKeys: usedKeys)
  }

  static func primer(
    title: String = "Title", body: String = "Body", action: String = "Continue", extra: String = ""
  ) -> String {
    "\"primer.title\" = \"\(title)\";\n\"primer.body\" = \"\(body)\";\n\"primer.action\" = \"\(action)\";\n\(extra)"
  }

  @Test func goodTreeLintsClean() throws {
    let findings = try Self.lint { _ in }
    #expect(findings.filter { $0.severity != .notice } == [])
    #expect(Set(findings.map(\.ruleID)) == ["SYS-unverified"])
    #expect(findings.count == 2)
    #expect(LintReport.exitCode(for: findings) == 0)
  }

  @Test("HIG-1: more than one action in the primer, also added by a variant")
  func hig1SingleAction() throws {
    let findings = try Self.lint { tree in
      try tree.write("variants/relevance/de.lproj/Primer.strings", "\"primer.next.action\" = \"Los geht's\";")
    }
    let hits = findings.filter { $0.ruleID == "HIG-1" }
    #expect(hits.count == 1)
    #expect(hits.first?.locale == "de")
    #expect(hits.first?.variant == "relevance")
    #expect(hits.first?.severity == .error)
  }

  @Test("HIG-1: an action label meaning Allow, per locale")
  func hig1AllowLabel() throws {
    let labels = [
      "en": "Allow", "ko": "허용", "ja": "許可する", "fr": "Autoriser", "de": "Zulassen", "es": "Aceptar",
      "zh-Hans": "允许",
    ]
    let findings = try Self.lint { tree in
      for (locale, label) in labels {
        try tree.write("\(locale).lproj/Primer.strings", Self.primer(action: label))
      }
    }
    let hits = findings.filter { $0.ruleID == "HIG-1-allow" }
    #expect(Set(hits.compactMap(\.locale)) == Set(labels.keys))
    #expect(hits.allSatisfy { $0.key == "primer.action" && $0.line == 3 && $0.column == 19 })
  }

  @Test("HIG-2: dismiss key or label")
  func hig2Dismiss() throws {
    let findings = try Self.lint { tree in
      try tree.write("en.lproj/Primer.strings", Self.primer(extra: "\"primer.notNow.action\" = \"Later\";"))
      try tree.write("ja.lproj/Primer.strings", Self.primer(action: "あとで"))
      try tree.write("es.lproj/Primer.strings", Self.primer(action: "Ahora no"))
    }
    let hits = findings.filter { $0.ruleID == "HIG-2" }
    #expect(Set(hits.compactMap(\.locale)) == ["en", "ja", "es"])
    #expect(hits.contains { $0.key == "primer.notNow.action" })
  }

  @Test("HIG-3: wording that imitates the system alert")
  func hig3Imitation() throws {
    let findings = try Self.lint { tree in
      try tree.write(
        "en.lproj/Primer.strings", Self.primer(body: "Allow us to track your activity across other apps"))
      try tree.write(
        "ko.lproj/InfoPlist.strings",
        "\"NSUserTrackingUsageDescription\" = \"앱에 추적 금지 요청을 누르지 마세요\";\n\"CFBundleDisplayName\" = \"Daily Grid\";"
      )
    }
    let hits = findings.filter { $0.ruleID == "HIG-3" }
    #expect(Set(hits.compactMap(\.locale)) == ["en", "ko"])
    #expect(hits.contains { $0.table == "InfoPlist" })
  }

  @Test("HIG-4: incentive language in every locale")
  func hig4Incentive() throws {
    let bodies = [
      "en": "Get 50 free coins", "ko": "보상으로 코인을 드려요", "ja": "ボーナスがもらえます", "fr": "Un cadeau vous attend",
      "de": "Sichere dir einen Rabatt", "es": "Consigue un regalo", "zh-Hans": "领取金币奖励",
    ]
    let findings = try Self.lint { tree in
      for (locale, body) in bodies {
        try tree.write("\(locale).lproj/Primer.strings", Self.primer(body: body))
      }
    }
    #expect(Set(findings.filter { $0.ruleID == "HIG-4" }.compactMap(\.locale)) == Set(bodies.keys))
  }

  @Test func missingExtraAndDuplicateKeys() throws {
    let findings = try Self.lint { tree in
      try tree.write(
        "ko.lproj/Primer.strings",
        "\"primer.title\" = \"제목\";\n\"primer.action\" = \"계속\";\n\"primer.action\" = \"다음\";\n\"primer.bogus\" = \"x\";"
      )
    }
    let missing = findings.filter { $0.ruleID == "COPY-missing" }
    #expect(missing.map(\.key) == ["primer.body"])
    #expect(missing.first?.message == "\"primer.body\" is missing in ko (falls back to en)")
    #expect(findings.filter { $0.ruleID == "COPY-extra" }.map(\.key) == ["primer.bogus"])
    let duplicate = try #require(findings.first { $0.ruleID == "COPY-duplicate" })
    #expect(duplicate.line == 3)
    #expect(duplicate.severity == .warning)
  }

  @Test func missingInVariant() throws {
    let findings = try Self.lint { tree in
      try FileManager.default.removeItem(atPath: tree.root + "/variants/relevance/fr.lproj/Primer.strings")
    }
    let hit = try #require(findings.first { $0.ruleID == "COPY-missing" })
    #expect(hit.variant == "relevance")
    #expect(hit.file.hasSuffix("variants/relevance/fr.lproj/Primer.strings"))
  }

  @Test func unusedKeysOnlyWithUsedKeys() throws {
    var used = Set(
      ["primer.title", "primer.body", "primer.action"].map { CopyKey(table: "Primer", key: $0) })
    used.formUnion(
      ["CFBundleDisplayName", "NSUserTrackingUsageDescription"].map { CopyKey(table: "InfoPlist", key: $0) })
    used.formUnion(["alert.title", "alert.allow"].map { CopyKey(table: "System", key: $0) })
    let findings = try Self.lint(usedKeys: used) { _ in }
    #expect(findings.filter { $0.ruleID == "COPY-unused" }.map(\.key) == ["home.progress"])
  }

  @Test func placeholderMismatch() throws {
    let findings = try Self.lint { tree in
      try tree.write("de.lproj/Outcome.strings", "\"home.progress\" = \"%@ Rätsel gelöst\";")
      try tree.write("ja.lproj/Outcome.strings", "\"home.progress\" = \"%d 100% 完了\";")
    }
    let hits = findings.filter { $0.ruleID == "COPY-placeholder" }
    #expect(hits.compactMap(\.locale).sorted() == ["de", "ja"])
    #expect(hits.first { $0.locale == "de" }?.message == "placeholders %@ differ from en %d")
  }

  @Test("COPY-placeholder-width: a width or precision beyond the widest terminal is an error at the value")
  func placeholderWidth() throws {
    let findings = try Self.lint { tree in
      try tree.write("en.lproj/Outcome.strings", "\"home.progress\" = \"%999999d puzzles solved\";")
      try tree.write("de.lproj/Outcome.strings", "\"home.progress\" = \"%.501d Rätsel gelöst\";")
      try tree.write("ja.lproj/Outcome.strings", "\"home.progress\" = \"%500d 完了\";")
    }
    let hits = findings.filter { $0.ruleID == "COPY-placeholder-width" }
    #expect(hits.compactMap(\.locale).sorted() == ["de", "en"], "500 itself is allowed: \(hits)")
    let english = try #require(hits.first { $0.locale == "en" })
    #expect(english.severity == .error)
    #expect((english.line, english.column) == (1, 19), "the value's opening quote")
    #expect(
      english.message
        == "placeholder %999999d is wider than 500 (the widest terminal); filled to 500")
    #expect(LintRule(rawValue: "COPY-placeholder-width")?.severity == .error)
  }

  @Test func sameAsEnglishIsANoticeUnlessOptedOut() throws {
    let findings = try Self.lint { tree in
      try tree.write("es.lproj/Outcome.strings", "\"home.progress\" = \"%d puzzles solved\";")
    }
    let hit = try #require(findings.first { $0.ruleID == "COPY-same-as-en" })
    #expect(hit.severity == .notice)
    #expect(hit.locale == "es")
    // CFBundleDisplayName is identical everywhere but carries `same-as-en`.
    #expect(findings.filter { $0.ruleID == "COPY-same-as-en" }.count == 1)
  }

  @Test func controlCharactersBidiAndZeroWidth() throws {
    let findings = try Self.lint { tree in
      try tree.write(
        "fr.lproj/Outcome.strings", "\"home.progress\" = \"%d grilles\\U202E\\U200B \\033[31m\";")
    }
    let hit = try #require(findings.first { $0.ruleID == "COPY-control" })
    #expect(hit.message.contains("U+202E, U+200B, U+001B"))
    #expect(hit.severity == .error)
    #expect(!hit.message.unicodeScalars.contains("\u{1B}"))
  }

  @Test func reportsTextJSONAndExitCode() throws {
    let findings = try Self.lint { tree in
      try tree.write("en.lproj/Primer.strings", Self.primer(action: "Allow"))
    }
    #expect(LintReport.exitCode(for: findings) == 1)
    let text = LintReport.text(findings, catalog: nil)
    #expect(
      text.contains("Primer.strings:3:19: error: [HIG-1-allow] primer action \"Allow\" means \"Allow\""))
    // The rewritten English primer has no comments, so its three keys have no budget (COPY-budget-missing).
    #expect(text.hasSuffix("1 error, 3 warnings, 2 notices\n"), "\(text)")
    let json = try JSONSerialization.jsonObject(with: Data(LintReport.json(findings).utf8)) as? [String: Any]
    let summary = json?["summary"] as? [String: Int]
    #expect(summary?["errors"] == 1)
    #expect(summary?["exitCode"] == 1)
    #expect((json?["findings"] as? [[String: Any]])?.first?["ruleID"] as? String != nil)
    #expect(LintReport.exitUnreadable == 65)
  }
}
