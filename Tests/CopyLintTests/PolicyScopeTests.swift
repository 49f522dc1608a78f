import Foundation
import JourneyTestSupport
import Testing

@testable import CopyLint
@testable import StringTables

@Suite("Primer policy on every pre-prompt screen")
struct PolicyScopeTests {
  /// A Consent table with an explainer and an intro sheet.
  static func consent(explainerBody: String = "Next, iOS asks about ads.", extra: String = "") -> String {
    """
    "explainer.title" = "Ads and Your Data";
    "explainer.body" = "\(explainerBody)";
    "explainer.action" = "Continue";
    "intro.title" = "Your Privacy Choices";
    "intro.body" = "Next, we ask how your data may be used.";
    "intro.action" = "Continue";
    "intro.dismiss.action" = "Close";
    \(extra)
    """
  }

  @Test("HIG-1: the consent platform's explainer has exactly one action")
  func explainerSingleAction() throws {
    let findings = try LintTests.lint { tree in
      try tree.write(
        "en.lproj/Consent.strings", Self.consent(extra: "\"explainer.more.action\" = \"Learn More\";"))
    }
    let hits = findings.filter { $0.ruleID == "HIG-1" }
    #expect(hits.map(\.key) == ["explainer.more.action"])
    #expect(hits.first?.message.contains("IDFA explainer has 2 actions") == true)
  }

  @Test("HIG-2: a dismiss on the explainer is an error; the intro sheet's scrim (UMP-7) is not")
  func explainerDismiss() throws {
    let findings = try LintTests.lint { tree in
      try tree.write(
        "en.lproj/Consent.strings", Self.consent(extra: "\"explainer.later.action\" = \"Maybe Later\";"))
    }
    let hits = findings.filter { $0.ruleID == "HIG-2" }
    #expect(hits.map(\.key) == ["explainer.later.action"])
    #expect(!findings.contains { $0.key == "intro.dismiss.action" && $0.ruleID.hasPrefix("HIG") })
  }

  @Test("HIG-1-allow: an explainer or intro sheet button meaning Allow")
  func explainerAllowLabel() throws {
    let findings = try LintTests.lint { tree in
      try tree.write(
        "en.lproj/Consent.strings",
        Self.consent().replacingOccurrences(
          of: "\"intro.action\" = \"Continue\"", with: "\"intro.action\" = \"Accept\""))
    }
    #expect(findings.filter { $0.ruleID == "HIG-1-allow" }.map(\.key) == ["intro.action"])
  }

  @Test("HIG-3: quoting or pointing at the system buttons, in body text, per locale")
  func quotingSystemButtons() throws {
    let bodies = [
      "en": "When iOS asks, tap Allow to keep ads relevant.",
      "fr": "Choisissez « Autoriser » dans la fenêtre suivante.",
      "de": "Wähle gleich „Erlauben“.",
      "ja": "次の画面で「許可」をタップしてください。",
      "ko": "다음 화면에서 허용을 탭하세요.",
      "zh-Hans": "请在下一步点击允许。",
      "es": "Cuando iOS pregunte, toca Permitir.",
    ]
    let findings = try LintTests.lint { tree in
      for (locale, body) in bodies {
        try tree.write("\(locale).lproj/Primer.strings", LintTests.primer(body: body))
      }
    }
    let hits = findings.filter { $0.ruleID == "HIG-3" }
    #expect(Set(hits.compactMap(\.locale)) == Set(bodies.keys))
    #expect(hits.allSatisfy { $0.key == "primer.body" })
  }

  @Test("HIG-3: the explainer imitating the alert's deny button; plain words are no finding")
  func explainerImitation() throws {
    let findings = try LintTests.lint { tree in
      try tree.write(
        "en.lproj/Consent.strings", Self.consent(explainerBody: "Please don't choose Ask App Not to Track."))
      try tree.write(
        "de.lproj/Primer.strings",
        LintTests.primer(body: "Wir erlauben dir, das später in den Einstellungen zu ändern."))
    }
    let hits = findings.filter { $0.ruleID == "HIG-3" }
    #expect(hits.map(\.key) == ["explainer.body"])
  }

  @Test("HIG-4: value words without an exchange are no incentive (\"Ads keep Daily Grid free\", 혜택)")
  func valueIsNotAnIncentive() throws {
    let findings = try LintTests.lint { tree in
      try tree.write("en.lproj/Primer.strings", LintTests.primer(body: "Ads keep Daily Grid free."))
      try tree.write("ko.lproj/Primer.strings", LintTests.primer(body: "매일 새 퍼즐, Daily Grid의 혜택은 그대로예요."))
      try tree.write(
        "en.lproj/Consent.strings", Self.consent(explainerBody: "Ads keep every puzzle free to play."))
    }
    #expect(findings.filter { $0.ruleID == "HIG-4" } == [])
  }

  @Test("HIG-4: a reward in exchange for allowing tracking, on the primer and the explainer")
  func exchangeIsAnIncentive() throws {
    let findings = try LintTests.lint { tree in
      try tree.write(
        "en.lproj/Primer.strings", LintTests.primer(body: "Allow tracking and unlock premium hints."))
      try tree.write("ko.lproj/Primer.strings", LintTests.primer(body: "추적을 허용하면 프리미엄 혜택을 드려요."))
      try tree.write("en.lproj/Consent.strings", Self.consent(explainerBody: "Say yes and get 50 coins."))
    }
    let hits = findings.filter { $0.ruleID == "HIG-4" }
    #expect(
      Set(hits.map { "\($0.locale ?? "")/\($0.key ?? "")" }) == [
        "en/primer.body", "ko/primer.body", "en/explainer.body",
      ])
    #expect(hits.first { $0.locale == "ko" }?.message.contains("허용하면") == true)
  }
}
