import CopyExchange
import CopyLint
import Foundation
import JourneyTestSupport
import StringTables
import Testing

/// One value brought into the bundled copy, and the lint rule that must name it.
struct PolicyCase: Sendable, CustomTestStringConvertible {
  var locale: String
  var table: String
  var key: String
  var value: String
  var rule: LintRule
  var testDescription: String { "\(rule.rawValue): \(table)/\(key) (\(locale)) \"\(value)\"" }
}

@Suite("Import reports lint's policy findings on what it brings in; --strict refuses them")
struct ImportPolicyTests {
  /// Plans one value into a temporary copy of the bundled copy.
  static func plan(_ locale: String, _ table: String, _ key: String, _ value: String, in root: String) throws
    -> ImportPlan
  {
    let catalog = try CopyCatalog.load(directory: root)
    let source = try #require(catalog.table(table, in: CopyLayer(locale: "en"))?.entries[key]?.value)
    let unit = IncomingUnit(
      path: TablePath(layer: CopyLayer(locale: locale), table: table), key: key, source: source,
      target: value,
      origin: "\(locale).xliff", line: 12, column: 7)
    return try ImportPlan.make([unit], catalog: catalog)
  }

  @Test(
    "a primer button meaning Allow, an incentive, a dismiss beside Continue: named with rule, key and locale",
    arguments: [
      PolicyCase(locale: "ko", table: "Primer", key: "primer.action", value: "허용", rule: .primerAllowLabel),
      PolicyCase(locale: "ja", table: "Primer", key: "primer.action", value: "許可する", rule: .primerAllowLabel),
      PolicyCase(
        locale: "de", table: "Primer", key: "primer.action", value: "Erlauben", rule: .primerAllowLabel),
      PolicyCase(
        locale: "ko", table: "Primer", key: "primer.body", value: "허용하면 코인 100개를 드려요.", rule: .primerIncentive
      ),
      PolicyCase(
        locale: "fr", table: "Primer", key: "primer.body", value: "Acceptez et recevez un cadeau.",
        rule: .primerIncentive),
      PolicyCase(
        locale: "ko", table: "Primer", key: "primer.action", value: "계속 / 나중에", rule: .primerDismiss),
      PolicyCase(
        locale: "es", table: "Consent", key: "explainer.action", value: "Ahora no", rule: .primerDismiss),
    ])
  func policyFinding(_ policy: PolicyCase) throws {
    let copy = try ExchangeFixtures.bundledCopyInTemporaryFolder()
    defer { copy.remove() }
    let plan = try Self.plan(policy.locale, policy.table, policy.key, policy.value, in: copy.root)
    #expect(plan.changes.map(\.new) == [policy.value], "imported, not refused, without --strict")
    let found = plan.findings.filter { $0.finding.ruleID == policy.rule.rawValue }
    #expect(found.count == 1, "\(plan.findings.map(\.line))")
    let finding = try #require(found.first)
    #expect(finding.finding.key == policy.key && finding.finding.locale == policy.locale)
    #expect(finding.line.hasPrefix("\(policy.locale).xliff:12:7: warning: [\(policy.rule.rawValue)] "))
    #expect(finding.line.hasSuffix(" (\(policy.locale), \(policy.table)/\(policy.key))"))
    #expect(plan.reportLines.contains(finding.line))
    #expect(plan.summary.contains("lint finding"))
    let refusal = try #require(plan.strictRefusal, "--strict refuses it")
    #expect(
      refusal.description.hasPrefix(
        "\(policy.locale).xliff:12:7: error: --strict: \(policy.table)/\(policy.key) (\(policy.locale)): ["))
    #expect(refusal.description.hasSuffix("; nothing written"))
    #expect(!refusal.description.contains("\n"))
  }

  @Test("the findings are lint's own: the same rule and message lint gives once the value is written")
  func sameAsLint() throws {
    let copy = try ExchangeFixtures.bundledCopyInTemporaryFolder()
    defer { copy.remove() }
    let plan = try Self.plan("ko", "Primer", "primer.action", "허용", in: copy.root)
    try ExchangeFixtures.write(plan)
    let linted = CopyLinter.lint(try CopyCatalog.load(directory: copy.root)).filter {
      $0.locale == "ko" && $0.variant == nil && $0.table == "Primer" && $0.key == "primer.action"
        && $0.severity != .notice
    }
    #expect(!linted.isEmpty)
    #expect(
      Set(plan.findings.map { "\($0.finding.ruleID) \($0.finding.message)" })
        == Set(linted.map { "\($0.ruleID) \($0.message)" }))
  }

  @Test(
    "a budget inherited from English is checked at import as lint checks it: same measure, same message",
    arguments: [("ko", "계속 진행하려면 여기를 눌러 주세요"), ("de", "Weiter zum nächsten Schritt bitte")])
  func inheritedBudget(locale: String, value: String) throws {
    let copy = try ExchangeFixtures.bundledCopyInTemporaryFolder()
    defer { copy.remove() }
    let catalog = try CopyCatalog.load(directory: copy.root)
    let entry = try #require(catalog.table("Primer", in: CopyLayer(locale: locale))?.entries["primer.action"])
    #expect(
      CopyBudget.parse(comment: entry.comment, locale: locale) == nil, "the locale's comment states none")
    let plan = try Self.plan(locale, "Primer", "primer.action", value, in: copy.root)
    let budget = plan.findings.filter { $0.finding.ruleID == LintRule.overBudget.rawValue }
    #expect(budget.count == 1, "\(plan.findings.map(\.line))")
    try ExchangeFixtures.write(plan)
    let linted = CopyLinter.lint(try CopyCatalog.load(directory: copy.root)).filter {
      $0.ruleID == LintRule.overBudget.rawValue && $0.locale == locale && $0.variant == nil
        && $0.key == "primer.action"
    }
    #expect(linted.map(\.message) == budget.map(\.finding.message))
    #expect(budget.first?.finding.message.contains("/24 ") == true, "English's 24")
  }

  @Test("a good value brings no finding and no refusal")
  func clean() throws {
    let copy = try ExchangeFixtures.bundledCopyInTemporaryFolder()
    defer { copy.remove() }
    let plan = try Self.plan("ko", "Primer", "primer.action", "계속하기", in: copy.root)
    #expect(plan.changes.count == 1)
    #expect(plan.findings.isEmpty, "\(plan.findings.map(\.line))")
    #expect(plan.strictRefusal == nil)
    #expect(LintRule(rawValue: "HIG-1-allow") != nil && LintRule(rawValue: "COPY-budget") != nil)
  }

  @Test("the plan lists every unit it takes with its state, changed or not: what a sign-off reads")
  func acceptedUnits() throws {
    let copy = try StateCopy.make()
    defer { copy.remove() }
    let catalog = try CopyCatalog.load(directory: copy.root)
    var units: [IncomingUnit] = []
    for (target, state) in [("안녕하세요", "final"), ("Daily Grid", "signed-off")] {
      units += try ExchangeReading.units(
        bytes: StateCopy.xliff(
          target: target, state: state, key: target == "Daily Grid" ? "brand" : "done",
          source: target == "Daily Grid" ? "Daily Grid" : "Hello"),
        path: "ko.xliff", context: ImportContext(catalog))
    }
    let plan = try ImportPlan.make(units, catalog: catalog)
    #expect(plan.accepted.map(\.key) == ["done", "brand"])
    #expect(plan.accepted.map(\.state) == ["final", "signed-off"])
    #expect(plan.changes.map(\.key) == ["done"], "the brand was already the copy's value")
  }
}
