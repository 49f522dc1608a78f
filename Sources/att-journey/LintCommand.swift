import CopyLint
import CopyReview
import JourneyRuntime
import JourneyScreens
import JourneyTapes
import StringTables

/// `att-journey lint`: checks the copy tables against the copy and policy rules.
struct LintCommand: ParsableCommand {
  static let name = "lint"
  static let synopsis = "lint [options]"
  static let summary = "check the copy tables against copy and policy rules"

  /// `--copy`.
  var copy = CopyArguments()
  /// `--text-size`: the largest size checked.
  var display = DisplayArguments()
  /// `--format`: the report's format.
  var format: LintFormat?
  /// `--notices`: list every notice instead of one line summing them up.
  var listsNotices = false

  static var options: [Option<Self>] {
    CopyArguments.options.lifted(\Self.copy) + DisplayArguments.options.lifted(\Self.display) + [
      .choice(["--format"], value: "FORMAT", help: "{values}", group: .lint, \.format),
      .flag(
        ["--notices"], help: "list every notice (default: one line sums them up)", group: .lint,
        \.listsNotices),
    ]
  }

  /// Runs the linter and prints its report; returns the exit status.
  func run() -> Int32 {
    let format: LintFormat
    let source: CopySource
    do {
      format = try CommandStart.format(self.format)
      source = try CommandStart.copy(copy)
    } catch {
      return error.status
    }
    let definition = JourneySetup.definition(
      source.journey, catalog: source.catalog, options: ScenarioOptions())
    let demos = DemoCaptionLint.check(copyDirectory: source.directory, catalog: source.catalog)
    let used = ScreenGallery.usedKeys(definition: definition, catalog: source.catalog).union(demos.usedKeys)
    let problems = AccessibilityAudit.problems(
      definition: definition, catalog: source.catalog, largest: display.textSize ?? .ax5
    ).map { LayoutProblem(ruleID: $0.ruleID, key: $0.ref, layer: $0.layer, message: $0.message) }
    let findings = CopyLinter.lint(
      source.catalog, usedKeys: used, layoutProblems: problems, extraFindings: demos.findings)
    let report =
      format == .json
      ? LintReport.json(findings)
      : LintReport.text(findings, catalog: source.catalog, notices: listsNotices)
    if format == .json {
      print(report, terminator: report.hasSuffix("\n") ? "" : "\n")
    } else {
      StandardOutput.write(report)
    }
    return LintReport.exitCode(for: findings)
  }
}
