extension ReviewReport {
  /// The report as Markdown for a review thread: header, findings table, then every cell with its
  /// frame in a fenced block and its keys as a list.
  public func markdown() -> String {
    var out = "# Copy review\n\n"
    out += "- copy: \(ReviewEscaping.markdown(copyDirectory))\n"
    out += "- generated: \(ReviewEscaping.markdown(generatedAt))\n"
    out += "- \(ReviewEscaping.markdown(summaryLine))\n"
    let variantNames = variants.map { ReviewReport.name(of: $0) }.joined(separator: ", ")
    out += "- variants: \(ReviewEscaping.markdown(variantNames))\n"
    out += "- locales: \(ReviewEscaping.markdown(locales.joined(separator: ", ")))\n\n"
    out += "## Findings\n\n"
    if findings.isEmpty { out += "No findings.\n\n" }
    if !findings.isEmpty {
      out += "| rule | severity | locale | variant | key | file:line | message | cell |\n"
      out += "|---|---|---|---|---|---|---|---|\n"
      for finding in findings {
        let columns = ReviewTextColumns.columns(of: finding, in: self)
        var row = columns.dropLast().map { ReviewEscaping.markdown($0) }
        if let first = finding.cellIDs.first {
          let more = finding.cellIDs.count > 1 ? " (+\(finding.cellIDs.count - 1) more)" : ""
          row.append("[\(ReviewEscaping.markdown(first))](#\(first))\(more)")
        } else {
          row.append("")
        }
        out += "| " + row.joined(separator: " | ") + " |\n"
      }
      out += "\n"
    }
    for variant in variants {
      out += "## Variant: \(ReviewEscaping.markdown(ReviewReport.name(of: variant)))\n\n"
      for screen in screens {
        for locale in locales {
          guard let cell = cell(variant: variant, screen: screen, locale: locale) else { continue }
          out += markdownCell(cell)
        }
      }
    }
    out += markdownComparison()
    return out
  }

  /// One cell: heading with anchor, findings on it, the frame, the keys.
  private func markdownCell(_ cell: ReviewCell) -> String {
    var out =
      "### \(ReviewEscaping.markdown("\(cell.screen) · \(cell.locale) · \(ReviewReport.name(of: cell.variant))"))"
    out += " <a id=\"\(ReviewEscaping.html(cell.id))\"></a>\n\n"
    for finding in findings(on: cell) {
      out += "- **\(ReviewEscaping.markdown(finding.ruleID))** (\(finding.severity.rawValue))"
      out +=
        " \(ReviewEscaping.markdown(finding.key?.description ?? "")): \(ReviewEscaping.markdown(finding.message))\n"
    }
    if cell.keys.contains(where: \.isUnverified) { out += "- **unverified system text**\n" }
    let text = ReviewEscaping.frameText(frames[cell.frameIndex])
    let fence = ReviewEscaping.fence(for: text)
    out += "\n\(fence)text\n\(text)\n\(fence)\n\n"
    for note in cell.keys {
      out += "- " + ReviewEscaping.markdown(ReviewTextColumns.noteLine(note, in: self))
      if let comment = note.comment, !comment.isEmpty { out += " — *\(ReviewEscaping.markdown(comment))*" }
      out += "\n"
    }
    return out + "\n"
  }

  /// Screens that differ between variants, each variant's frame in turn, per locale.
  private func markdownComparison() -> String {
    guard !variantScreens.isEmpty else { return "" }
    var out = "## Variant comparison\n\n"
    for locale in locales {
      for screen in variantScreens {
        out += "### \(ReviewEscaping.markdown("\(screen) · \(locale)"))\n\n"
        for variant in variants {
          guard let cell = cell(variant: variant, screen: screen, locale: locale) else { continue }
          let text = ReviewEscaping.frameText(frames[cell.frameIndex])
          let fence = ReviewEscaping.fence(for: text)
          out +=
            "\(ReviewEscaping.markdown(ReviewReport.name(of: variant))):\n\n\(fence)text\n\(text)\n\(fence)\n\n"
        }
      }
    }
    return out
  }
}
