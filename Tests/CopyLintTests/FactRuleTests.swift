import Foundation
import JourneyTestSupport
import Testing

@testable import CopyLint
@testable import StringTables

/// COPY-facts on the bundled copy: every purpose string and primer states the facts its English lists.
@Suite("COPY-facts: purpose strings and primers state every fact their English carries")
struct FactRuleTests {
  /// Lints a copy of the bundled copy after `edits` replace whole values (path, key, value).
  static func lintBundled(_ edits: [(String, String, String)]) throws -> [LintFinding] {
    let tree = try TemporaryTree()
    defer { tree.remove() }
    try FileManager.default.removeItem(atPath: tree.root)
    try FileManager.default.copyItem(atPath: BundledCopyLintTests.directory, toPath: tree.root)
    for (path, key, value) in edits {
      let file = tree.root + "/" + path
      var lines = try String(contentsOfFile: file, encoding: .utf8).components(separatedBy: "\n")
      let index = try #require(lines.firstIndex { $0.hasPrefix("\"\(key)\" = ") }, "\(key) in \(path)")
      lines[index] = "\"\(key)\" = \"\(value)\";"
      try lines.joined(separator: "\n").write(toFile: file, atomically: true, encoding: .utf8)
    }
    return CopyLinter.lint(try CopyCatalog.load(directory: tree.root))
  }

