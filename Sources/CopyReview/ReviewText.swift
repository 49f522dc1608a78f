/// Plain columns and lines shared by the Markdown and text formats.
enum ReviewTextColumns {
  /// rule, severity, locale, variant, key, file:line, message, first cell id.
  static func columns(of finding: ReviewFinding, in report: ReviewReport) -> [String] {
    [
      finding.ruleID, finding.severity.rawValue, finding.locale ?? "",
      finding.variant ?? (finding.locale == nil ? "" : ReviewReport.baseName),
      finding.key?.description ?? "", report.displayLocation(finding.location), finding.message,
      finding.cellIDs.first ?? "",
    ]
  }

  /// `Table/key  file:line  [fallback: en text (not in ko)]  [unverified]` for one key shown.
  static func noteLine(_ note: ReviewKeyNote, in report: ReviewReport) -> String {
    var line = note.key.description
    line += note.isMissing ? "  MISSING in every layer" : "  \(report.displayLocation(note.location))"
    if note.isFallback, let answered = note.answeredBy {
      let tried = note.fallbacks.map(\.description).joined(separator: ", ")
      line += "  [fallback: \(answered) text (not in \(tried))]"
    }
    if note.isUnverified { line += "  [unverified system text]" }
    return line
  }
}

extension ReviewReport {
  /// The report as plain text for a terminal: header, findings, then every cell between rule lines.
  public func text() -> String {
    let heavy = String(repeating: "=", count: 78)
    let light = String(repeating: "-", count: 78)
    var out = "Copy review\n\(heavy)\n"
    out += "copy:      \(ReviewEscaping.visible(copyDirectory))\n"
    out += "generated: \(ReviewEscaping.visible(generatedAt))\n"
    out += "\(summaryLine)\n"
    out += "phone:     \(ReviewEscaping.visible(phoneLine))\n"
    out +=
      "variants:  \(ReviewEscaping.visible(variants.map { ReviewReport.name(of: $0) }.joined(separator: ", ")))\n"
    out += "locales:   \(ReviewEscaping.visible(locales.joined(separator: ", ")))\n\n"
    out += "Findings\n\(heavy)\n"
    if findings.isEmpty { out += "No findings.\n" }
    for finding in findings where finding.severity != .notice { out += textFindingLine(finding) }
    for rule in noticeRules {
      for line in noticeLines(rule: rule) {
        out += "notice: [\(ReviewEscaping.visible(rule))] \(ReviewEscaping.visible(line.text))\n"
      }
    }
    if !noticeRules.isEmpty { out += "(every notice is listed under \"Appendix: notices\" at the end)\n" }
    if !captions.isEmpty {
      out += "\nDemo captions\n\(heavy)\n"
      out += captionLines(
        demo: {
          "\(light)\n\(ReviewEscaping.visible($0.demo.title)) (\(ReviewEscaping.visible($0.demo.name)).tape)\n"
        },
        caption: { "  \(ReviewEscaping.visible($0))\n" },
        text: { locale, text, note in
          "    \(ReviewEscaping.visible(locale)): \(ReviewEscaping.visible(text))"
            + (note.isEmpty ? "" : "\n      ! \(ReviewEscaping.visible(note))") + "\n"
        })
    }
    for variant in variants {
      out += "\nVariant: \(ReviewEscaping.visible(ReviewReport.name(of: variant)))\n\(heavy)\n"
      for screen in screens {
        for locale in locales {
          guard let cell = cell(variant: variant, screen: screen, locale: locale) else { continue }
          out += "\(light)\n\(ReviewEscaping.visible(cell.id))\n"
          for finding in findings(on: cell) {
            out += "  ! [\(ReviewEscaping.visible(finding.ruleID))] \(finding.severity.rawValue): "
            out +=
              "\(ReviewEscaping.visible(finding.key?.description ?? "")): \(ReviewEscaping.visible(finding.message))\n"
          }
          out += ReviewEscaping.frameText(frames[cell.frameIndex]) + "\n"
          for note in cell.keys {
            out += "  " + ReviewEscaping.visible(ReviewTextColumns.noteLine(note, in: self)) + "\n"
            if let comment = note.comment, !comment.isEmpty {
              out += "      \(ReviewEscaping.visible(comment))\n"
            }
          }
        }
      }
    }
    out += textComparison(heavy: heavy, light: light)
    return out + textNoticesAppendix(heavy: heavy, light: light)
  }

  /// `file:line: severity: [RULE] message (locale, variant, key) → cell (+N more)`.
  private func textFindingLine(_ finding: ReviewFinding) -> String {
    let columns = ReviewTextColumns.columns(of: finding, in: self).map { ReviewEscaping.visible($0) }
    let more = finding.cellIDs.count > 1 ? " (+\(finding.cellIDs.count - 1) more)" : ""
    var out = "\(columns[5]): \(columns[1]): [\(columns[0])] \(columns[6])"
    out += " (\([columns[2], columns[3], columns[4]].filter { !$0.isEmpty }.joined(separator: ", ")))"
    return out + (columns[7].isEmpty ? "\n" : " → \(columns[7])\(more)\n")
  }

  /// Every notice, rule by rule and locale by locale, after the rest of the report.
  private func textNoticesAppendix(heavy: String, light: String) -> String {
    let rules = noticeRules
    guard !rules.isEmpty else { return "" }
    var out = "\nAppendix: notices\n\(heavy)\n"
    for rule in rules {
      for line in noticeLines(rule: rule) {
        out += "\(light)\n[\(ReviewEscaping.visible(rule))] \(ReviewEscaping.visible(line.text))\n"
        for index in line.indices { out += textFindingLine(findings[index]) }
      }
    }
    return out
  }

  /// Screens that differ between variants, each variant's frame in turn, per locale.
  private func textComparison(heavy: String, light: String) -> String {
    guard !variantScreens.isEmpty else { return "" }
    var out = "\nVariant comparison\n\(heavy)\n"
    for locale in locales {
      for screen in variantScreens {
        for variant in variants {
          guard let cell = cell(variant: variant, screen: screen, locale: locale) else { continue }
          out +=
            "\(light)\n\(ReviewEscaping.visible("\(screen) · \(locale) · \(ReviewReport.name(of: variant))"))\n"
          out += ReviewEscaping.frameText(frames[cell.frameIndex]) + "\n"
        }
      }
    }
    return out
  }
}
