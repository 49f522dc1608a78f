import Foundation
import JourneyTestSupport
import Testing

@testable import CopyLint
@testable import StringTables

@Suite("System text against copy/system-reference")
struct SystemTextTests {
  @Test("SYS-drift: a verified button that differs from iOS's text is an error at its file:line")
  func driftIsAnError() throws {
    let findings = try LintTests.lint { tree in
      try tree.write(
        "ko.lproj/System.strings",
        "/* Status: verified */\n\"alert.title\" = \"‘%@’이(가) 다른 회사의 앱 및 웹 사이트에 걸친 사용자의 활동을 추적하도록 허용하겠습니까?\";\n"
          + "/* Status: verified */\n\"alert.allow\" = \"확인\";\n")
    }
    let hits = findings.filter { $0.ruleID == "SYS-drift" }
    #expect(hits.count == 1)
    let hit = try #require(hits.first)
    #expect(hit.severity == .error)
    #expect(hit.key == "alert.allow" && hit.line == 4 && hit.file.hasSuffix("ko.lproj/System.strings"))
    #expect(hit.message.contains("\"허용\"") && hit.message.contains("system-reference/ko.strings:2"))
  }

  @Test("SYS-drift: text equal to the reference is no finding")
  func matchingTextIsClean() throws {
    let findings = try LintTests.lint { _ in }
    #expect(findings.filter { $0.ruleID == "SYS-drift" || $0.ruleID == "SYS-status" } == [])
  }

  @Test("SYS-drift: a known phrase missing from an unverified title, and conflicting sources")
  func containsAndConflicting() throws {
    let findings = try LintTests.lint { tree in
      try tree.write(
        "system-reference/fr.strings",
        "/* verified: x */\n\"alert.allow\" = \"Autoriser\";\n/* contains: x */\n\"alert.title\" = \"à suivre vos activités\";\n"
          + "/* conflicting: source A */\n\"alert.deny\" = \"Demander à l’app de ne pas me suivre\";\n"
          + "/* conflicting: source B */\n\"alert.deny\" = \"Demander à l’app de ne pas suivre\";\n")
      try tree.write(
        "fr.lproj/System.strings",
        "/* Status: unverified */\n\"alert.title\" = \"Autoriser « %@ » à vous suivre ?\";\n"
          + "/* Status: verified */\n\"alert.allow\" = \"Autoriser\";\n"
          + "/* Status: conflicting */\n\"alert.deny\" = \"Demander à l’app de ne pas suivre\";\n")
    }
    let drift = findings.filter { $0.ruleID == "SYS-drift" }
    #expect(drift.map(\.key) == ["alert.title"])
    #expect(drift.first?.message.contains("lacks iOS's phrase \"à suivre vos activités\"") == true)
    let notices = findings.filter { $0.ruleID == "SYS-unverified" && $0.locale == "fr" }
    #expect(Set(notices.compactMap(\.key)) == ["alert.title", "alert.deny"])
    #expect(notices.first { $0.key == "alert.deny" }?.message.contains("conflicting") == true)
  }

  @Test("SYS-status: no status, verified without a reference, unverified where the reference verifies")
  func statusMustMatchTheReference() throws {
    let findings = try LintTests.lint { tree in
      try tree.write(
        "es.lproj/System.strings",
        "/* System text. */\n\"alert.title\" = \"¿Permitir que “%@” realice un seguimiento de tu actividad en los sitios web y en las apps de otras empresas?\";\n"
          + "/* Status: unverified */\n\"alert.allow\" = \"Permitir\";\n")
      try tree.write(
        "de.lproj/System.strings",
        "/* Status: verified */\n\"alert.title\" = \"Darf „%@“ deine Aktivitäten verfolgen?\";\n"
          + "/* Status: verified */\n\"alert.allow\" = \"Erlauben\";\n")
    }
    let hits = findings.filter { $0.ruleID == "SYS-status" }
    #expect(hits.allSatisfy { $0.severity == .error })
    let byPlace = Set(hits.map { "\($0.locale ?? "")/\($0.key ?? "")" })
    #expect(byPlace == ["es/alert.title", "es/alert.allow", "de/alert.title"])
    #expect(hits.first { $0.key == "alert.allow" }?.message.contains("say Status: verified") == true)
  }

  @Test("SYS-unverified: only unverified and conflicting cells raise a notice")
  func onlyUnverifiedCellsRaiseNotices() throws {
    let findings = try LintTests.lint { _ in }
    let notices = findings.filter { $0.ruleID == "SYS-unverified" }
    #expect(
      Set(notices.map { "\($0.locale ?? "")/\($0.key ?? "")" }) == ["fr/alert.title", "de/alert.title"])
  }

  @Test("COPY-reference: a reference entry of unknown kind and an unreadable reference file")
  func unreadableReference() throws {
    let findings = try LintTests.lint { tree in
      try tree.write("system-reference/ja.strings", "/* maybe */\n\"alert.allow\" = \"許可\";\n")
      try tree.write("glossary/ko.strings", "\"tracking\" = \"추적\"\n\"x\" = ")
    }
    let hits = findings.filter { $0.ruleID == "COPY-reference" }
    #expect(hits.count == 2)
    #expect(hits.contains { $0.file.hasSuffix("system-reference/ja.strings") && $0.line == 2 })
    #expect(hits.contains { $0.file.hasSuffix("glossary/ko.strings") && $0.line == 1 && $0.column == 18 })
  }

  @Test("Status parsing reads one Status: marker")
  func statusParsing() {
    #expect(
      SystemStatus.of(comment: "Alert. Status: verified (copy/system-reference/en.strings).") == .verified)
    #expect(SystemStatus.of(comment: "Status: unverified (not documented)") == .unverified)
    #expect(SystemStatus.of(comment: "Status: conflicting") == .conflicting)
    #expect(SystemStatus.of(comment: "verified against iOS") == nil)
    #expect(SystemStatus.of(comment: "Status: verified. Status: unverified") == nil)
  }
}
