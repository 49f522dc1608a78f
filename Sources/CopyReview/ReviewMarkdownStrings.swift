import CopyLint
import JourneyRuntime
import TextSafety

extension ReviewReport {
  /// The strings view in Markdown: per table file, one row per key and translation with the English
  /// source beside it, the translation's length against its budget, its status and its findings.
  func markdownStrings() -> String {
    typealias MD = MarkdownEscaping
    var out = "## Strings\n\n"
    let translations = locales.filter { $0 != sourceLanguage }
    let shown = translations.isEmpty ? [sourceLanguage] : translations
    for table in strings {
      out += "### \(MD.inline("\(table.table).strings · \(ReviewReport.name(of: table.variant))"))"
      out += " \(MD.target(table.id))\n\n"
      out += "| key | \(MD.inline(sourceLanguage)) (source) | locale | text | length | status | findings |\n"
      out += "|---|---|---|---|---|---|---|\n"
      for row in table.rows {
        let source = row.strings[sourceLanguage]
        for locale in shown {
          let string = row.strings[locale]
          var cells = [
            MD.inline(row.key), source.map { MD.inline($0.value) } ?? "—", MD.inline(locale),
          ]
          if let string, locale != sourceLanguage || translations.isEmpty {
            cells.append(locale == sourceLanguage ? "(source)" : MD.inline(string.value))
            cells.append(lengthCell(string))
            cells.append(statusCell(string, source: source, locale: locale))
            cells.append(findingsCell(string))
          } else {
            let fallback = table.variant == nil ? sourceLanguage : "\(locale) base copy"
            cells += ["—", "", "missing (falls back to \(MD.inline(fallback)))", ""]
          }
          out += "| " + cells.joined(separator: " | ") + " |\n"
        }
      }
      out += "\n"
    }
    return out
  }

  /// `28/40 cols`, `**212/200 chars**` over budget, `2/2 lines`, `24 chars, no budget`.
  private func lengthCell(_ string: ReviewString) -> String {
    guard let budget = string.budget else { return "\(string.length) chars, no budget" }
    let unit: String
    switch budget.unit {
    case .characters: unit = "chars"
    case .displayColumns: unit = "cols"
    case .lines: unit = "lines"
    }
    let text = "\(string.length)/\(budget.limit) \(unit)"
    return string.isOverBudget ? "**\(text) over**" : text
  }

  /// System text: verified, unverified or conflicting; app copy: translated or same as the source.
  private func statusCell(_ string: ReviewString, source: ReviewString?, locale: String) -> String {
    if let status = string.status { return status.rawValue }
    if isStale(string) { return Self.staleLabel(sourceLanguage) }
    if locale != sourceLanguage, let source, source.value == string.value {
      return "same as \(sourceLanguage)"
    }
    return locale == sourceLanguage ? "source" : "translated"
  }

  /// `**RULE** message; …` for the findings on a string.
  private func findingsCell(_ string: ReviewString) -> String {
    string.findingIndices.map { index in
      let finding = findings[index]
      return "**\(MarkdownEscaping.inline(finding.ruleID))** \(MarkdownEscaping.inline(finding.message))"
    }.joined(separator: "; ")
  }
}
