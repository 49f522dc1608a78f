import Foundation
import JourneyTestSupport
import Testing

@testable import CopyLint
@testable import StringTables

/// COPY-same-as-en: a translation identical to English is a notice, unless it is made only of words
/// every language writes as English does.
@Suite("Same as English")
struct SameAsEnglishTests {
  /// The same Outcome table in en and de, and a glossary where German keeps "Tracking".
  static let table = """
    "home.progress" = "%d puzzles solved";
    "home.ok" = "OK";
    "home.idfa" = "IDFA: 0000";
    "home.ios" = "iOS 27.2";
    "home.name" = "Daily Grid";
    "home.tracking" = "Tracking";
    "home.sentence" = "Solve today's puzzle";
    "home.ok-sentence" = "OK, see you tomorrow";
    "home.tracking-sentence" = "Tracking helps us";
    "home.okay-word" = "Okidoki";
    """

  /// The `COPY-same-as-en` findings in de, by key.
  static func flaggedGermanKeys() throws -> Set<String> {
    let findings = try LintTests.lint { tree in
      try tree.write("en.lproj/Outcome.strings", Self.table)
      try tree.write("de.lproj/Outcome.strings", Self.table)
      try tree.write("glossary/en.strings", "\"tracking\" = \"tracking\";\n\"companies\" = \"companies\";\n")
      try tree.write(
        "glossary/de.strings", "\"tracking\" = \"Tracking | tracken\";\n\"companies\" = \"Unternehmen\";\n")
    }
    return Set(
      findings.filter { $0.ruleID == LintRule.sameAsEnglish.rawValue && $0.locale == "de" }.compactMap(\.key))
  }

  @Test("OK, IDFA, iOS, the app's name and a glossary term German keeps are not flagged in de")
  func internationalWordsPass() throws {
    let flagged = try Self.flaggedGermanKeys()
    for key in ["home.ok", "home.idfa", "home.ios", "home.name", "home.tracking"] {
      #expect(!flagged.contains(key), "\(key) is an international word in de")
    }
  }

  @Test("a real untranslated sentence is still flagged, even when it starts with OK or Tracking")
  func untranslatedSentencesFlagged() throws {
    let flagged = try Self.flaggedGermanKeys()
    for key in [
      "home.progress", "home.sentence", "home.ok-sentence", "home.tracking-sentence", "home.okay-word",
    ] {
      #expect(flagged.contains(key), "\(key) is untranslated English in de")
    }
  }

  @Test("a word only counts whole: OK inside a longer word is English still")
  func wholeWordsOnly() {
    let catalog = CopyCatalog(root: "/nonexistent", locales: ["en", "de"], variants: [], layers: [:])
    let glossary = Glossary(ReferenceFolder(name: "glossary", files: [:], exists: false))
    let words = InternationalWords(catalog: catalog, glossary: glossary, locale: "de")
    #expect(words.covers("OK"))
    #expect(words.covers("OK!"))
    #expect(words.covers("App Store · iPhone"))
    #expect(!words.covers("OKAY"))
    #expect(!words.covers("Bookmark"))
  }
}
