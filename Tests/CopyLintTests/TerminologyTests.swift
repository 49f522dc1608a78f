import Foundation
import JourneyTestSupport
import Testing

@testable import CopyLint
@testable import StringTables

@Suite("Glossary and register")
struct TerminologyTests {
  static let glossaries = [
    "glossary/en.strings": "\"tracking\" = \"tracking\";\n\"Picks for You\" = \"Picks for You\";\n",
    "glossary/ja.strings":
      "/* Avoid: 追跡 */\n\"tracking\" = \"トラッキング\";\n\"Picks for You\" = \"あなたへのおすすめ\";\n",
    "glossary/fr.strings": "\"tracking\" = \"suivi | suivre\";\n",
  ]

  @Test("COPY-glossary: a term the glossary rules out, and a missing term where English has it")
  func glossaryViolations() throws {
    let findings = try LintTests.lint { tree in
      for (path, text) in Self.glossaries { try tree.write(path, text) }
      try tree.write("en.lproj/Outcome.strings", "\"home.progress\" = \"Tracking is off\";\n")
      try tree.write("ja.lproj/Outcome.strings", "\"home.progress\" = \"追跡はオフです\";\n")
      try tree.write("fr.lproj/Outcome.strings", "\"home.progress\" = \"Le pistage est désactivé\";\n")
    }
    let hits = findings.filter { $0.ruleID == "COPY-glossary" }
    #expect(hits.allSatisfy { $0.severity == .warning })
    #expect(Set(hits.compactMap(\.locale)) == ["ja", "fr"])
    #expect(hits.first { $0.locale == "ja" }?.message.contains("uses \"追跡\"") == true)
    #expect(hits.first { $0.locale == "fr" }?.message.contains("English says \"tracking\"") == true)
  }

  @Test("COPY-glossary: the glossary's own terms are no finding")
  func glossaryTermsAreClean() throws {
    let findings = try LintTests.lint { tree in
      for (path, text) in Self.glossaries { try tree.write(path, text) }
      try tree.write("en.lproj/Outcome.strings", "\"home.progress\" = \"Tracking is off\";\n")
      try tree.write("ja.lproj/Outcome.strings", "\"home.progress\" = \"トラッキングはオフです\";\n")
      try tree.write("fr.lproj/Outcome.strings", "\"home.progress\" = \"Le suivi est désactivé\";\n")
    }
    #expect(findings.filter { $0.ruleID == "COPY-glossary" } == [])
  }

  @Test("COPY-register: du/Sie, tu/vous, tú/usted, 你/您, 해요/합니다 and アプリ/App in one string")
  func mixedRegister() throws {
    let values = [
      "de": "Lös das Rätsel, damit Sie deine Serie halten.",
      "fr": "Tu peux changer vos choix.",
      "es": "Puedes cambiarlo cuando usted quiera.",
      "zh-Hans": "你可以随时在设置中更改您的选择。",
      "ko": "퍼즐이 준비됐어요. 지금 풀어 보십시오. 설정에서 변경할 수 있습니다.",
      "ja": "アプリとAppの設定",
    ]
    let findings = try LintTests.lint { tree in
      for (locale, value) in values {
        try tree.write("\(locale).lproj/Outcome.strings", "\"home.progress\" = \"\(value)\";\n")
      }
    }
    let hits = findings.filter { $0.ruleID == "COPY-register" }
    #expect(Set(hits.compactMap(\.locale)) == Set(values.keys))
    #expect(hits.allSatisfy { $0.severity == .warning && $0.key == "home.progress" })
  }

  @Test("COPY-register: one register per string is no finding, nor Sie starting a sentence")
  func oneRegister() throws {
    let values = [
      "de": "Sie sind gelöst. Lös morgen das nächste, dann wächst deine Serie.",
      "fr": "Vous pouvez changer vos choix.",
      "zh-Hans": "您可以随时在设置中更改您的选择。",
      "ko": "퍼즐이 준비됐어요. 지금 풀어 보세요.",
      "ja": "他社のAppやWebサイト",
    ]
    let findings = try LintTests.lint { tree in
      for (locale, value) in values {
        try tree.write("\(locale).lproj/Outcome.strings", "\"home.progress\" = \"\(value)\";\n")
      }
    }
    #expect(findings.filter { $0.ruleID == "COPY-register" } == [])
  }
}
