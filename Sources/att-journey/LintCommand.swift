import CopyReview
import CopyLint
import JourneyRuntime
import JourneyScreens
import StringTables

/// `att-journey lint`: checks the copy tables against the copy and policy rules.
enum LintCommand {
  /// Runs the linter and prints its report; returns the exit status.
  static func run(_ options: LaunchOptions) -> Int32 {
    let format: String
    let source: CopySource
    do {
      format = try CommandStart.format(options, allowed: ["text", "json"])
      source = try CommandStart.copy(options)
    } catch {
      return error.status
    }
    let definition = JourneySetup.definition(
      source.journey, catalog: source.catalog, options: ScenarioOptions())
    let used = ScreenGallery.usedKeys(definition: definition, catalog: source.catalog)
    let problems = AccessibilityAudit.problems(
      definition: definition, catalog: source.catalog, largest: options.textSize ?? .ax5
    ).map { LayoutProblem(ruleID: $0.ruleID, key: $0.ref, layer: $0.layer, message: $0.message) }
    let findings = CopyLinter.lint(source.catalog, usedKeys: used, layoutProblems: problems)
    let report =
      format == "json"
      ? LintReport.json(findings)
      : LintReport.text(findings, catalog: source.catalog, notices: options.listsNotices)
    print(report, terminator: report.hasSuffix("\n") ? "" : "\n")
    return LintReport.exitCode(for: findings)
  }
}