  @Test(
    "The bundled English lists facts for every purpose string and primer, and the bundled copy states them")
  func bundledFactsHold() throws {
    let catalog = try CopyCatalog.load(directory: BundledCopyLintTests.directory)
    let primer = try #require(catalog.table("Primer", in: CopyLayer(locale: "en"))?.entries["primer.body"])
    #expect(FactRule.facts(in: primer.comment).contains("settings"))
    let measured = try #require(
      catalog.table("InfoPlist", in: CopyLayer(locale: "en", variant: "measurement"))?.entries[
        "NSUserTrackingUsageDescription"])
    #expect(FactRule.facts(in: measured.comment).contains("ads-either-way"))
    #expect(CopyLinter.lint(catalog).filter { $0.ruleID == "COPY-facts" } == [])
  }

  @Test("A variant purpose string copied from the base (es measurement) lacks \"ads either way\"")
  func baseCopiedIntoVariant() throws {
    let findings = try Self.lintBundled([
      (
        "variants/measurement/es.lproj/InfoPlist.strings", "NSUserTrackingUsageDescription",
        "Nuestros socios publicitarios usan esta actividad para anuncios más relevantes, su medición y «Selección para ti». Daily Grid funciona igual en ambos casos y puedes cambiarlo en Ajustes."
      )
    ])
    let hit = try #require(findings.first { $0.ruleID == "COPY-facts" })
    #expect(hit.locale == "es" && hit.variant == "measurement")
    #expect(hit.message.contains("ads-either-way"))
    #expect(hit.severity == .error)
  }

  @Test("A primer that drops Settings (de), the same-game fact (ko) or a use (ja) is an error per locale")
  func droppedFacts() throws {
    let findings = try Self.lintBundled([
      (
        "de.lproj/Primer.strings", "primer.body",
        "Gleich fragt iOS, ob unsere Werbepartner deine Aktivität in Apps und auf Websites anderer Unternehmen für passendere Werbung, Werbemessung und „Für dich ausgewählt“ nutzen dürfen. Das Spiel bleibt gleich."
      ),
      (
        "ko.lproj/Primer.strings", "primer.body",
        "이어서 iOS에서 광고 파트너가 다른 회사의 앱과 웹 사이트 활동 데이터를 더 관련성 높은 광고, 광고 성과 측정, 추천 퍼즐에 써도 되는지 물어봐요. 설정에서 바꿀 수 있어요."
      ),
      (
        "ja.lproj/Primer.strings", "primer.body",
        "次にiOSが他社のAppやWebサイトでのアクティビティを広告パートナーが関連性の高い広告と「あなたへのおすすめ」に使ってよいか確認します。どちらでもゲームは変わらず、「設定」で変更できます。"
      ),
    ])
    let hits = findings.filter { $0.ruleID == "COPY-facts" }
    #expect(hits.contains { $0.locale == "de" && $0.message.contains("settings") })
    #expect(hits.contains { $0.locale == "ko" && $0.message.contains("same-either-way") })
    #expect(hits.contains { $0.locale == "ja" && $0.message.contains("measurement") })
    #expect(hits.count == 3)
  }

  @Test("A fact the locale's glossary does not define is reported, not skipped")
  func undefinedFact() throws {
    let tree = try TemporaryTree()
    defer { tree.remove() }
    try FileManager.default.removeItem(atPath: tree.root)
    try FileManager.default.copyItem(atPath: BundledCopyLintTests.directory, toPath: tree.root)
    let glossary = tree.root + "/glossary/fr.strings"
    let text = try String(contentsOfFile: glossary, encoding: .utf8)
    try text.replacingOccurrences(of: "\"fact.settings\"", with: "\"fact.unused\"").write(
      toFile: glossary, atomically: true, encoding: .utf8)
    let findings = CopyLinter.lint(try CopyCatalog.load(directory: tree.root))
    let hits = findings.filter { $0.ruleID == "COPY-facts" && $0.locale == "fr" }
    #expect(!hits.isEmpty)
    #expect(hits.allSatisfy { $0.message.contains("no words for the fact settings") })
  }

  @Test(
    "A fact whose glossary words are still init's stand-in is listed as COPY-unwritten at its place and not checked; a written one still is"
  )
  func unwrittenFactWaits() throws {
    let tree = try TemporaryTree()
    defer { tree.remove() }
    try FileManager.default.removeItem(atPath: tree.root)
    try FileManager.default.copyItem(atPath: BundledCopyLintTests.directory, toPath: tree.root)
    let glossary = tree.root + "/glossary/fr.strings"
    let text = try String(contentsOfFile: glossary, encoding: .utf8)
    let written = "\"fact.settings\" = \"Réglages\";"
    try #require(text.contains(written), "the bundled fr glossary defines fact.settings")
    try text.replacingOccurrences(
      of: written,
      with: "\"fact.settings\" = \"\(UnwrittenText.placeholder(locale: "fr", key: "fact.settings"))\";"
    ).write(toFile: glossary, atomically: true, encoding: .utf8)
    // The primer leaves out Settings (unwritten in the glossary) and the measurement (written).
    let primer = tree.root + "/fr.lproj/Primer.strings"
    var lines = try String(contentsOfFile: primer, encoding: .utf8).components(separatedBy: "\n")
    let index = try #require(lines.firstIndex { $0.hasPrefix("\"primer.body\" = ") })
    lines[index] =
      "\"primer.body\" = \"iOS demandera si nos partenaires publicitaires peuvent utiliser votre activité dans les apps et sites d’autres sociétés pour des publicités pertinentes et la Sélection pour vous. Même jeu dans tous les cas.\";"
    try lines.joined(separator: "\n").write(toFile: primer, atomically: true, encoding: .utf8)

    let findings = CopyLinter.lint(try CopyCatalog.load(directory: tree.root))
    let facts = findings.filter { $0.ruleID == "COPY-facts" && $0.locale == "fr" }
    #expect(facts.contains { $0.key == "primer.body" && $0.message.contains("measurement") })
    #expect(!facts.contains { $0.message.contains("settings") }, "\(facts.map(\.message))")
    let unwritten = try #require(
      findings.first { $0.ruleID == UnwrittenCopyRule.id && $0.key == "fact.settings" })
    #expect(unwritten.severity == .warning && unwritten.locale == "fr")
    #expect(unwritten.file == glossary)
    let line = try String(contentsOfFile: glossary, encoding: .utf8).components(separatedBy: "\n")[
      unwritten.line - 1]
    #expect(
      line.dropFirst(unwritten.column - 1).hasPrefix("\"[TODO fr] fact.settings\""),
      "line \(unwritten.line), column \(unwritten.column) is the value: \(line)")
  }
}
