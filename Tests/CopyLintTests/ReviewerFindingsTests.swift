import Foundation
import JourneyTestSupport
import Testing

@testable import CopyLint
@testable import StringTables

/// What a copy reviewer caught by reading, each as a rule that fails on bad copy in every locale named.
@Suite("Lint catches what a reviewer caught")
struct ReviewerFindingsTests {
  static let locales = ["en", "ko", "ja", "fr", "de", "es", "zh-Hans"]

  /// Lints the good tree after its primer in each locale is replaced by `primers[locale]`.
  static func lintPrimers(_ primers: [String: String]) throws -> [LintFinding] {
    try LintTests.lint { tree in
      for (locale, text) in primers { try tree.write("\(locale).lproj/Primer.strings", text) }
    }
  }

  @Test("COPY-empty: an empty or whitespace-only value is an error, per locale")
  func emptyValues() throws {
    let findings = try Self.lintPrimers([
      "ko": LintTests.primer(body: ""), "fr": LintTests.primer(title: "  \\n "),
      "de": LintTests.primer(body: "Daily Grid zeigt Werbung."),
    ])
    let hits = findings.filter { $0.ruleID == "COPY-empty" }
    #expect(Set(hits.map { "\($0.locale ?? "")/\($0.key ?? "")" }) == ["ko/primer.body", "fr/primer.title"])
    #expect(hits.allSatisfy { $0.severity == .error })
    #expect(LintReport.exitCode(for: findings) == 1)
  }

  @Test("COPY-marker: TODO, FIXME, XXX, [TODO …], 翻译 and 번역 필요 are errors; the word todo is not")
  func workMarkers() throws {
    let bodies = [
      "en": "TODO: say what tracking is for", "ko": "번역 필요: 광고 안내", "ja": "FIXME 広告の説明",
      "fr": "[TODO fr] primer.body à revoir", "de": "XXX Werbung", "es": "Todo funciona igual.",
      "zh-Hans": "广告说明（翻译中）",
    ]
    let findings = try Self.lintPrimers(bodies.mapValues { LintTests.primer(body: $0) })
    let hits = findings.filter { $0.ruleID == "COPY-marker" }
    #expect(Set(hits.compactMap(\.locale)) == ["en", "ko", "ja", "fr", "de", "zh-Hans"])
    #expect(hits.allSatisfy { $0.severity == .error && $0.key == "primer.body" })
    #expect(!hits.contains { $0.locale == "es" }, "Spanish todo (everything) is a word, not a marker")
  }

  @Test("HIG-4-gating: a feature withheld until tracking is allowed, in every locale (App Review 5.1.1(iv))")
  func featureGating() throws {
    let bodies = [
      "en": "Turn on tracking to unlock Picks for You.",
      "ko": "추적을 켜야 추천 퍼즐을 쓸 수 있어요.",
      "ja": "トラッキングを許可しないと「あなたへのおすすめ」は使えません。",
      "fr": "Activez le suivi pour débloquer la Sélection pour vous.",
      "de": "Erlaube Tracking, um „Für dich ausgewählt“ freizuschalten.",
      "es": "Activa el rastreo para desbloquear «Selección para ti».",
      "zh-Hans": "开启跟踪才能使用推荐谜题。",
    ]
    let findings = try Self.lintPrimers(bodies.mapValues { LintTests.primer(body: $0) })
    let hits = findings.filter { $0.ruleID == "HIG-4-gating" }
    #expect(Set(hits.compactMap(\.locale)) == Set(Self.locales))
    #expect(hits.allSatisfy { $0.severity == .error && $0.message.contains("5.1.1(iv)") })
  }

  @Test("HIG-4-gating: saying what tracking adds, and that the feature works without it, is no finding")
  func explainingIsNotGating() throws {
    let findings = try Self.lintPrimers([
      "en": LintTests.primer(
        body:
          "Tracking is off, so your picks use only what you play. If you’d like them to use your ad interests too, you can turn on tracking in Settings anytime."
      ),
      "fr": LintTests.primer(body: "Sans le suivi, la Sélection pour vous repose sur vos parties."),
    ])
    #expect(findings.filter { $0.ruleID == "HIG-4-gating" } == [])
  }

