import CopyLint
import JourneyRuntime
import TextSafety

extension ReviewReport {
  /// The report as Markdown for a review thread.
  ///
  /// Header, findings grouped by rule, then the strings view: per table file, each key's English
  /// source beside each translation with its length against its budget, its status and its findings.
  /// With `phones`, every cell follows with its frame in a fenced block, its findings and its keys as a
  /// list; `order: .phones` puts those phones before the findings and strings.
  /// Every piece of copy goes through `MarkdownEscaping`, so it stays text in any previewer.
  public func markdown(phones: Bool = false, order: ReviewOrder = .tables) -> String {
    typealias MD = MarkdownEscaping
    var out = "# Copy review\n\n"
    out += "- copy: \(MD.inline(copyDirectory))\n"
    out += "- generated: \(MD.inline(generatedAt))\n"
    out += "- \(MD.inline(summaryLine))\n"
    out += "- \(MD.inline(coverageLine))\n"
    out += "- phone: \(MD.inline(phoneLine))\n"
    out += "- variants: \(MD.inline(variants.map { ReviewReport.name(of: $0) }.joined(separator: ", ")))\n"
    out += "- locales: \(MD.inline(locales.joined(separator: ", ")))\n\n"
    let tables = markdownFindings(phones: phones) + markdownCaptions() + markdownStrings()
    guard phones else {
      return out + tables + "Phones are left out; `--phones` draws each screen in each locale.\n\n"
        + markdownNoticesAppendix(phones: false)
    }
    var drawn = ""
    for variant in variants {
      drawn += "## Phones: \(MD.inline(ReviewReport.name(of: variant)))\n\n"
      for screen in screens {
        for locale in locales {
          guard let cell = cell(variant: variant, screen: screen, locale: locale) else { continue }
          drawn += markdownCell(cell)
        }
      }
    }
    drawn += markdownComparison()
    out += order == .phones ? drawn + tables : tables + drawn
    return out + markdownNoticesAppendix(phones: true)
  }

  /// The findings, one section per rule; a notice rule as one line per locale, pointing at the appendix.
  private func markdownFindings(phones: Bool) -> String {
    typealias MD = MarkdownEscaping
    var out = "## Findings\n\n"
    if findings.isEmpty { out += "No findings.\n\n" }
    var groups: [String: [ReviewFinding]] = [:]
    var order: [String] = []
    for finding in findings {
      if groups[finding.ruleID] == nil { order.append(finding.ruleID) }
      groups[finding.ruleID, default: []].append(finding)
    }
    for rule in order {
      let group = groups[rule] ?? []
      out += "### \(MD.inline(rule)) (\(group[0].severity.rawValue), \(group.count))\n\n"
      if let summary = LintRule(rawValue: rule)?.summary { out += MD.inline(summary) + "\n\n" }
      if group[0].severity == .notice {
        for line in noticeLines(rule: rule) { out += "- \(MD.inline(line.text))\n" }
        out += "\nEvery one is listed in "
        out += MD.link("Appendix: notices", to: ReviewReport.noticesAppendixID) + ".\n\n"
        continue
      }
      out += markdownFindingTable(group, phones: phones)
    }
    return out
  }

  /// A table of findings, one row each; the cell column links to the phone only when the phones are
  /// in the file (`phones`), else names it.
  private func markdownFindingTable(_ group: [ReviewFinding], phones: Bool) -> String {
    typealias MD = MarkdownEscaping
    var out = "| locale | variant | key | file:line | message | cell |\n|---|---|---|---|---|---|\n"
    for finding in group {
      let columns = ReviewTextColumns.columns(of: finding, in: self)
      var row = [columns[2], columns[3], columns[4], columns[5], columns[6]].map(MD.inline)
      if let first = finding.cellIDs.first {
        let more = finding.cellIDs.count > 1 ? " (+\(finding.cellIDs.count - 1) more)" : ""
        row.append((phones ? MD.link(first, to: first) : MD.inline(first)) + more)
      } else {
        row.append("")
      }
      out += "| " + row.joined(separator: " | ") + " |\n"
    }
    return out + "\n"
  }

  /// Every notice, rule by rule and locale by locale, after the rest of the report.
  private func markdownNoticesAppendix(phones: Bool) -> String {
    typealias MD = MarkdownEscaping
    let rules = noticeRules
    guard !rules.isEmpty else { return "" }
    var out = "## Appendix: notices \(MD.target(ReviewReport.noticesAppendixID))\n\n"
    for rule in rules {
      for line in noticeLines(rule: rule) {
        out += "### \(MD.inline("\(rule) · \(line.text)"))\n\n"
        out += markdownFindingTable(line.indices.map { findings[$0] }, phones: phones)
      }
    }
    return out
  }

  /// One cell: heading with anchor, findings on it, the frame, the keys.
  private func markdownCell(_ cell: ReviewCell) -> String {
    typealias MD = MarkdownEscaping
    var out = "### \(MD.inline("\(cell.screen) · \(cell.locale) · \(ReviewReport.name(of: cell.variant))"))"
    out += " \(MD.target(cell.id))\n\n"
    for finding in findings(on: cell) {
      out += "- **\(MD.inline(finding.ruleID))** (\(finding.severity.rawValue))"
      out += " \(MD.inline(finding.key?.description ?? "")): \(MD.inline(finding.message))\n"
    }
    if cell.keys.contains(where: \.isUnverified) { out += "- **unverified system text**\n" }
    out += "\n" + MD.codeBlock(ReviewEscaping.frameText(frames[cell.frameIndex])) + "\n"
    for note in cell.keys {
      out += "- " + MD.inline(ReviewTextColumns.noteLine(note, in: self))
      if let comment = note.comment, !comment.isEmpty { out += " — *\(MD.inline(comment))*" }
      out += "\n"
    }
    return out + "\n"
  }

  /// Screens that differ between variants, each variant's frame in turn, per locale.
  private func markdownComparison() -> String {
    typealias MD = MarkdownEscaping
    guard !variantScreens.isEmpty else { return "" }
    var out = "## Variant comparison\n\n"
    for locale in locales {
      for screen in variantScreens {
        out += "### \(MD.inline("\(screen) · \(locale)"))\n\n"
        for variant in variants {
          guard let cell = cell(variant: variant, screen: screen, locale: locale) else { continue }
          out += "\(MD.inline(ReviewReport.name(of: variant))):\n\n"
          out += MD.codeBlock(ReviewEscaping.frameText(frames[cell.frameIndex])) + "\n"
        }
      }
    }
    return out
  }

  /// Each demo's captions: a heading per demo, each caption's key, then one line per locale with its
  /// findings.
  private func markdownCaptions() -> String {
    typealias MD = MarkdownEscaping
    guard !captions.isEmpty else { return "" }
    return "## Demo captions\n"
      + captionLines(
        demo: { "\n### \(MD.inline($0.demo.title)) (`\(MD.inline($0.demo.name)).tape`)\n\n" },
        caption: { "- `\(MD.inline($0))`\n" },
        text: { locale, text, note in
          "  - \(MD.inline(locale)): \(MD.inline(text))" + (note.isEmpty ? "" : " — **\(MD.inline(note))**")
            + "\n"
        }) + "\n"
  }
}
