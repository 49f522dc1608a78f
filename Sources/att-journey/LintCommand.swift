import CopyTables
import ScreenKit

/// `att-journey lint`: checks the copy tables against the copy and policy rules.
enum LintCommand {
  /// Runs the linter and prints its report; returns the exit status.
  static func run(_ options: LaunchOptions) -> Int32 {
    let format = options.format ?? "text"
    guard format == "text" || format == "json" else {
      StandardError.report(
        LaunchOptionError.invalidValue(option: "--format", value: format, allowed: ["text", "json"])
          .description)
      return ExitStatus.usage
    }
    let source: CopySource
    do {
      source = try CopySource.load(options.copyDirectory)
    } catch {
      StandardError.write(error.description + "\n")
      return LintReport.exitUnreadable
    }
    let copy = CatalogCopy(catalog: source.catalog, locale: source.catalog.developmentLanguage)
    let used = ScreenGallery.usedKeys(copy: copy)
    let findings = CopyLinter.lint(source.catalog, usedKeys: used)
    let report =
      format == "json" ? LintReport.json(findings) : LintReport.text(findings, catalog: source.catalog)
    print(report, terminator: report.hasSuffix("\n") ? "" : "\n")
    return LintReport.exitCode(for: findings)
  }
}