  @Test("HIG-1-allow: an OK-equivalent on the primer's only button, in every locale")
  func okEquivalents() throws {
    let labels = [
      "en": "Got it", "ko": "좋아요", "ja": "わかりました", "fr": "Entendu", "de": "Alles klar",
      "es": "Entendido", "zh-Hans": "知道了",
    ]
    let findings = try Self.lintPrimers(labels.mapValues { LintTests.primer(action: $0) })
    let hits = findings.filter { $0.ruleID == "HIG-1-allow" }
    #expect(Set(hits.compactMap(\.locale)) == Set(Self.locales))
    #expect(hits.allSatisfy { $0.key == "primer.action" && $0.message.contains("OK-equivalent") })
    let yes = try Self.lintPrimers(["ko": LintTests.primer(action: "네")])
    #expect(yes.contains { $0.ruleID == "HIG-1-allow" && $0.locale == "ko" })
    let next = try Self.lintPrimers([
      "ko": LintTests.primer(action: "다음"), "ja": LintTests.primer(action: "次へ"),
    ])
    #expect(!next.contains { $0.ruleID == "HIG-1-allow" }, "Next is what the primer should say")
  }

  @Test("HIG-3: the system alert's question in other words, in every locale")
  func alertParaphrase() throws {
    let bodies = [
      "en": "Can Daily Grid track you across apps?",
      "ko": "Daily Grid가 앱 활동을 추적해도 될까요?",
      "ja": "Daily Gridにトラッキングを許可しますか？",
      "fr": "Daily Grid peut-il suivre votre activité ?",
      "de": "Darf Daily Grid dich über Apps hinweg tracken?",
      "es": "¿Dejas que Daily Grid rastree tu actividad?",
      "zh-Hans": "允许 Daily Grid 跟踪你的活动吗？",
    ]
    let findings = try Self.lintPrimers(bodies.mapValues { LintTests.primer(body: $0) })
    let hits = findings.filter { $0.ruleID == "HIG-3" && $0.message.contains("in other words") }
    #expect(Set(hits.compactMap(\.locale)) == Set(Self.locales))
  }

  @Test("COPY-register: tú beside usted/su, tu beside vous by verb forms, です/ます beside the plain form")
  func registerAcrossATable() throws {
    let findings = try Self.lintPrimers([
      "es": LintTests.primer(
        title: "Usted elige", body: "Puedes usar tu actividad para anuncios y su medición."),
      "fr": LintTests.primer(title: "Tu peux choisir", body: "Appuyez sur Continuer pour la suite."),
      "ja": LintTests.primer(title: "広告について知る", body: "次にiOSが確認します。", action: "続ける"),
    ])
    let hits = findings.filter { $0.ruleID == "COPY-register" }
    #expect(hits.contains { $0.locale == "es" && $0.key == "primer.body" && $0.message.contains("\"su\"") })
    #expect(hits.contains { $0.locale == "es" && $0.key == "primer.title" && $0.message.contains("usted") })
    #expect(hits.contains { $0.locale == "fr" && $0.key == "primer.title" && $0.message.contains("tu") })
    #expect(hits.contains { $0.locale == "ja" && $0.key == "primer.title" })
    #expect(!hits.contains { $0.locale == "ja" && $0.key == "primer.action" }, "iOS buttons are plain form")
  }

  @Test("COPY-budget-missing: a user-visible key without a budget warns; a translation uses English's budget")
  func budgets() throws {
    let findings = try LintTests.lint { tree in
      try tree.write(
        "en.lproj/Primer.strings",
        "/* Budget: 40 characters. */\n\"primer.title\" = \"Title\";\n/* No budget. */\n\"primer.body\" = \"Body\";\n"
          + "/* Budget: 24 characters. */\n\"primer.action\" = \"Continue\";\n")
      let label = "Weiter zur Abfrage der Tracking-Freigabe in iOS"
      #expect(label.count == 47)
      try tree.write("de.lproj/Primer.strings", LintTests.primer(action: label))
    }
    let missing = findings.filter { $0.ruleID == "COPY-budget-missing" }
    #expect(missing.map(\.key) == ["primer.body"])
    #expect(missing.first?.severity == .warning)
    let over = try #require(findings.first { $0.ruleID == "COPY-budget" && $0.locale == "de" })
    #expect(over.key == "primer.action" && over.severity == .error)
    #expect(over.message.hasPrefix("47/24 characters"))
  }

  @Test("Default text output lists errors and warnings and sums notices in one line; JSON keeps them all")
  func noticesSummedUp() throws {
    let findings = try Self.lintPrimers(["en": LintTests.primer(action: "Allow")])
    let notices = findings.filter { $0.severity == .notice }
    #expect(notices.count == 2)
    let text = LintReport.text(findings, catalog: nil, notices: false)
    #expect(!text.contains("notice: ["))
    #expect(text.contains("2 notices: system text not verified against iOS; --notices lists them\n"))
    #expect(text.contains("error: [HIG-1-allow]"))
    #expect(LintReport.text(findings, catalog: nil).components(separatedBy: "notice: [").count == 3)
    let json = try JSONSerialization.jsonObject(with: Data(LintReport.json(findings).utf8)) as? [String: Any]
    #expect((json?["findings"] as? [[String: Any]])?.count == findings.count)
  }
}
