import Foundation
import Testing

@testable import CopyLint
@testable import StringTables

@Suite("The bundled copy and the phrase lists")
struct BundledCopyLintTests {
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("copy").path

  @Test("The bundled copy lints with no error and no warning; its notices are unverified System text")
  func bundledCopyIsClean() throws {
    let findings = CopyLinter.lint(try CopyCatalog.load(directory: Self.directory))
    #expect(findings.filter { $0.severity != .notice } == [])
    #expect(Set(findings.map(\.ruleID)).isSubset(of: ["SYS-unverified", "COPY-same-as-en"]))
  }

  @Test("HIG-3: every alert phrase is in its locale's System alert title or deny button")
  func alertWordingMatchesTheSystemTables() throws {
    let catalog = try CopyCatalog.load(directory: Self.directory)
    for locale in catalog.locales {
      let system = try #require(catalog.table("System", in: CopyLayer(locale: locale)))
      let texts = ["alert.title", "alert.deny"].compactMap { system.entries[$0]?.value }
      let phrases =
        PolicyWords.alertWording[locale.split(separator: "-").first.map(String.init) ?? locale] ?? []
      #expect(!phrases.isEmpty, "no alert phrases for \(locale)")
      for phrase in phrases {
        #expect(
          texts.contains { PolicyWords.firstMatch(in: $0, words: [phrase]) != nil },
          "\(locale): \"\(phrase)\" is not in the System table's alert title or deny button")
      }
    }
  }

  @Test("HIG-1-allow: every System allow button is on its locale's Allow list")
  func allowListMatchesTheSystemTables() throws {
    let catalog = try CopyCatalog.load(directory: Self.directory)
    for locale in catalog.locales {
      let system = try #require(catalog.table("System", in: CopyLayer(locale: locale)))
      for key in ["alert.allow", "sheet.allow", "settings.appOn.confirm"] {
        let label = try #require(system.entries[key]?.value)
        #expect(
          PolicyWords.firstMatch(in: label, words: PolicyWords.words(PolicyWords.allow, locale: locale))
            != nil,
          "\(locale) \(key) \"\(label)\" is not on the Allow list")
      }
    }
  }
}
